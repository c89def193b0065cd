// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../nav.ts';
import { $auth, clearToken, setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../stores/dialogs.ts';
import { $user, $wallet } from '../stores/user.ts';
import { changePassword, findPassword, login, logout, refreshUser, smsLogin } from './auth.ts';

const user = {
  id: 'u1',
  nickname: 'n',
  avatar: '',
  phone: '138****0000',
  invitationCode: 'ABC123',
  balance: '120.00',
  secondaryBalance: '0.00',
  points: '5.00',
  goldCoins: '0.00',
  firstDepositDone: false, streamer: false, vipLevel: 0,
  email: '',
  steamBound: false,
  tradeUrl: '',
  securityWay: 'none' as const,
  inviterBound: false,
  realNameVerified: false,
  hasPassword: true,
};

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? 'err' : '', data, success: status === 0 }), { status: http });
}

describe('account actions', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    clearToken();
    localStorage.clear();
    $user.set(null);
    closeAllDialogs();
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('login stores the token, closes the login dialog and loads the user', async () => {
    openDialog('login');
    fetch.mockImplementation(async (url) => (url === '/api/auth/login' ? envelope({ token: 't-1' }) : envelope(user)));
    await login('13800000000', 'password1');
    expect(fetch.mock.calls[0][1].body).toBe('phone=13800000000&password=password1');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect($dialogs.get().login).toBe(false);
    expect(fetch.mock.calls[1][0]).toBe('/api/profile/userInfo');
    expect((fetch.mock.calls[1][1].headers as Record<string, string>).token).toBe('t-1');
    expect($wallet.get()).toEqual({ balance: '120.00', secondaryBalance: '0.00', points: '5.00', goldCoins: '0.00' });
  });

  it('smsLogin keeps the token like login and closes every account dialog', async () => {
    openDialog('smsLogin');
    fetch.mockImplementation(async (url) => (url === '/api/auth/smsLogin' ? envelope({ token: 't-sms' }) : envelope(user)));
    await smsLogin('13800000000', '123456');
    expect(fetch.mock.calls[0][1].body).toBe('phone=13800000000&code=123456');
    expect(localStorage.getItem('token')).toBe('t-sms');
    expect($dialogs.get().smsLogin).toBe(false);
    expect($user.get()?.id).toBe('u1');
  });

  it('findPassword signs nobody in and opens the login dialog', async () => {
    openDialog('findPassword');
    fetch.mockResolvedValue(envelope(null));
    await findPassword({ phone: '13800000000', code: '123456', password: 'new-password-1' });
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/findPassword');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($auth.get()).toBeUndefined();
    expect($dialogs.get()).toMatchObject({ findPassword: false, login: true });
  });

  it('a refused findPassword leaves the dialog open', async () => {
    openDialog('findPassword');
    fetch.mockResolvedValue(envelope(null, 3101, 400));
    await expect(findPassword({ phone: '13800000000', code: '000000', password: 'new-password-1' })).rejects.toThrow();
    expect($dialogs.get()).toMatchObject({ findPassword: true, login: false });
  });

  it('changePassword sends both passwords with the token and keeps this session', async () => {
    setToken('t-1');
    openDialog('changePassword');
    fetch.mockResolvedValue(envelope(null));
    await changePassword({ oldPassword: 'old-password', newPassword: 'new-password-1' });
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/changePassword');
    expect(fetch.mock.calls[0][1].body).toBe('oldPassword=old-password&newPassword=new-password-1');
    expect((fetch.mock.calls[0][1].headers as Record<string, string>).token).toBe('t-1');
    expect($auth.get()).toBe('t-1');
    expect($dialogs.get().changePassword).toBe(false);
  });

  it('refreshUser does not call the server when logged out', async () => {
    $user.set(user);
    await refreshUser();
    expect(fetch).not.toHaveBeenCalled();
    expect($user.get()).toBeNull();
  });

  it('logout calls the endpoint, removes the token and goes to /', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    setToken('t-1');
    $user.set(user);
    fetch.mockResolvedValue(envelope(null));
    await logout();
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(fetch.mock.calls[0][1].method).toBe('POST');
    expect((fetch.mock.calls[0][1].headers as Record<string, string>).token).toBe('t-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect($user.get()).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('logout still signs out locally when the server call fails', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    setToken('t-1');
    fetch.mockRejectedValue(new TypeError('offline'));
    await logout();
    expect($auth.get()).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/');
  });
});
