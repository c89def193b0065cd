// The header's account part as the server renders it: the log-in buttons, which a signed-in
// visitor never sees (the page's head script marks <html data-signed-in>, and global.css hides
// what carries data-signed-out-first until the island hydrates and swaps them).
import { runInNewContext } from 'node:vm';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '../../shared/page-csp.ts';
import HeaderAccount from './HeaderAccount.tsx';

describe('HeaderAccount before mount', () => {
  it('shows log-in and sign-up, marked to hide for a signed-in visitor', () => {
    const html = renderToString(<HeaderAccount lang="en" />);
    expect(html).toContain('data-testid="open-login"');
    expect(html).toContain('>Log in<');
    expect(html).toContain('>Sign up<');
    // Preact writes an empty attribute bare (React as =""); the browser reads both alike.
    expect(html).toMatch(/ data-signed-out-first(="")?[ >]/);
  });

  it('the head script marks a signed-in visitor, and only one', () => {
    const run = (token: string | null) => {
      const attrs = new Map<string, string>();
      const g = {
        localStorage: { getItem: (k: string) => (k === 'token' ? token : null) },
        document: { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } },
      };
      // The script runs as the page runs it, with g for its global object.
      runInNewContext(HEAD_SCRIPT, g);
      return attrs.has('data-signed-in');
    };
    expect(run('a-token')).toBe(true);
    expect(run(null)).toBe(false);
  });
});
