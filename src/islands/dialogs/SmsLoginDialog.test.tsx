// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { SmsLoginDialog } from './SmsLoginDialog.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const fail = (msg: string) => new Response(JSON.stringify({ status: 3101, msg, data: null, success: false }), { status: 400 });

describe('SmsLoginDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    clearToken();
    closeAllDialogs();
    openDialog('smsLogin');
  });
  afterEach(() => cleanup());

  it('checks the fields with the shared schema before calling the server', async () => {
    render(<SmsLoginDialog lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['Phone number is required', 'Code is required']);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in with the code and keeps the token like a password login', async () => {
    fetch.mockImplementation(async (url) => (url === '/api/auth/smsLogin' ? ok({ token: 'sms-token' }) : ok({ balance: '0.00', points: '0.00', secondaryBalance: '0.00', goldCoins: '0.00' })));
    render(<SmsLoginDialog lang="zh-CN" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect($auth.get()).toBe('sms-token'));
    expect(fetch.mock.calls[0][1].body).toBe('phone=13900001111&code=654321');
    expect(localStorage.getItem('token')).toBe('sms-token');
    expect($dialogs.get().smsLogin).toBe(false);
  });

  it('stays open and signed out when the server refuses the code', async () => {
    fetch.mockResolvedValue(fail('验证码错误或已过期'));
    render(<SmsLoginDialog lang="zh-CN" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false));
    expect($auth.get()).toBeUndefined();
    expect($dialogs.get().smsLogin).toBe(true);
  });
});
