// @vitest-environment happy-dom
// The shared tab row: one tab in the focus order, arrows move the choice and the focus (wrapping),
// each tab names its panel, and the chosen tab is scrolled into view when the row mounts.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabList } from './TabList.tsx';

const TABS = ['a', 'b', 'c'] as const;

function Row({ initial, onSelect, hrefOf }: { initial: (typeof TABS)[number]; onSelect?: (t: string) => void; hrefOf?: (t: string) => string }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>(initial);
  return (
    <TabList
      tabs={TABS}
      tab={tab}
      onSelect={(t) => { setTab(t); onSelect?.(t); }}
      label="Tabs"
      labelOf={(n) => n.toUpperCase()}
      idPrefix="x"
      hrefOf={hrefOf}
      testIdPrefix="x-tab"
      className=""
      tabClassName=""
    />
  );
}

describe('TabList', () => {
  afterEach(cleanup);

  it('keeps only the chosen tab in the focus order and names its panel', () => {
    render(<Row initial="b" />);
    const b = screen.getByTestId('x-tab-b');
    expect(b.getAttribute('aria-selected')).toBe('true');
    expect(b.tabIndex).toBe(0);
    expect(screen.getByTestId('x-tab-a').tabIndex).toBe(-1);
    expect(b.getAttribute('aria-controls')).toBe('x-panel-b');
    expect(b.id).toBe('x-tab-b');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Tabs');
  });

  it('moves the choice and the focus with the arrows, wrapping at both ends; a click chooses', () => {
    const chosen: string[] = [];
    render(<Row initial="c" onSelect={(t) => chosen.push(t)} />);
    fireEvent.keyDown(screen.getByTestId('x-tab-c'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('x-tab-a'));
    fireEvent.keyDown(screen.getByTestId('x-tab-a'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('x-tab-c'), { key: 'Enter' });
    fireEvent.click(screen.getByText('B'));
    expect(chosen).toEqual(['a', 'c', 'b']);
    expect(screen.getByTestId('x-tab-b').getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls the chosen tab into view once, when it mounts', () => {
    const scroll = vi.fn();
    const proto = HTMLElement.prototype;
    // The page's own scrollIntoView (if it has one) goes back afterwards just as it was.
    const before = Object.getOwnPropertyDescriptor(proto, 'scrollIntoView');
    proto.scrollIntoView = scroll;
    try {
      render(<Row initial="c" />);
      expect(scroll).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByText('A'));
      expect(scroll).toHaveBeenCalledTimes(1);
    } finally {
      if (before) Object.defineProperty(proto, 'scrollIntoView', before);
      else delete (proto as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('with addresses, each tab is a link to its own (a tap before hydration loads it); a click chooses in place, a ctrl-click is left to the browser', () => {
    const chosen: string[] = [];
    render(<Row initial="a" onSelect={(t) => chosen.push(t)} hrefOf={(t) => `?tab=${t}`} />);
    const b = screen.getByTestId('x-tab-b');
    expect(b.tagName).toBe('A');
    expect(b.getAttribute('href')).toBe('?tab=b');
    expect(b.getAttribute('role')).toBe('tab');
    expect(fireEvent.click(b)).toBe(false); // default prevented: no navigation
    expect(chosen).toEqual(['b']);
    expect(b.getAttribute('aria-selected')).toBe('true');
    expect(fireEvent.click(screen.getByTestId('x-tab-c'), { ctrlKey: true })).toBe(true);
    expect(chosen).toEqual(['b']);
  });
});
