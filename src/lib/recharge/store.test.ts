// @vitest-environment happy-dom
// The recharge store: a fresh form each time the dialog opens, the currency kept or preselected
// when the channel changes, the range checked before any order, one idempotency key per payment,
// and a refusal for want of a verified name kept for the pay button to turn into the way to verify.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayChannels } from '../../shared/contracts/pay.ts';
import { ERRORS } from '../../shared/errors.ts';
import { clearToken, setToken } from '../stores/auth.ts';
import { $user } from '../stores/user.ts';
import {
  $rechargeChannels, $rechargeForm, $rechargeQuote, chooseRechargeChannel, openRecharge, rechargeAgain, setRechargeAmount, setRechargeCurrency, submitRecharge,
} from './store.ts';

const channels: PayChannels = {
  channels: [
    { id: 'alipay', name: '支付宝', icon: 'alipay', currencies: [{ code: 'CNY', name: '人民币', rate: '1.00' }] },
    { id: 'card', name: '卡', icon: 'card', currencies: [{ code: 'USD', name: '美元', rate: '7.20' }, { code: 'CNY', name: '人民币', rate: '1.00' }] },
  ],
  min: '10.00', max: '50000.00', presets: ['50', '100'], firstDepositBonusPercent: 20, coupons: false, realNameRequired: true,
};

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

describe('recharge store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let close = (): void => undefined;
  const recharges = () => fetch.mock.calls.filter(([url]) => url === '/api/pay/recharge');

  async function opened(): Promise<void> {
    close = openRecharge();
    await vi.waitFor(() => expect($rechargeChannels.get().state).toBe('ready'));
  }

  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async () => envelope(channels));
    vi.stubGlobal('fetch', fetch);
    setToken('t-1');
    $user.set({ firstDepositDone: false, realNameVerified: true } as never);
  });
  afterEach(() => {
    close();
    clearToken();
  });

  it('starts each opening with a fresh form, and forgets it on close', async () => {
    await opened();
    setRechargeAmount('50');
    close();
    expect($rechargeForm.get().amount).toBe('');
    expect($rechargeChannels.get().state).toBe('loading');
  });

  it('keeps the currency the new channel has, else preselects its only one', async () => {
    await opened();
    chooseRechargeChannel('card');
    expect($rechargeForm.get().currency).toBe('');
    setRechargeCurrency('CNY');
    chooseRechargeChannel('alipay');
    expect($rechargeForm.get().currency).toBe('CNY');
    chooseRechargeChannel('card');
    setRechargeCurrency('USD');
    setRechargeAmount('100');
    expect($rechargeQuote.get().payAmount).toBe('13.89');
    chooseRechargeChannel('alipay');
    expect($rechargeForm.get().currency).toBe('CNY');
  });

  it('checks the range before ordering, and clears an error when its field changes', async () => {
    await opened();
    chooseRechargeChannel('alipay');
    setRechargeAmount('5');
    await submitRecharge('en');
    expect($rechargeForm.get().errors.amount).toBeTruthy();
    expect(recharges()).toHaveLength(0);
    setRechargeAmount('50');
    expect($rechargeForm.get().errors.amount).toBeUndefined();
  });

  it('reuses one key for the same payment and takes a new one after "again"', async () => {
    await opened();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/pay/recharge') return envelope({ orderId: 'R1', payUrl: '/pay/checkout/R1' });
      if (url.startsWith('/api/pay/checkout')) return envelope({ kind: 'qr', codeUrl: 'weixin://x' });
      return envelope(channels);
    });
    chooseRechargeChannel('alipay');
    setRechargeAmount('50');
    await submitRecharge('en');
    expect($rechargeForm.get().qr).toEqual({ orderId: 'R1', codeUrl: 'weixin://x', amount: '50.00' });
    const key = (i: number) => (recharges()[i][1].headers as Record<string, string>)['Idempotency-Key'];
    rechargeAgain();
    expect($rechargeForm.get().qr).toBeNull();
    await submitRecharge('en');
    expect(key(1)).not.toBe(key(0));
  });

  it('keeps the server\'s refusal for want of a verified name, which asks for verification', async () => {
    await opened();
    fetch.mockImplementation(async (url) => (url === '/api/pay/recharge'
      ? envelope(null, ERRORS.DEPOSIT_NEEDS_REAL_NAME.code, 403, '请先完成实名认证')
      : envelope(channels)));
    chooseRechargeChannel('alipay');
    setRechargeAmount('50');
    expect($rechargeQuote.get().needsName).toBe(false);
    await submitRecharge('zh-CN');
    expect($rechargeForm.get()).toMatchObject({ nameRefusal: '请先完成实名认证', busy: false });
    expect($rechargeQuote.get().needsName).toBe(true);
  });
});
