// @vitest-environment happy-dom
import { useStore } from '@nanostores/react';
import { render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { options } from 'preact';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// The islands run on Preact in the browser and in the prerender (docs/decisions/0109-light-pages.md);
// vitest.config.ts points react and react-dom at preact/compat so the component tests do too. These
// fail if those aliases, or the inlining of the React libraries, were dropped.
describe('component tests render on Preact', () => {
  // Bound to options, as Preact calls it: restored after each test, and called by ours meanwhile.
  const diffed = options.diffed?.bind(options);
  afterEach(() => {
    options.diffed = diffed;
  });

  it("imports preact/compat for react: the same createElement as Preact's", async () => {
    const preact = await import('preact');
    expect(React.createElement).toBe(preact.createElement);
    expect(React.Fragment).toBe(preact.Fragment);
  });

  it("renders Testing Library's render, a library's hooks and renderToString with Preact", () => {
    const rendered: unknown[] = [];
    // Only Preact's renderer calls this hook, once for each element it has rendered.
    options.diffed = (vnode) => {
      rendered.push(vnode.type);
      diffed?.(vnode);
    };
    const $name = atom('AK-47');
    function Name() {
      return <span>{useStore($name)}</span>;
    }
    render(<Name />);
    expect(screen.getByText('AK-47')).toBeTruthy();
    expect(rendered).toContain(Name);
    expect(renderToString(<Name />)).toBe('<span>AK-47</span>');
  });
});
