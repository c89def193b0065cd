// The notification check against Alipay's documented rule (sorted fields without sign and
// sign_type, RSA2), as the local fake signs it (tests/fakes/alipay-sign.ts).
import { describe, expect, it } from 'vitest';
import { generateRsaKeys, signNotification } from '../../../../tests/fakes/alipay-sign.ts';
import { createAlipayProvider } from './alipay.ts';

const appKeys = generateRsaKeys();
const alipayKeys = generateRsaKeys();
const APP_ID = '2021000000000001';
const provider = createAlipayProvider({ appId: APP_ID, privateKey: appKeys.privatePem, alipayPublicKey: alipayKeys.publicPem, gateway: 'http://127.0.0.1:9/gateway.do' });
const fields = {
  notify_time: '2026-11-24 16:00:00', notify_type: 'trade_status_sync', notify_id: 'n1', charset: 'utf-8', version: '1.0', app_id: APP_ID,
  trade_no: '2026112422001400000000000001', out_trade_no: 'R1', trade_status: 'TRADE_SUCCESS', total_amount: '100.00',
  subject: 'CS2 余额充值 100% & more', fund_bill_list: '[{"amount":"100.00","fundChannel":"ALIPAYACCOUNT"}]',
};
const body = (f: Record<string, string>) => new URLSearchParams(f).toString();
const errorOf = async (p: Promise<unknown>) => p.then(() => null, (e: { errorName?: string }) => e.errorName);

describe('Alipay notifications', () => {
  it('accepts a genuine one, values with % & + and JSON included', async () => {
    expect(await provider.parseNotification({}, body(signNotification(fields, alipayKeys.privateKey)), new Date())).toMatchObject({
      orderId: 'R1', status: 'paid', amount: '100.00', currency: 'CNY',
    });
  });

  it('refuses another key, a changed field, RSA (SHA1), a field twice, and another app', async () => {
    expect(await errorOf(provider.parseNotification({}, body(signNotification(fields, appKeys.privateKey)), new Date()))).toBe('BAD_SIGNATURE');
    const signed = signNotification(fields, alipayKeys.privateKey);
    expect(await errorOf(provider.parseNotification({}, body({ ...signed, total_amount: '0.01' }), new Date()))).toBe('BAD_SIGNATURE');
    expect(await errorOf(provider.parseNotification({}, body({ ...signed, sign_type: 'RSA' }), new Date()))).toBe('BAD_SIGNATURE');
    expect(await errorOf(provider.parseNotification({}, `${body(signed)}&out_trade_no=R2`, new Date()))).toBe('BAD_REQUEST');
    expect(await errorOf(provider.parseNotification({}, '', new Date()))).toBe('BAD_SIGNATURE');
    const other = signNotification({ ...fields, app_id: '2021000000009999' }, alipayKeys.privateKey);
    expect(await errorOf(provider.parseNotification({}, body(other), new Date()))).toBe('PAYMENT_MISMATCH');
  });

  it('answers "success" as plain text, and "fail" when refused', () => {
    expect(provider.ackNotification!()).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(provider.refuseNotification!().body).toBe('fail');
  });

  it('is unavailable, not a crash, when the gateway cannot be reached', async () => {
    const order = { id: 'R1', channel: 'alipay', currency: 'CNY', payAmount: 100n, amount: 100n, subject: 's', createdAt: new Date(), expiresAt: new Date() };
    expect(await errorOf(provider.queryOrder!(order))).toBe('PAY_CHANNEL_UNAVAILABLE');
    expect(await errorOf(provider.closeOrder!(order))).toBe('PAY_CHANNEL_UNAVAILABLE');
    expect(await errorOf(provider.createCheckout(order, { device: 'desktop', clientIp: '127.0.0.1', returnUrl: 'http://x/r', notifyUrl: 'http://x/n' }))).toBe('PAY_CHANNEL_UNAVAILABLE');
  });
});
