// A local Alipay gateway for identity verification (身份验证, OpenAPI 2.0 as alipay-sdk speaks it):
// one node:http server on a random port that
// - checks every request's RSA2 signature (every parameter but `sign`, sorted, SHA256withRSA) with
//   the app public key the test generated, and the app_id;
// - answers alipay.user.certify.open.initialize (a certify_id for the outer_order_no) and
//   alipay.user.certify.open.query (passed T/F, identity_info, material_info) as JSON signed with
//   the fake Alipay private key the test generated, over the exact `_response` object text;
// - serves alipay.user.certify.open.certify (the signed GET address the person opens): the face
//   check page while undecided, and once the test has decided (pass/fail), the redirect back to
//   the return_url given at initialize, as Alipay does after the check (a person in a browser
//   decides on the page itself: POST /fake/certify);
// - can hang (our timeout), answer a signed system error, an HTTP 502, or sign with a wrong key.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { generateRsaKeys, readGatewayRequest, signedResponse, type GatewayRequest, type RsaKeys } from './alipay-sign.ts';
import { escapeHtml, fieldText, startHttpFake } from './http-fake.ts';

export interface FakeCertification {
  certifyId: string;
  outerOrderNo: string;
  bizCode: string;
  identity: { identity_type?: unknown; cert_type?: unknown; cert_name?: unknown; cert_no?: unknown };
  returnUrl: string;
  outcome: 'pending' | 'passed' | 'failed';
  /** identity_info as query answers it (a JSON text); "{}" unless the test sets it. */
  identityInfo: string;
}

export type FakeCertifyRequest = GatewayRequest;

export interface FakeAlipayCertify {
  /** ALIPAY_GATEWAY. */
  gateway: string;
  appId: string;
  appKeys: RsaKeys;
  alipayKeys: RsaKeys;
  /** CERTIFY_PROVIDER=alipay and the ALIPAY_* settings that point the app at this fake (keys as the base64 text Alipay's tools show). */
  env: Record<string, string>;
  /** By our certify id (outer_order_no). */
  certifications: Map<string, FakeCertification>;
  requests: FakeCertifyRequest[];
  /** 'hang': never answer; 'error': a signed system error (20000); 'http-error': a 502; 'forge': signed with another key. */
  mode: 'ok' | 'hang' | 'error' | 'http-error' | 'forge';
  /** The person finished the face check at Alipay: passed or not. */
  decide(outerOrderNo: string, passed: boolean, identityInfo?: string): void;
  close(): Promise<void>;
}

const METHODS = {
  initialize: 'alipay.user.certify.open.initialize',
  certify: 'alipay.user.certify.open.certify',
  query: 'alipay.user.certify.open.query',
} as const;
const BIZ_CODES = new Set(['FACE', 'CERT_PHOTO', 'CERT_PHOTO_FACE', 'SMART_FACE']);
/** What material_info holds in a real answer: the face pictures, which our side must never keep. */
export const FAKE_MATERIAL_INFO = JSON.stringify({ FACIAL_PICTURE_FRONT: 'ZmFrZS1mYWNlLXBpY3R1cmU=' });

export async function startFakeAlipayCertify(opts: { appId?: string; appKeys?: RsaKeys; alipayKeys?: RsaKeys } = {}): Promise<FakeAlipayCertify> {
  const appId = opts.appId ?? '2021000000000001';
  const appKeys = opts.appKeys ?? generateRsaKeys();
  const alipayKeys = opts.alipayKeys ?? generateRsaKeys();
  const forger = generateRsaKeys();
  const certifications = new Map<string, FakeCertification>();
  const byCertifyId = new Map<string, FakeCertification>();
  const requests: FakeCertifyRequest[] = [];

  const answer = (res: http.ServerResponse, method: string, body: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(signedResponse(method, body, (fake.mode === 'forge' ? forger : alipayKeys).privateKey));
  };
  const businessFailed = (res: http.ServerResponse, method: string, subCode: string, subMsg: string) =>
    answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  function initialize(res: http.ServerResponse, method: string, biz: Record<string, unknown>): void {
    const outerOrderNo = typeof biz.outer_order_no === 'string' ? biz.outer_order_no : '';
    const identity = (biz.identity_param ?? {}) as FakeCertification['identity'];
    const returnUrl = (biz.merchant_config as { return_url?: unknown } | undefined)?.return_url;
    if (!/^[A-Za-z0-9]{1,32}$/.test(outerOrderNo)) return businessFailed(res, method, 'OUTER_ORDER_NO_INVALID', '商户请求唯一标识不合法');
    if (!BIZ_CODES.has(String(biz.biz_code))) return businessFailed(res, method, 'BIZ_CODE_INVALID', '认证场景码不合法');
    if (identity.identity_type !== 'CERT_INFO' || identity.cert_type !== 'IDENTITY_CARD'
      || typeof identity.cert_name !== 'string' || typeof identity.cert_no !== 'string') {
      return businessFailed(res, method, 'IDENTITY_PARAM_INVALID', '身份信息参数不合法');
    }
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl)) return businessFailed(res, method, 'MERCHANT_CONFIG_INVALID', 'return_url 不合法');
    if (certifications.has(outerOrderNo)) return businessFailed(res, method, 'OUTER_ORDER_NO_DUPLICATE', '商户请求唯一标识重复');
    const c: FakeCertification = {
      certifyId: randomBytes(16).toString('hex'), outerOrderNo, bizCode: String(biz.biz_code), identity, returnUrl,
      outcome: 'pending', identityInfo: '{}',
    };
    certifications.set(outerOrderNo, c);
    byCertifyId.set(c.certifyId, c);
    answer(res, method, { code: '10000', msg: 'Success', certify_id: c.certifyId });
  }

  function query(res: http.ServerResponse, method: string, biz: Record<string, unknown>): void {
    const c = byCertifyId.get(fieldText(biz.certify_id));
    if (!c) return businessFailed(res, method, 'CERTIFY_ID_INVALID', 'certify_id 不存在');
    // F is also "not done yet", as Alipay answers.
    answer(res, method, {
      code: '10000', msg: 'Success', passed: c.outcome === 'passed' ? 'T' : 'F',
      identity_info: c.identityInfo, material_info: c.outcome === 'pending' ? '{}' : FAKE_MATERIAL_INFO,
    });
  }

  function certifyPage(res: http.ServerResponse, biz: Record<string, unknown>): void {
    const c = byCertifyId.get(fieldText(biz.certify_id));
    if (!c) {
      res.writeHead(400, { 'content-type': 'text/html;charset=utf-8' });
      res.end('<!doctype html><p>错误代码 CERTIFY_ID_INVALID</p>');
      return;
    }
    if (c.outcome !== 'pending') {
      res.writeHead(302, { location: c.returnUrl });
      res.end();
      return;
    }
    const name = typeof c.identity.cert_name === 'string' ? c.identity.cert_name : '';
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 身份验证</title></head><body>
<h1 data-testid="alipay-certify">刷脸认证</h1><p>请 <span data-testid="cert-name">${escapeHtml(name.slice(0, 1))}*</span> 本人完成人脸识别</p>
<form method="post" action="/fake/certify"><input type="hidden" name="certify_id" value="${escapeHtml(c.certifyId)}"><button name="passed" value="T">完成刷脸</button> <button name="passed" value="F">非本人</button></form></body></html>`);
  }

  function gateway(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): void {
    const request = readGatewayRequest(req.method ?? '', url, body, appKeys.publicKey);
    requests.push(request);
    const { method, params, bizContent: biz, signatureOk } = request;
    const page = method === METHODS.certify;
    if (!page && fake.mode === 'hang') return; // never answered: the client's timeout fires
    if (!page && fake.mode === 'http-error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    const refuse = (subCode: string, subMsg: string) => {
      if (page) {
        res.writeHead(400, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`<!doctype html><p>错误代码 ${subCode}</p><p>${escapeHtml(subMsg)}</p>`);
      } else {
        answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg });
      }
    };
    if (!page && fake.mode === 'error') {
      answer(res, method, { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'aop.unknow-error', sub_msg: '系统繁忙' });
      return;
    }
    if (params.app_id !== appId) return refuse('isv.invalid-app-id', '无效的AppID参数');
    if (!signatureOk) return refuse('isv.invalid-signature', '验签出错');
    if (!params.biz_content || Object.keys(biz).length === 0) return refuse('isv.missing-biz-content', '缺少业务参数');
    if (method === METHODS.initialize) return initialize(res, method, biz);
    if (method === METHODS.query) return query(res, method, biz);
    if (page) return certifyPage(res, biz);
    refuse('isv.invalid-method', '不存在的方法名');
  }

  const server = await startHttpFake((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The person finishes (or fails) the face check on the page above; Alipay then sends the
    // browser back to the return_url given at initialize.
    if (url.pathname === '/fake/certify' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const c = byCertifyId.get(form.get('certify_id') ?? '');
      if (!c) {
        res.writeHead(400, { 'content-type': 'text/html;charset=utf-8' }).end('<!doctype html><p>错误代码 CERTIFY_ID_INVALID</p>');
        return;
      }
      fake.decide(c.outerOrderNo, form.get('passed') === 'T');
      res.writeHead(302, { location: c.returnUrl }).end();
      return;
    }
    if (url.pathname !== '/gateway.do') {
      res.writeHead(404).end();
      return;
    }
    gateway(req, res, url, body);
  });
  const gatewayUrl = `${server.url}/gateway.do`;

  const fake: FakeAlipayCertify = {
    gateway: gatewayUrl,
    appId,
    appKeys,
    alipayKeys,
    env: { CERTIFY_PROVIDER: 'alipay', ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: appKeys.privateBase64, ALIPAY_PUBLIC_KEY: alipayKeys.publicBase64, ALIPAY_GATEWAY: gatewayUrl },
    certifications,
    requests,
    mode: 'ok',
    decide(outerOrderNo, passed, identityInfo) {
      const c = certifications.get(outerOrderNo);
      if (!c) throw new Error(`fake alipay certify: no verification ${outerOrderNo} was initialized`);
      c.outcome = passed ? 'passed' : 'failed';
      if (identityInfo !== undefined) c.identityInfo = identityInfo;
    },
    close: server.close,
  };
  return fake;
}
