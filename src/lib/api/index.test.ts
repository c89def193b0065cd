// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginExpired } from '../events.ts';
import { $auth, clearToken, setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { setPref } from '../stores/prefs.ts';
import { $user } from '../stores/user.ts';
import { createApi } from './index.ts';

const unauthorized = () => new Response(JSON.stringify({ status: 401, msg: '请先登录', data: null, success: false }), { status: 401 });

describe('the wired client', () => {
  beforeEach(() => {
    clearToken();
    localStorage.clear();
    closeAllDialogs();
    setPref('lang', 'zh-CN');
  });

  it('reads the token from $auth (localStorage "token") and the language from $prefs', async () => {
    setToken('abc');
    setPref('lang', 'en');
    expect(localStorage.getItem('token')).toBe('abc');
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ status: 0, msg: '', data: 1, success: true })),
    );
    await createApi({ fetch, toastError: vi.fn() }).get('/x');
    const headers = fetch.mock.calls[0][1].headers as Record<string, string>;
    expect(headers.token).toBe('abc');
    expect(headers.lang).toBe('en');
  });

  it('a 401 removes the token, clears the user, opens login and emits loginExpired once per second', async () => {
    let clock = 0;
    setToken('abc');
    $user.set({ id: '1' } as never);
    const expired = vi.fn();
    const off = loginExpired.on(expired);
    const api = createApi({ fetch: async () => unauthorized(), toastError: vi.fn(), now: () => clock });

    await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect($auth.get()).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect($user.get()).toBeNull();
    expect($dialogs.get().login).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);

    closeAllDialogs();
    clock += 500;
    await api.get('/d').catch(() => undefined);
    expect($dialogs.get().login).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);

    clock += 600;
    await api.get('/e').catch(() => undefined);
    expect($dialogs.get().login).toBe(true);
    expect(expired).toHaveBeenCalledTimes(2);
    off();
  });
});
