import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs, DIALOG_NAMES, type DialogName } from '../stores/dialogs.ts';
import { afterRegistered, askToSignIn, closeRegisterTipLater, loginTipToLogin, loginTipToRegister, registerTipToVerify } from './tips.ts';

const open = (): DialogName[] => DIALOG_NAMES.filter((n) => $dialogs.get()[n]);

describe('login tip, registration tip, verification', () => {
  beforeEach(() => closeAllDialogs());
  afterEach(() => {
    clearToken();
    vi.useRealTimers();
  });

  it('a visitor asked to sign in sees the login tip, which leads to login or to register', () => {
    expect(askToSignIn()).toBe(false);
    expect(open()).toEqual(['loginTip']);
    loginTipToLogin();
    expect(open()).toEqual(['login']);
    closeAllDialogs();
    askToSignIn();
    loginTipToRegister();
    expect(open()).toEqual(['register']);
  });

  it('a signed-in player goes on without a tip', () => {
    setToken('t-1');
    expect(askToSignIn()).toBe(true);
    expect(open()).toEqual([]);
  });

  it('a sign-up shows the registration tip, which leads to verification and closes by itself', () => {
    vi.useFakeTimers();
    afterRegistered();
    expect(open()).toEqual(['registerTip']);
    registerTipToVerify();
    expect(open()).toEqual(['verify']);
    closeAllDialogs();
    afterRegistered();
    closeRegisterTipLater(1000);
    vi.advanceTimersByTime(999);
    expect(open()).toEqual(['registerTip']);
    vi.advanceTimersByTime(1);
    expect(open()).toEqual([]);
    afterRegistered(true);
    expect(open()).toEqual([]);
  });
});
