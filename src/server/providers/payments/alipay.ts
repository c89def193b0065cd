// Alipay through its official Node SDK (alipay-sdk, OpenAPI 2.0, RSA2 on every request): computer
// site pay (alipay.trade.page.pay) on a desktop, phone site pay (alipay.trade.wap.pay) on a phone,
// alipay.trade.query and alipay.trade.close, and the asynchronous notification checked with
// Alipay's public key. Whatever keeps us from Alipay's answer (a timeout, an HTTP error, a bad
// signature on its answer, a system error) is PAY_CHANNEL_UNAVAILABLE: the buyer is told to try
// again later and nothing is taken.
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { AppError } from '../../errors.ts';
import { parseFormText } from '../../request-text.ts';
import type { AlipayConfig } from './alipay-config.ts';
import { alipayTime, totalAmount, tradeEvent } from './alipay-map.ts';
import type { CheckoutOrder, NotificationAck, PaymentEvent, PaymentProvider } from './provider.ts';

/** How long an answer from Alipay may take before the channel counts as unavailable. */
export const ALIPAY_TIMEOUT_MS = 10_000;

const OK = '10000';
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

function unavailable(cause: unknown): AppError {
  // The reason stays on the error for the log and a job's last error; the buyer sees only the code.
  return Object.assign(new AppError('PAY_CHANNEL_UNAVAILABLE'), { cause });
}

const text = (status: number, body: string): NotificationAck => ({ status, contentType: 'text/plain; charset=utf-8', body });

export function createAlipayProvider(config: AlipayConfig, opts: { timeoutMs?: number; clock?: () => Date } = {}): PaymentProvider {
  const clock = opts.clock ?? (() => new Date());
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey.trim(),
    keyType: 'PKCS8',
    alipayPublicKey: config.alipayPublicKey.trim(),
    gateway: config.gateway,
    signType: 'RSA2',
    timeout: opts.timeoutMs ?? ALIPAY_TIMEOUT_MS,
    // Alipay's own field names, as its documentation writes them.
    camelcase: false,
  });

  /** One OpenAPI call with its answer's signature checked; a failure to get a genuine answer throws. */
  async function call(method: string, bizContent: Record<string, string>): Promise<AlipaySdkCommonResult> {
    try {
      // The timestamp is China time whatever the server's zone (the SDK would write local time).
      return await sdk.exec(method, { bizContent, timestamp: alipayTime(clock()) }, { validateSign: true });
    } catch (err) {
      throw unavailable(err);
    }
  }

  const noSuchTrade = (r: AlipaySdkCommonResult) => r.code === '40004' && r.sub_code === TRADE_NOT_EXIST;

  async function queryOrder(order: CheckoutOrder): Promise<PaymentEvent | null> {
    const r = await call('alipay.trade.query', { out_trade_no: order.id });
    if (noSuchTrade(r)) return null; // the buyer has not opened the pay page yet
    if (r.code !== OK) throw unavailable(new Error(`alipay.trade.query ${order.id}: ${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg}`));
    if (r.out_trade_no !== order.id) throw unavailable(new Error(`alipay.trade.query ${order.id}: answered for ${String(r.out_trade_no)}`));
    return tradeEvent(r);
  }

  return {
    id: 'alipay',
    channels: ['alipay'],

    async createCheckout(order, ctx) {
      if (order.currency !== 'CNY') throw new AppError('PAY_CHANNEL_UNAVAILABLE');
      // Page pay needs no call to Alipay (the link is signed here), so a gateway that is down or
      // refuses our keys would only show on Alipay's own error page. One query first finds that
      // out while the buyer is still with us, and costs a trade nothing.
      await queryOrder(order);
      const mobile = ctx.device === 'mobile';
      const bizContent: Record<string, string> = {
        out_trade_no: order.id,
        total_amount: totalAmount(order.payAmount),
        subject: order.subject,
        product_code: mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        // Alipay stops taking payment when the order expires with us.
        time_expire: alipayTime(order.expiresAt),
      };
      if (mobile) bizContent.quit_url = ctx.returnUrl;
      const url = sdk.pageExecute(mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent, notifyUrl: ctx.notifyUrl, returnUrl: ctx.returnUrl, timestamp: alipayTime(clock()),
      });
      return { kind: 'redirect', url };
    },

    async parseNotification(_headers, rawBody) {
      const form = parseFormText(rawBody);
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        if (Array.isArray(v)) throw new AppError('BAD_REQUEST'); // a field twice: not Alipay's
        fields[k] = v;
      }
      if (fields.sign_type !== 'RSA2' || !fields.sign) throw new AppError('BAD_SIGNATURE');
      // V2: the values are checked as received (decoded once), never decoded again.
      if (!sdk.checkNotifySignV2(fields)) throw new AppError('BAD_SIGNATURE');
      // Genuine, but for another of the merchant's apps: not an order of ours to settle.
      if (fields.app_id !== config.appId) throw new AppError('PAYMENT_MISMATCH');
      return tradeEvent(fields);
    },

    // Alipay retries a notification (for up to a day) until it reads exactly "success".
    ackNotification: () => text(200, 'success'),
    refuseNotification: () => text(400, 'fail'),

    queryOrder,

    async closeOrder(order) {
      const r = await call('alipay.trade.close', { out_trade_no: order.id });
      // A trade Alipay never made (the pay page was never opened) has nothing to close.
      if (r.code === OK || noSuchTrade(r)) return;
      // ACQ.TRADE_STATUS_ERROR (paid meanwhile, or closed) included: the job tries again and its
      // query first finds what became of the trade.
      throw unavailable(new Error(`alipay.trade.close ${order.id}: ${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg}`));
    },
  };
}
