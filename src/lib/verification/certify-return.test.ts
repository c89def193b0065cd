import { beforeEach, describe, expect, it } from 'vitest';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { certifyThenFrom, resumeAfterCertify, verifyFromRechargeHref } from './certify-return.ts';

describe('the certify flow carries where it started', () => {
  beforeEach(() => closeAllDialogs());

  it('the recharge dialog links to the form with then=recharge, in the page language', () => {
    expect(verifyFromRechargeHref('zh-CN')).toBe('/personal?then=recharge#real-name');
    expect(verifyFromRechargeHref('en')).toBe('/en/personal?then=recharge#real-name');
    expect(certifyThenFrom('?then=recharge')).toBe('recharge');
    expect(certifyThenFrom('?certify=CF1&then=recharge')).toBe('recharge');
    expect(certifyThenFrom('?then=https://evil.example')).toBeUndefined();
    expect(certifyThenFrom('')).toBeUndefined();
  });

  it('a passed verification started from the recharge dialog reopens it', () => {
    expect(resumeAfterCertify('?certify=CF1&then=recharge', { state: 1 })).toBe(true);
    expect($dialogs.get().recharge).toBe(true);
  });

  it('a pending or refused one, or one started on /personal, stays on /personal', () => {
    expect(resumeAfterCertify('?certify=CF1&then=recharge', { state: 0 })).toBe(false);
    expect(resumeAfterCertify('?certify=CF1&then=recharge', { state: 2 })).toBe(false);
    expect(resumeAfterCertify('?certify=CF1', { state: 1 })).toBe(false);
    expect($dialogs.get().recharge).toBe(false);
  });
});
