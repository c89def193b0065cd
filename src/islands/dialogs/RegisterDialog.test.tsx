// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { RegisterDialog } from './RegisterDialog.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('RegisterDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    clearToken();
    closeAllDialogs();
    setPref('agreePing', true);
    window.history.replaceState(null, '', '/home');
  });
  afterEach(() => cleanup());

  it('prefills the default invitation code and signs the new user in', async () => {
    fetch.mockImplementation(async (url) => {
      if (url === '/api/common/getDefaultInvitationCode') return ok({ code: 'CS2VIP' });
      if (url === '/api/auth/signUp') return ok({ token: 'new-token' });
      return ok({ firstDepositDone: false, balance: '0.00', points: '0.00', secondaryBalance: '0.00', goldCoins: '0.00' });
    });
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect((screen.getByLabelText('邀请码') as HTMLInputElement).value).toBe('CS2VIP'));
    expect((screen.getByLabelText('我已阅读并同意《用户协议》《隐私政策》') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      '手机号不能为空',
      '密码不能为空',
      '验证码不能为空',
      '请确认您已年满 18 周岁',
    ]);
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/signUp')).toBe(false);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByLabelText('我已年满 18 周岁'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect($auth.get()).toBe('new-token'));
    const signUp = fetch.mock.calls.find(([url]) => url === '/api/auth/signUp');
    expect(signUp?.[1].body).toBe('phone=13900001111&password=password123&invitationCode=CS2VIP&ageConfirmed=true&termsAccepted=true&smsCode=123456');
  });

  it('sends the sign-up code to the phone typed in the form', async () => {
    fetch.mockImplementation(async (url) => {
      if (url === '/api/common/getDefaultInvitationCode') return ok({ code: 'CS2VIP' });
      if (url.startsWith('/api/common/captcha')) return ok({ enabled: false });
      return ok({ resendAfter: 60 });
    });
    render(<RegisterDialog lang="zh-CN" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900002222' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/common/smsCode')).toBe(true));
    const sent = fetch.mock.calls.find(([url]) => url === '/api/common/smsCode');
    expect(new URLSearchParams(String(sent?.[1].body)).get('phone')).toBe('13900002222');
    expect(new URLSearchParams(String(sent?.[1].body)).get('purpose')).toBe('signUp');
  });

  it('keeps focus in the field being typed in', async () => {
    fetch.mockImplementation(async () => ok({ code: 'CS2VIP' }));
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect((screen.getByLabelText('邀请码') as HTMLInputElement).value).toBe('CS2VIP'));
    const password = screen.getByLabelText('密码') as HTMLInputElement;
    password.focus();
    fireEvent.change(password, { target: { value: 'p' } });
    fireEvent.change(password, { target: { value: 'pa' } });
    expect(document.activeElement).toBe(password);
  });

  it('takes the invitation code from ?promoteCode= without asking the server', async () => {
    window.history.replaceState(null, '', '/home?promoteCode=FRIEND88');
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect((screen.getByLabelText('邀请码') as HTMLInputElement).value).toBe('FRIEND88'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
