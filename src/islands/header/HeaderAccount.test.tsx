// The header's account part as the server renders it: a blank placeholder normally (a signed-in
// visitor would otherwise see the log-in buttons flash), the buttons on deferred-shell pages,
// where nothing hydrates until the visitor reaches for them (RootLayout's deferShell).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HeaderAccount from './HeaderAccount.tsx';

describe('HeaderAccount before mount', () => {
  it('is a placeholder by default', () => {
    const html = renderToString(<HeaderAccount lang="zh-CN" />);
    expect(html).not.toContain('open-login');
  });

  it('shows log-in and sign-up with signedOutFirst', () => {
    const html = renderToString(<HeaderAccount lang="en" signedOutFirst />);
    expect(html).toContain('data-testid="open-login"');
    expect(html).toContain('>Log in<');
    expect(html).toContain('>Sign up<');
  });
});
