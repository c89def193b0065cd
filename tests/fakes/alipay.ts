// A local Alipay gateway for the tests (OpenAPI 2.0, the protocol alipay-sdk speaks): one
// node:http server on a random port that
// - checks every request's RSA2 signature with the app public key the test generated (and app_id);
// - serves alipay.trade.page.pay / alipay.trade.wap.pay as the page the buyer lands on (GET or POST
//   of the signed parameters), with a form that "pays" (POST /fake/pay), as pay() does;
// - answers alipay.trade.query / alipay.trade.close in Alipay's JSON shape, signed with the fake
//   Alipay private key the test generated;
// - sends the asynchronous notification (form-encoded, sign_type RSA2, signed over the sorted fields
//   without sign and sign_type) to the order's notify_url, and returns what our server answered;
// - can be told to hang (a timeout) or to answer a system error.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import {
  alipayTime, readGatewayRequest, signedResponse, signNotification, type GatewayRequest, type RsaKeys,
} from './alipay-sign.ts';
import { escapeHtml, fieldText, startHttpFake } from './http-fake.ts';

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  method: string;
  productCode: string;
  totalAmount: string;
  subject: string;
  timeExpire: string | undefined;
  notifyUrl: string;
  returnUrl: string | undefined;
  status: TradeStatus;
  gmtCreate: string;
  gmtPayment?: string;
}

export type FakeRequest = GatewayRequest;

export interface NotifyResult {
  status: number;
  body: string;
}

export interface FakeAlipay {
  /** The gateway address to configure as ALIPAY_GATEWAY. */
  gateway: string;
  url: string;
  trades: Map<string, FakeTrade>;
  requests: FakeRequest[];
  /** 'hang': never answer (our timeout); 'error': a signed system error (code 20000); 'ok': normal. */
  mode: 'ok' | 'hang' | 'error';
  /**
   * The buyer pays: the trade becomes TRADE_SUCCESS and the notification is sent (unless `notify`
   * is false: a notification that never arrives); null when none was sent.
   */
  pay(outTradeNo: string, opts?: { notify?: boolean }): Promise<NotifyResult | null>;
  /** Sends (again) the notification of a trade in its current status, `fields` overriding any field. */
  notify(outTradeNo: string, opts?: { status?: TradeStatus; fields?: Record<string, string>; signWith?: RsaKeys; tamper?: Record<string, string> }): Promise<NotifyResult>;
  /** A signed notification for a trade this gateway never saw (an order we do not have). */
  notifyRaw(notifyUrl: string, fields: Record<string, string>, signWith?: RsaKeys): Promise<NotifyResult>;
  close(): Promise<void>;
}

export interface FakeAlipayOptions {
  appId: string;
  /** The app's public key (the test generated the pair and gave us the private half). */
  appKeys: RsaKeys;
  /** The fake Alipay's own key pair (we are given its public half as ALIPAY_PUBLIC_KEY). */
  alipayKeys: RsaKeys;
}

const PAGE_METHODS = new Set(['alipay.trade.page.pay', 'alipay.trade.wap.pay']);
const SELLER_ID = '2088000000000001';
const BUYER_ID = '2088000000000999';

/** POSTs a notification form to our notify_url and returns our answer. */
async function post(url: string, fields: Record<string, string>): Promise<NotifyResult> {
  const res = await fetch(url, {
    method: 'POST',
    // Alipay's own header, odd as it is.
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: await res.text() };
}

export async function startFakeAlipay(opts: FakeAlipayOptions): Promise<FakeAlipay> {
  const trades = new Map<string, FakeTrade>();
  const requests: FakeRequest[] = [];
  let tradeSeq = 0;

  const answer = (res: http.ServerResponse, method: string, body: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(signedResponse(method, body, opts.alipayKeys.privateKey));
  };

  function notificationFields(t: FakeTrade, status: TradeStatus): Record<string, string> {
    const now = alipayTime(new Date());
    const fields: Record<string, string> = {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: opts.appId,
      auth_app_id: opts.appId,
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      buyer_id: BUYER_ID,
      buyer_logon_id: 'buy***@example.com',
      seller_id: SELLER_ID,
      seller_email: 'shop@example.com',
      trade_status: status,
      total_amount: t.totalAmount,
      subject: t.subject,
      gmt_create: t.gmtCreate,
    };
    if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
      Object.assign(fields, {
        receipt_amount: t.totalAmount,
        invoice_amount: t.totalAmount,
        buyer_pay_amount: t.totalAmount,
        point_amount: '0.00',
        gmt_payment: t.gmtPayment ?? now,
        fund_bill_list: JSON.stringify([{ amount: t.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
      });
    }
    if (status === 'TRADE_CLOSED') fields.gmt_close = now;
    return fields;
  }

  function payPage(t: FakeTrade): string {
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 网上支付</title></head><body>
<h1 data-testid="alipay-cashier">${t.productCode === 'QUICK_WAP_WAY' ? '手机网站支付' : '电脑网站支付'}</h1>
<p>订单 <span data-testid="out-trade-no">${escapeHtml(t.outTradeNo)}</span> · ${escapeHtml(t.subject)}</p>
<p>应付 <span data-testid="total-amount">${escapeHtml(t.totalAmount)}</span> 元</p>
<form method="post" action="/fake/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(t.outTradeNo)}">
<button type="submit">确认付款</button></form></body></html>`;
  }

  function openPage(res: http.ServerResponse, method: string, params: Record<string, string>, biz: Record<string, unknown>): void {
    const outTradeNo = fieldText(biz.out_trade_no);
    let t = trades.get(outTradeNo);
    if (!t) {
      tradeSeq += 1;
      t = {
        outTradeNo,
        tradeNo: `2026${String(Date.now()).slice(-10)}${String(tradeSeq).padStart(8, '0')}`,
        method,
        productCode: fieldText(biz.product_code),
        totalAmount: fieldText(biz.total_amount),
        subject: fieldText(biz.subject),
        timeExpire: biz.time_expire === undefined ? undefined : fieldText(biz.time_expire),
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url,
        status: 'WAIT_BUYER_PAY',
        gmtCreate: alipayTime(new Date()),
      };
      trades.set(outTradeNo, t);
    }
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(payPage(t));
  }

  function query(res: http.ServerResponse, method: string, biz: Record<string, unknown>): void {
    const t = trades.get(fieldText(biz.out_trade_no));
    if (!t) {
      answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
      return;
    }
    const paid = t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED';
    answer(res, method, {
      code: '10000', msg: 'Success', buyer_logon_id: 'buy***@example.com', buyer_user_id: BUYER_ID,
      out_trade_no: t.outTradeNo, trade_no: t.tradeNo, trade_status: t.status, total_amount: t.totalAmount,
      ...(paid ? { buyer_pay_amount: t.totalAmount, invoice_amount: t.totalAmount, point_amount: '0.00', receipt_amount: t.totalAmount, send_pay_date: t.gmtPayment } : {}),
    });
  }

  function closeTrade(res: http.ServerResponse, method: string, biz: Record<string, unknown>): void {
    const t = trades.get(fieldText(biz.out_trade_no));
    if (!t) {
      answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
      return;
    }
    if (t.status !== 'WAIT_BUYER_PAY') {
      answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' });
      return;
    }
    t.status = 'TRADE_CLOSED';
    answer(res, method, { code: '10000', msg: 'Success', trade_no: t.tradeNo, out_trade_no: t.outTradeNo });
  }

  function gateway(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): void {
    const request = readGatewayRequest(req.method ?? '', url, body, opts.appKeys.publicKey);
    requests.push(request);
    const { method, params, bizContent: biz, signatureOk } = request;
    if (fake.mode === 'hang') return; // never answered: the client's timeout fires
    const page = PAGE_METHODS.has(method);
    const refuse = (subCode: string, subMsg: string) => {
      if (page) {
        res.writeHead(400, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`<!doctype html><p>错误代码 ${subCode}</p><p>${escapeHtml(subMsg)}</p>`);
      } else {
        answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg });
      }
    };
    if (fake.mode === 'error') {
      if (page) refuse('aop.unknow-error', '系统繁忙');
      else answer(res, method, { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'aop.unknow-error', sub_msg: '系统繁忙' });
      return;
    }
    if (params.app_id !== opts.appId) return refuse('isv.invalid-app-id', '无效的AppID参数');
    if (!signatureOk) return refuse('isv.invalid-signature', '验签出错');
    if (page) return openPage(res, method, params, biz);
    if (method === 'alipay.trade.query') return query(res, method, biz);
    if (method === 'alipay.trade.close') return closeTrade(res, method, biz);
    refuse('isv.invalid-method', '不存在的方法名');
  }

  const server = await startHttpFake(async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/gateway.do') return gateway(req, res, url, body);
    if (url.pathname === '/fake/pay' && req.method === 'POST') {
      const outTradeNo = new URLSearchParams(body).get('out_trade_no') ?? '';
      const result = await fake.pay(outTradeNo);
      // Alipay's success page leads back to the shop's return_url (the synchronous return), with
      // the trade's fields signed as a notification's are.
      const t = trades.get(outTradeNo);
      let back: string | undefined;
      if (t?.returnUrl) {
        const url = new URL(t.returnUrl);
        const fields = signNotification({
          charset: 'utf-8', out_trade_no: t.outTradeNo, method: `${t.method}.return`, total_amount: t.totalAmount,
          trade_no: t.tradeNo, auth_app_id: opts.appId, version: '1.0', app_id: opts.appId, seller_id: SELLER_ID,
          timestamp: alipayTime(new Date()),
        }, opts.alipayKeys.privateKey);
        for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
        back = url.toString();
      }
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      res.end(`<!doctype html><p data-testid="paid">支付成功</p><p data-testid="merchant-answer">${escapeHtml(result?.body ?? '')}</p>${back ? `<a href="${escapeHtml(back)}">返回商家</a>` : ''}`);
      return;
    }
    res.writeHead(404).end();
  });
  const base = server.url;

  const fake: FakeAlipay = {
    gateway: `${base}/gateway.do`,
    url: base,
    trades,
    requests,
    mode: 'ok',
    async pay(outTradeNo, o = {}) {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`fake alipay: no trade ${outTradeNo} (the pay page was never opened)`);
      if (t.status !== 'WAIT_BUYER_PAY') throw new Error(`fake alipay: trade ${outTradeNo} is ${t.status}, it cannot be paid`);
      t.status = 'TRADE_SUCCESS';
      t.gmtPayment = alipayTime(new Date());
      return o.notify === false ? null : fake.notify(outTradeNo);
    },
    async notify(outTradeNo, o = {}) {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`fake alipay: no trade ${outTradeNo}`);
      if (o.status) t.status = o.status;
      const signed = signNotification({ ...notificationFields(t, t.status), ...o.fields }, (o.signWith ?? opts.alipayKeys).privateKey);
      return post(t.notifyUrl, { ...signed, ...o.tamper });
    },
    async notifyRaw(notifyUrl, fields, signWith) {
      return post(notifyUrl, signNotification(fields, (signWith ?? opts.alipayKeys).privateKey));
    },
    close: server.close,
  };
  return fake;
}
