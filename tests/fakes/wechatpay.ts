// A local WeChat Pay API v3 for tests: it checks our requests' WECHATPAY2-SHA256-RSA2048
// signature with the merchant public key, answers Native, H5, query and close as WeChat Pay does
// (signed with the platform private key, Wechatpay-* headers), keeps the orders, lets the test pay
// one and then sends the encrypted, signed notification to the order's notify_url. Keys are the
// test's own (newWechatKeys).
import { createCipheriv, generateKeyPairSync, randomBytes, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import { fieldText, startHttpFake } from './http-fake.ts';

export interface WechatKeys {
  mchid: string;
  appid: string;
  certSerial: string;
  apiV3Key: string;
  platformKeyId: string;
  merchantPrivate: KeyObject;
  merchantPublic: KeyObject;
  platformPrivate: KeyObject;
  platformPublic: KeyObject;
}

export function newWechatKeys(): WechatKeys {
  const m = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    certSerial: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'),
    platformKeyId: `PUB_KEY_ID_0119000091912025${randomBytes(6).toString('hex').toUpperCase()}`,
    merchantPrivate: m.privateKey, merchantPublic: m.publicKey, platformPrivate: p.privateKey, platformPublic: p.publicKey,
  };
}

/** The WECHATPAY_* settings that point the app at this fake. */
export function wechatEnv(keys: WechatKeys, apiBase: string): Record<string, string> {
  return {
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_PRIVATE_KEY: keys.merchantPrivate.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_CERT_SERIAL: keys.certSerial,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platformPublic.export({ type: 'spki', format: 'pem' }).toString(),
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: keys.platformKeyId,
    WECHATPAY_API_BASE: apiBase,
  };
}

export interface FakeOrder {
  outTradeNo: string;
  tradeType: 'NATIVE' | 'MWEB';
  request: Record<string, unknown>;
  total: number;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId?: string;
  successTime?: string;
}

/** A notification as WeChat Pay posts it: headers and the exact body. */
export interface Notification {
  headers: Record<string, string>;
  body: string;
}

/** What a test may alter in a notification, to see it refused. */
export interface NotificationTweaks {
  /** Seconds added to the Wechatpay-Timestamp (signed with it). */
  skewSec?: number;
  serial?: string;
  /** Signed with a key that is not the platform's. */
  forgedWith?: KeyObject;
  transaction?: Record<string, unknown>;
  eventType?: string;
  id?: string;
}

const cst = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

export async function startFakeWechatPay(keys: WechatKeys) {
  const orders = new Map<string, FakeOrder>();
  let mode: 'ok' | 'timeout' | 'error' = 'ok';
  /** Requests as received, for tests that look at what we sent. */
  const requests: { method: string; path: string; body: string; authorization: string }[] = [];
  const held: http.ServerResponse[] = [];

  function signed(res: http.ServerResponse, status: number, json: unknown): void {
    const body = json === null ? '' : JSON.stringify(json);
    const ts = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    res.writeHead(status, {
      ...(json === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'Request-ID': randomUUID(),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Serial': keys.platformKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      'Wechatpay-Signature': sign('sha256', Buffer.from(`${ts}\n${nonce}\n${body}\n`), keys.platformPrivate).toString('base64'),
    });
    res.end(body);
  }
  const fail = (res: http.ServerResponse, status: number, code: string, message: string) => signed(res, status, { code, message });

  /** Our Authorization header, checked as WeChat Pay checks it. */
  function authorised(method: string, path: string, body: string, auth: string): boolean {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(auth);
    if (!m) return false;
    const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (fields.mchid !== keys.mchid || fields.serial_no !== keys.certSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return verify('sha256', Buffer.from(message), keys.merchantPublic, Buffer.from(fields.signature ?? '', 'base64'));
  }

  function transactionOf(o: FakeOrder): Record<string, unknown> {
    return {
      appid: keys.appid, mchid: keys.mchid, out_trade_no: o.outTradeNo,
      ...(o.transactionId ? { transaction_id: o.transactionId } : {}),
      trade_type: o.tradeType, trade_state: o.state,
      trade_state_desc: o.state === 'SUCCESS' ? '支付成功' : o.state === 'CLOSED' ? '订单已关闭' : '订单未支付',
      ...(o.state === 'SUCCESS' ? { bank_type: 'OTHERS', attach: '', success_time: o.successTime, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
      amount: o.state === 'SUCCESS'
        ? { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' }
        : { total: o.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  function place(res: http.ServerResponse, tradeType: 'NATIVE' | 'MWEB', raw: string): void {
    let req: Record<string, unknown>;
    try {
      req = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return fail(res, 400, 'PARAM_ERROR', '输入源“/body”映射到值字段“JSON”时出错');
    }
    const amount = req.amount as { total?: unknown; currency?: unknown } | undefined;
    if (req.appid !== keys.appid || req.mchid !== keys.mchid) return fail(res, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (typeof req.out_trade_no !== 'string' || typeof req.description !== 'string' || typeof req.notify_url !== 'string'
      || typeof amount?.total !== 'number' || !Number.isInteger(amount.total) || amount.total < 1 || (amount.currency ?? 'CNY') !== 'CNY'
      || (req.time_expire !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(fieldText(req.time_expire)))) {
      return fail(res, 400, 'PARAM_ERROR', '参数错误');
    }
    if (tradeType === 'MWEB') {
      const scene = req.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
      if (typeof scene?.payer_client_ip !== 'string' || scene.h5_info?.type !== 'Wap') return fail(res, 400, 'PARAM_ERROR', '缺少scene_info');
    }
    const seen = orders.get(req.out_trade_no);
    if (seen) {
      if (seen.state === 'SUCCESS') return fail(res, 400, 'ORDERPAID', '该订单已支付');
      if (seen.state === 'CLOSED') return fail(res, 400, 'ORDER_CLOSED', '订单已关闭');
      if (seen.total !== amount.total) return fail(res, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    } else {
      orders.set(req.out_trade_no, { outTradeNo: req.out_trade_no, tradeType, request: req, total: amount.total, notifyUrl: req.notify_url, state: 'NOTPAY' });
    }
    const prepay = `wx${Buffer.from(req.out_trade_no).toString('hex').slice(0, 20)}`;
    if (tradeType === 'NATIVE') signed(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepay}` });
    else signed(res, 200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=2150917749` });
  }

  const server = await startHttpFake((req, res, body) => {
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization ?? '' });
    if (mode === 'timeout') {
      held.push(res);
      return;
    }
    if (mode === 'error') return fail(res, 500, 'SYSTEM_ERROR', '系统错误');
    if (!authorised(req.method ?? '', path, body, req.headers.authorization ?? '')) return fail(res, 401, 'SIGN_ERROR', '签名错误');
    const url = new URL(path, 'http://fake');
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') return place(res, 'NATIVE', body);
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/h5') return place(res, 'MWEB', body);
    if (byNo) {
      const o = orders.get(decodeURIComponent(byNo[1]));
      if (req.method === 'GET' && !byNo[2]) {
        if (url.searchParams.get('mchid') !== keys.mchid) return fail(res, 400, 'PARAM_ERROR', 'mchid错误');
        if (!o) return fail(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
        return signed(res, 200, transactionOf(o));
      }
      if (req.method === 'POST' && byNo[2]) {
        if (!o) return fail(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (o.state === 'SUCCESS') return fail(res, 400, 'ORDERPAID', '订单已支付');
        o.state = 'CLOSED';
        return signed(res, 204, null);
      }
    }
    fail(res, 404, 'NOT_FOUND', '资源不存在');
  });
  const url = server.url;

  /** The notification of `o` (or of `tweaks.transaction`), encrypted and signed as WeChat Pay sends it. */
  function notification(o: FakeOrder | undefined, tweaks: NotificationTweaks = {}): Notification {
    const clear = JSON.stringify(tweaks.transaction ?? (o ? transactionOf(o) : {}));
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: tweaks.id ?? randomUUID(),
      create_time: cst(new Date()),
      resource_type: 'encrypt-resource',
      event_type: tweaks.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
    });
    const ts = String(Math.floor(Date.now() / 1000) + (tweaks.skewSec ?? 0));
    const sigNonce = randomBytes(16).toString('hex');
    return {
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Nonce': sigNonce,
        'Wechatpay-Timestamp': ts,
        'Wechatpay-Serial': tweaks.serial ?? keys.platformKeyId,
        'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
        'Wechatpay-Signature': sign('sha256', Buffer.from(`${ts}\n${sigNonce}\n${body}\n`), tweaks.forgedWith ?? keys.platformPrivate).toString('base64'),
      },
      body,
    };
  }

  /** Posts a notification to the order's notify_url, as WeChat Pay does; our answer's status and body. */
  async function deliver(notifyUrl: string, n: Notification): Promise<{ status: number; body: string }> {
    const res = await fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body });
    return { status: res.status, body: await res.text() };
  }

  function order(outTradeNo: string): FakeOrder {
    const o = orders.get(outTradeNo);
    if (!o) throw new Error(`the fake has no order ${outTradeNo}`);
    return o;
  }

  return {
    url,
    orders,
    requests,
    setMode(m: 'ok' | 'timeout' | 'error') {
      mode = m;
      if (m !== 'timeout') for (const r of held.splice(0)) r.destroy();
    },
    /** The buyer pays: the order is SUCCESS; unless `notify` is false, the notification goes out at once. */
    async pay(outTradeNo: string, opts: { notify?: boolean } = {}): Promise<{ status: number; body: string } | null> {
      const o = order(outTradeNo);
      o.state = 'SUCCESS';
      o.transactionId = `4200${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 28);
      o.successTime = cst(new Date());
      if (opts.notify === false) return null;
      return deliver(o.notifyUrl, notification(o));
    },
    notification: (outTradeNo: string | null, tweaks?: NotificationTweaks) => notification(outTradeNo === null ? undefined : order(outTradeNo), tweaks),
    deliver,
    transactionOf: (outTradeNo: string) => transactionOf(order(outTradeNo)),
    async close(): Promise<void> {
      for (const r of held.splice(0)) r.destroy();
      await server.close();
    },
  };
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
