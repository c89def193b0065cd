// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { $auth } from '../../lib/stores/auth.ts';
import { LoginDialog } from './LoginDialog.tsx';
import { sentBody } from '../../lib/test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const fail = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: 400 });
const puzzle = { enabled: true, id: 'p1', width: 320, height: 160, pieceWidth: 52, background: 'data:image/jpeg;base64,AA==', piece: 'data:image/png;base64,AA==' };

describe('LoginDialog', () => {
  beforeEach(() => {
    closeAllDialogs();
    openDialog('login');
  });
  afterEach(() => cleanup());

  it('offers the Steam sign-in, which replaces this dialog with the Steam one', () => {
    render(<LoginDialog lang="zh-CN" />);
    fireEvent.click(screen.getByRole('button', { name: 'Steam 登录' }));
    expect($dialogs.get()).toMatchObject({ login: false, steamLogin: true });
  });

  it('links to SMS login and find password', () => {
    render(<LoginDialog lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with an SMS code' }));
    expect($dialogs.get()).toMatchObject({ login: false, smsLogin: true });
  });

  it('answers a step-up (CAPTCHA_REQUIRED) with the slider, then signs in with the pass', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetch);
    fetch
      .mockResolvedValueOnce(fail(3001, '请先完成滑块验证')) // POST /api/auth/login
      .mockResolvedValueOnce(ok(puzzle)) // GET /api/common/captcha
      .mockResolvedValueOnce(ok({ token: 'pass-1' })) // POST /api/common/captcha
      .mockResolvedValueOnce(ok({ token: 'session-token' })) // POST /api/auth/login again
      .mockResolvedValue(ok(null)); // user info and the rest
    render(<LoginDialog lang="zh-CN" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo123456' } });
    fireEvent.submit(screen.getByTestId('login-dialog').querySelector('form')!);
    const slider = await screen.findByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect($auth.get()).toBe('session-token'));
    const logins = fetch.mock.calls.filter(([url]) => url === '/api/auth/login');
    expect(logins).toHaveLength(2);
    expect(sentBody(logins[0][1])).not.toContain('captchaToken');
    expect(sentBody(logins[1][1])).toContain('captchaToken=pass-1');
    expect(screen.queryByRole('slider')).toBeNull();
    vi.unstubAllGlobals();
  });
});
