// A local Alibaba Cloud SMS endpoint (dysmsapi, API version 2017-05-25, RPC style) for the tests:
// SendSms posted form-encoded, checked the way Alibaba Cloud documents it (the signature is
// HMAC-SHA1 with "<secret>&" over "POST&%2F&" + the percent-encoded, sorted query, computed here
// on its own rather than with the adapter's code), answered in its JSON shape: {"Code":"OK",
// "Message":"OK","RequestId","BizId"} for a message it takes, 400/404 with the documented codes for
// one it refuses. Each accepted message is kept, and readable over HTTP (GET /fake/messages?phone=)
// by a test in another process.
import { createHmac, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { startHttpFake } from './http-fake.ts';

export interface SentSms {
  phone: string;
  signName: string;
  templateCode: string;
  /** TemplateParam as sent, parsed. */
  params: Record<string, string>;
  at: string;
}

export interface FakeAliyunSms {
  /** ALIYUN_SMS_ENDPOINT. */
  endpoint: string;
  /** The ALIYUN_SMS_* settings that point the adapter at this fake. */
  env: Record<string, string>;
  messages: SentSms[];
  close(): Promise<void>;
}

/** RFC 3986 percent-encoding, as Alibaba Cloud's RPC signature asks (space %20, * %2A, ~ kept). */
function encode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function expectedSignature(params: Record<string, string>, secret: string): string {
  const query = Object.keys(params).filter((k) => k !== 'Signature').sort()
    .map((k) => `${encode(k)}=${encode(params[k])}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`POST&${encode('/')}&${encode(query)}`).digest('base64');
}

export async function startFakeAliyunSms(opts: { signName?: string; templateCode?: string } = {}): Promise<FakeAliyunSms> {
  const accessKeyId = `LTAI${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const accessKeySecret = randomUUID().replace(/-/g, '');
  const signName = opts.signName ?? 'CS2开箱';
  const templateCode = opts.templateCode ?? 'SMS_000000001';
  const messages: SentSms[] = [];

  const reply = (res: http.ServerResponse, status: number, body: Record<string, string>) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  };

  const server = await startHttpFake((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/fake/messages') {
      const phone = url.searchParams.get('phone');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messages.filter((m) => !phone || m.phone === phone)));
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/') return reply(res, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found, please check your url and method.' });
    const params = Object.fromEntries(new URLSearchParams(body));
    if (params.AccessKeyId !== accessKeyId) return reply(res, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    if (params.Signature !== expectedSignature(params, accessKeySecret)) {
      return reply(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    }
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return reply(res, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found, please check your url and method.' });
    if (params.SignName !== signName) return reply(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' });
    if (params.TemplateCode !== templateCode) return reply(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' });
    if (!/^1\d{10}$/.test(params.PhoneNumbers ?? '')) return reply(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '手机号码格式错误' });
    let templateParams: Record<string, string>;
    try {
      templateParams = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
    } catch {
      return reply(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    messages.push({ phone: params.PhoneNumbers, signName, templateCode, params: templateParams, at: new Date().toISOString() });
    reply(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  });

  return {
    endpoint: server.url,
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: signName,
      ALIYUN_SMS_TEMPLATE_CODE: templateCode,
      ALIYUN_SMS_ENDPOINT: server.url,
    },
    messages,
    close: server.close,
  };
}
