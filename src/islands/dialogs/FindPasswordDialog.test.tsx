// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { FindPasswordDialog } from './FindPasswordDialog.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('FindPasswordDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    clearToken();
    closeAllDialogs();
    openDialog('findPassword');
  });
  afterEach(() => cleanup());

  it('checks every field with the shared schema first', async () => {
    render(<FindPasswordDialog lang="zh-CN" />);
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['手机号不能为空', '验证码不能为空', '密码不能为空']);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码长度为 8 到 64 个字符')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sets the new password and hands over to the login dialog without signing in', async () => {
    fetch.mockResolvedValue(ok(null));
    render(<FindPasswordDialog lang="zh-CN" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect($dialogs.get().login).toBe(true));
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/findPassword');
    expect(fetch.mock.calls[0][1].body).toBe('phone=13900001111&code=123456&password=new-password-1');
    expect($dialogs.get().findPassword).toBe(false);
    expect($auth.get()).toBeUndefined();
  });
});
