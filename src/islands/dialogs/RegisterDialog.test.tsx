// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { $prefs, setPref } from '../../lib/stores/prefs.ts';
import { RegisterDialog } from './RegisterDialog.tsx';
import { sentBody } from '../../lib/test-support.ts';

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
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('CS2VIP'));
    // Consent is an act: unticked although the stored agreePing preference is true.
    expect(screen.getByLabelText<HTMLInputElement>('我已阅读并同意《用户协议》《隐私政策》').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts.slice(0, 4)).toEqual([
      '手机号不能为空',
      '密码不能为空',
      '验证码不能为空',
      '请确认您已年满 18 周岁',
    ]);
    expect(alerts).toHaveLength(5);
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/signUp')).toBe(false);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByLabelText('我已年满 18 周岁'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: ' 123456 ' } });
    // Everything else is filled: without the agreement ticked, nobody is signed up.
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.queryByText('请输入 6 位数字验证码')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/signUp')).toBe(false);

    fireEvent.click(screen.getByLabelText('我已阅读并同意《用户协议》《隐私政策》'));
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
    expect(new URLSearchParams(sentBody(sent?.[1])).get('phone')).toBe('13900002222');
    expect(new URLSearchParams(sentBody(sent?.[1])).get('purpose')).toBe('signUp');
  });

  it('starts with the agreement unticked every time it opens, keeping agreePing as a preference', async () => {
    fetch.mockImplementation(async () => ok({ code: 'CS2VIP' }));
    const terms = () => screen.getByLabelText<HTMLInputElement>('我已阅读并同意《用户协议》《隐私政策》');
    render(<RegisterDialog lang="zh-CN" />);
    expect(terms().checked).toBe(false);
    fireEvent.click(terms());
    expect(terms().checked).toBe(true);
    expect($prefs.get().agreePing).toBe(true);
    cleanup();
    render(<RegisterDialog lang="zh-CN" />);
    expect(terms().checked).toBe(false);
  });

  it('keeps focus in the field being typed in', async () => {
    fetch.mockImplementation(async () => ok({ code: 'CS2VIP' }));
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('CS2VIP'));
    const password = screen.getByLabelText<HTMLInputElement>('密码');
    password.focus();
    fireEvent.change(password, { target: { value: 'p' } });
    fireEvent.change(password, { target: { value: 'pa' } });
    expect(document.activeElement).toBe(password);
  });

  it('takes the invitation code from ?promoteCode= without asking the server', async () => {
    window.history.replaceState(null, '', '/home?promoteCode=FRIEND88');
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('FRIEND88'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
