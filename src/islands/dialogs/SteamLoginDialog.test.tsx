// @vitest-environment happy-dom
// Steam sign-in can make an account, so its terms box is consent too: unticked until ticked.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../../lib/nav.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { SteamLoginDialog } from './SteamLoginDialog.tsx';

describe('SteamLoginDialog', () => {
  beforeEach(() => {
    setPref('agreePing', true);
    window.history.replaceState(null, '', '/home');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts with the agreement unticked and goes to Steam only once it is ticked', () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    render(<SteamLoginDialog lang="zh-CN" />);
    const terms = screen.getByLabelText<HTMLInputElement>('我已阅读并同意《用户协议》《隐私政策》');
    expect(terms.checked).toBe(false);
    fireEvent.click(screen.getByLabelText('我已年满 18 周岁'));
    fireEvent.click(screen.getByRole('button', { name: '前往 Steam 登录' }));
    expect(screen.getByText('请阅读并同意用户协议和隐私政策')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();

    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: '前往 Steam 登录' }));
    expect(go).toHaveBeenCalledTimes(1);
  });
});
