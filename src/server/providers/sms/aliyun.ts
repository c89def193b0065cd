// The real SMS provider: Alibaba Cloud SMS (dysmsapi) SendSms, template with a ${code} variable.
// Sent as a POST with a form body rather than the documented GET, so the code never sits in a URL
// (proxies and access logs keep URLs); the signature covers the method, so it is signed as POST.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config/index.ts';
import type { SmsProvider } from './provider.ts';
import { canonicalQuery, percentEncode, rpcTimestamp, signRpc } from './aliyun-signature.ts';

export interface AliyunOptions {
  fetch?: typeof fetch;
  clock?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
}

export function sendSmsParams(cfg: Config['sms']['aliyun'], phone: string, code: string, at: Date, nonce: string): Record<string, string> {
  return {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: cfg.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: rpcTimestamp(at),
    Version: '2017-05-25',
  };
}

export function createAliyunSms(cfg: Config['sms']['aliyun'], opts: AliyunOptions = {}): SmsProvider {
  const doFetch = opts.fetch ?? fetch;
  const clock = opts.clock ?? (() => new Date());
  const nonce = opts.nonce ?? randomUUID;
  return {
    name: 'aliyun',
    async sendCode({ phone, code }) {
      const params = sendSmsParams(cfg, phone, code, clock(), nonce());
      const body = `Signature=${percentEncode(signRpc('POST', params, cfg.accessKeySecret))}&${canonicalQuery(params)}`;
      const res = await doFetch(`${cfg.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 8000),
      });
      const text = await res.text();
      let answer: { Code?: string; Message?: string; RequestId?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): reported below with the HTTP status.
      }
      // Only Code "OK" means the message was accepted; anything else (throttled by Alibaba's own
      // flow control, a template problem, a bad key) is a failure the caller must not hide.
      if (answer.Code !== 'OK') {
        throw new Error(`aliyun SendSms failed: HTTP ${res.status} ${answer.Code ?? '-'} ${answer.Message ?? text.slice(0, 200)} (request ${answer.RequestId ?? '-'})`);
      }
    },
  };
}
