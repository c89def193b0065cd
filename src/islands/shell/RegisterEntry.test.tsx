// @vitest-environment happy-dom
// The spec's screens at sign-up: the address's promoteCode is the invitation code, and channelCode (the
// address's, else the stored one) goes with the sign-up.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { $channelCode } from '../../lib/url.ts';
import { RegisterDialog } from '../dialogs/RegisterDialog.tsx';
import { sentBody } from '../../lib/test-support.ts';

// happy-dom's storage refuses to delete an absent key: clear only a stored value.
const forgetChannel = () => {
  if ($channelCode.get() !== undefined) $channelCode.set(undefined);
};
const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('sign-up with the entry parameters', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/common/getDefaultInvitationCode') return ok({ code: 'CS2VIP' });
      if (url === '/api/auth/signUp') return ok({ token: 'new-token' });
      return ok({ firstDepositDone: false, balance: '0.00', points: '0.00', secondaryBalance: '0.00', goldCoins: '0.00' });
    });
    vi.stubGlobal('fetch', fetch);
    clearToken();
    closeAllDialogs();
    sessionStorage.clear();
    forgetChannel();
  });
  afterEach(() => cleanup());

  async function submit(): Promise<URLSearchParams> {
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('我已年满 18 周岁'));
    // Consent is an act: the terms box starts unticked.
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect($auth.get()).toBe('new-token'));
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/signUp');
    return new URLSearchParams(sentBody(call?.[1]));
  }

  it('takes promoteCode as the invitation code and sends the address channelCode', async () => {
    $channelCode.set('stored-one');
    window.history.replaceState(null, '', '/box/1?promoteCode=PROMO123&channelCode=spring_ads');
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('PROMO123'));
    const body = await submit();
    expect(body.get('invitationCode')).toBe('PROMO123');
    expect(body.get('channelCode')).toBe('spring_ads');
    expect(fetch.mock.calls.some(([url]) => url === '/api/common/getDefaultInvitationCode')).toBe(false);
  });

  it('falls back to the stored channelCode, and sends none when there is none', async () => {
    $channelCode.set('stored-one');
    window.history.replaceState(null, '', '/home');
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('CS2VIP'));
    expect((await submit()).get('channelCode')).toBe('stored-one');

    cleanup();
    clearToken();
    fetch.mockClear();
    forgetChannel();
    render(<RegisterDialog lang="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('邀请码').value).toBe('CS2VIP'));
    expect((await submit()).has('channelCode')).toBe(false);
  });
});
