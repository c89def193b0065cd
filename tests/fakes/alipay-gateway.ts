// One Alipay gateway for payments and identity verification, as the real one is (one app, one
// gateway address, one key pair each side): the payment fake (alipay.ts) and the identity fake
// (alipay-certify.ts) behind a dispatcher that hands each gateway.do request to the one that
// serves its `method` (in the query, or the form for a POSTed page), and each fake's own page
// actions (/fake/pay, /fake/certify) to their owner.
import http from 'node:http';
import { startFakeAlipay, type FakeAlipay } from './alipay.ts';
import { startFakeAlipayCertify, type FakeAlipayCertify } from './alipay-certify.ts';
import { generateRsaKeys } from './alipay-sign.ts';
import { startHttpFake } from './http-fake.ts';

export interface FakeAlipayGateway {
  /** http://127.0.0.1:<port>: the dispatcher (put TLS in front of it for production's https). */
  url: string;
  pay: FakeAlipay;
  certify: FakeAlipayCertify;
  /** ALIPAY_APP_ID and the two keys (ALIPAY_GATEWAY is the caller's: it may sit behind TLS). */
  keysEnv: Record<string, string>;
  close(): Promise<void>;
}

function forward(to: string, req: http.IncomingMessage, body: string, res: http.ServerResponse): Promise<void> {
  const target = new URL(req.url ?? '/', to);
  return new Promise((resolve, reject) => {
    const out = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', resolve);
    });
    out.on('error', reject);
    out.end(body);
  });
}

export async function startFakeAlipayGateway(): Promise<FakeAlipayGateway> {
  const appId = '2021000000000002';
  const appKeys = generateRsaKeys();
  const alipayKeys = generateRsaKeys();
  const pay = await startFakeAlipay({ appId, appKeys, alipayKeys });
  const certify = await startFakeAlipayCertify({ appId, appKeys, alipayKeys });
  const certifyBase = new URL(certify.gateway).origin;

  const server = await startHttpFake((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = url.searchParams.get('method') ?? new URLSearchParams(body).get('method') ?? '';
    const toCertify = url.pathname === '/fake/certify' || method.startsWith('alipay.user.certify.');
    return forward(toCertify ? certifyBase : pay.url, req, body, res);
  });

  return {
    url: server.url,
    pay,
    certify,
    keysEnv: { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: appKeys.privateBase64, ALIPAY_PUBLIC_KEY: alipayKeys.publicBase64 },
    async close() {
      await Promise.all([server.close(), pay.close(), certify.close()]);
    },
  };
}
