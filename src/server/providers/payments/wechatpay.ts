// WeChat Pay API v3 (微信支付): Native pay (a code the recharge dialog shows as a QR) on a
// computer, H5 pay (WeChat's page, which opens the WeChat app) in a phone's browser. The order is
// registered when the buyer asks where to pay it; WeChat's signed, encrypted notification settles
// it, or queryOrder does when the buyer is back first.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { formatFen } from '../../../shared/money.ts';
import { AppError } from '../../errors.ts';
import type { Checkout, CheckoutContext, CheckoutOrder, NotificationAck, PaymentEvent, PaymentProvider } from './provider.ts';
import { createWechatClient, WechatPayRefusal, type WechatLog } from './wechatpay-client.ts';
import type { WechatPayConfig } from './wechatpay-config.ts';
import { decryptResource, responseMessage, verifyMessage } from './wechatpay-crypto.ts';

/** Seconds a notification's timestamp may be from now, either way. */
export const WECHATPAY_NOTIFY_TOLERANCE_SEC = 300;

const notification = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().max(64),
  resource_type: z.string().max(64).optional(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().min(1),
    associated_data: z.string().optional(),
    nonce: z.string().min(1).max(64),
    original_type: z.string().optional(),
  }),
});

/** The part of a transaction (notification resource, or query answer) that settles an order. */
const transaction = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string().min(1).max(64),
  transaction_id: z.string().max(64).optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().nonnegative().optional(), currency: z.string().optional() }).optional(),
});
type Transaction = z.infer<typeof transaction>;

/** trade_state values that end an order unpaid (REVOKED is a payment-code pay's, kept for completeness). */
const CLOSED_STATES = new Set(['CLOSED', 'PAYERROR', 'REVOKED']);

const header = (h: IncomingHttpHeaders, name: string): string => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** RFC 3339 in China time, as time_expire wants it: 2026-01-02T15:04:05+08:00. */
export function chinaTime(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

export function createWechatPayProvider(cfg: WechatPayConfig, clock: () => Date = () => new Date(), log: WechatLog = () => {}): PaymentProvider {
  const { call } = createWechatClient(cfg, clock, log);

  /** A transaction of ours as an event to apply: paid, closed, or null while still open. */
  function eventOf(t: Transaction, eventId: string, orderTotal?: bigint): PaymentEvent | null {
    // Signed by WeChat Pay, but for another merchant or app: our settings are wrong, not the order paid.
    if (t.mchid !== cfg.mchid || t.appid !== cfg.appid) {
      log(`wechatpay: transaction ${t.out_trade_no} is for mchid ${t.mchid} appid ${t.appid}, not ours`);
      throw new AppError('PAYMENT_MISMATCH');
    }
    const status = t.trade_state === 'SUCCESS' ? 'paid' : CLOSED_STATES.has(t.trade_state) ? 'cancelled' : null;
    if (!status) return null;
    // A closed order's answer may leave the amount out; a payment's never does.
    const total = t.amount?.total !== undefined ? BigInt(t.amount.total) : status === 'cancelled' ? orderTotal : undefined;
    if (total === undefined) throw new AppError('PAYMENT_MISMATCH');
    return { eventId, orderId: t.out_trade_no, status, amount: formatFen(total), currency: t.amount?.currency ?? 'CNY' };
  }

  async function createCheckout(order: CheckoutOrder, ctx: CheckoutContext): Promise<Checkout> {
    // The channel takes CNY only (channels.ts); anything else is a bug upstream, never charged.
    if (order.currency !== 'CNY') throw new AppError('PAY_CHANNEL_UNAVAILABLE');
    const body = {
      appid: cfg.appid,
      mchid: cfg.mchid,
      description: order.subject.slice(0, 127),
      out_trade_no: order.id,
      time_expire: chinaTime(order.expiresAt),
      notify_url: ctx.notifyUrl,
      amount: { total: Number(order.payAmount), currency: 'CNY' },
    };
    try {
      if (ctx.device === 'desktop') {
        const { json } = await call('POST', '/v3/pay/transactions/native', body);
        const codeUrl = json?.code_url;
        if (typeof codeUrl !== 'string' || !codeUrl) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
        return { kind: 'qr', codeUrl };
      }
      const { json } = await call('POST', '/v3/pay/transactions/h5', {
        ...body, scene_info: { payer_client_ip: ctx.clientIp, h5_info: { type: 'Wap' } },
      });
      const h5Url = json?.h5_url;
      if (typeof h5Url !== 'string' || !/^https:\/\//.test(h5Url)) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      // WeChat's page sends the buyer back here (the address's domain is the one registered for H5 pay).
      return { kind: 'redirect', url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(ctx.returnUrl)}` };
    } catch (err) {
      if (err instanceof WechatPayRefusal) {
        // ORDERPAID, ORDER_CLOSED, a duplicate order number…: this order cannot be paid there now.
        log(`wechatpay: checkout of ${order.id} refused: ${err.message}`);
        throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      }
      throw err;
    }
  }

  async function parseNotification(headers: IncomingHttpHeaders, rawBody: string, now: Date): Promise<PaymentEvent | null> {
    const signature = header(headers, 'wechatpay-signature');
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    // Another key's serial: not the key we hold, so not a signature we could believe.
    if (header(headers, 'wechatpay-serial') !== cfg.platformPublicKeyId || !/^\d{1,12}$/.test(timestamp) || !nonce) throw new AppError('BAD_SIGNATURE');
    if (!verifyMessage(cfg.platformPublicKey, responseMessage(timestamp, nonce, rawBody), signature)) throw new AppError('BAD_SIGNATURE');
    if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > WECHATPAY_NOTIFY_TOLERANCE_SEC) throw new AppError('PAYMENT_STALE');
    let parsed: z.infer<typeof notification>;
    try {
      parsed = notification.parse(JSON.parse(rawBody));
    } catch {
      throw new AppError('BAD_REQUEST');
    }
    // Only payment notifications settle orders; any other kind (refunds…) is acknowledged and left.
    if (!parsed.event_type.startsWith('TRANSACTION.')) return null;
    if (parsed.resource.algorithm !== 'AEAD_AES_256_GCM') throw new AppError('BAD_REQUEST');
    const clear = decryptResource(cfg.apiV3Key, parsed.resource);
    // Signed by WeChat Pay yet not opened by our APIv3 key: the key we hold is not the current one.
    if (clear === null) {
      log(`wechatpay: notification ${parsed.id} does not decrypt with WECHATPAY_APIV3_KEY`);
      throw new AppError('BAD_SIGNATURE');
    }
    let t: Transaction;
    try {
      t = transaction.parse(JSON.parse(clear));
    } catch {
      throw new AppError('BAD_REQUEST');
    }
    return eventOf(t, parsed.id);
  }

  async function queryOrder(order: CheckoutOrder): Promise<PaymentEvent | null> {
    let json: Record<string, unknown> | null;
    try {
      ({ json } = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.id)}?mchid=${cfg.mchid}`));
    } catch (err) {
      // Never registered with WeChat (the buyer never asked where to pay): nothing to settle yet.
      if (err instanceof WechatPayRefusal && err.code === 'ORDER_NOT_EXIST') return null;
      if (err instanceof WechatPayRefusal) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      throw err;
    }
    const t = transaction.safeParse(json);
    if (!t.success || t.data.out_trade_no !== order.id) {
      log(`wechatpay: query of ${order.id} answered a transaction we cannot read`);
      throw new AppError('PAY_CHANNEL_UNAVAILABLE');
    }
    // The event id: WeChat's trade number when paid, else one per order and outcome.
    return eventOf(t.data, t.data.transaction_id || `query:${order.id}:${t.data.trade_state}`, order.payAmount);
  }

  async function closeOrder(order: CheckoutOrder): Promise<void> {
    try {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.id)}/close`, { mchid: cfg.mchid });
    } catch (err) {
      // Never registered with WeChat: nothing there to close.
      if (err instanceof WechatPayRefusal && err.code === 'ORDER_NOT_EXIST') return;
      if (err instanceof WechatPayRefusal) {
        log(`wechatpay: close of ${order.id} refused: ${err.message}`);
        throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      }
      throw err;
    }
  }

  // WeChat retries a notification until it gets a 2xx; a refusal is 4xx/5xx with {code: FAIL}.
  const ackNotification = (): NotificationAck => ({ status: 204, contentType: 'text/plain; charset=utf-8', body: '' });
  const refuseNotification = (): NotificationAck => ({
    status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }),
  });

  return { id: 'wechat', channels: ['wechat'], createCheckout, parseNotification, ackNotification, refuseNotification, queryOrder, closeOrder };
}
