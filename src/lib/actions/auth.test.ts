// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../nav.ts';
import { $auth, clearToken, setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../stores/dialogs.ts';
import { $user, $wallet } from '../stores/user.ts';
import { login, logout, refreshUser } from './auth.ts';

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
  firstDepositDone: false,
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
