// A small WeChat Pay API v3 client: signs each request with the merchant key, and believes an
// answer only when WeChat Pay's key signed it (Wechatpay-Serial naming that key). No community SDK:
// the protocol is two signatures and JSON, and node:crypto and fetch do both.
import { AppError } from '../../errors.ts';
import { authorization, responseMessage, verifyMessage } from './wechatpay-crypto.ts';
import type { WechatPayConfig } from './wechatpay-config.ts';

/** A genuine answer: its status and JSON (null for 204). */
export interface WechatAnswer {
  status: number;
  json: Record<string, unknown> | null;
}

/** WeChat Pay refused the call ({code, message}); the caller decides what that code means. */
export class WechatPayRefusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(`WeChat Pay ${status} ${code}: ${message}`);
    this.status = status;
    this.code = code;
  }
}

export type WechatLog = (msg: string) => void;

export function createWechatClient(cfg: WechatPayConfig, clock: () => Date, log: WechatLog) {
  const unavailable = (why: string): AppError => {
    log(`wechatpay: ${why}`);
    return new AppError('PAY_CHANNEL_UNAVAILABLE');
  };

  /**
   * One call. Throws PAY_CHANNEL_UNAVAILABLE when WeChat Pay cannot be reached, times out, fails
   * (5xx) or answers unsigned; WechatPayRefusal for a 4xx with its error code.
   */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: object): Promise<WechatAnswer> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(clock().getTime() / 1000);
    let res: Response;
    let answer: string;
    try {
      res = await fetch(cfg.apiBase + pathWithQuery, {
        method,
        headers: {
          Authorization: authorization(cfg, method, pathWithQuery, text, timestamp),
          Accept: 'application/json',
          'User-Agent': 'cs2-storefront-wechatpay/1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      answer = await res.text();
    } catch (err) {
      throw unavailable(`${method} ${pathWithQuery.split('?')[0]} failed: ${err instanceof Error ? err.name : String(err)}`);
    }
    if (res.status >= 500) throw unavailable(`${method} ${pathWithQuery.split('?')[0]} answered ${res.status}`);
    if (res.status >= 400) {
      // Refusals are not acted on beyond "not done" or "no such order", so their signature is not needed.
      let code = 'UNKNOWN';
      let message = '';
      try {
        const j = JSON.parse(answer) as { code?: unknown; message?: unknown };
        code = typeof j.code === 'string' ? j.code : code;
        message = typeof j.message === 'string' ? j.message : message;
      } catch { /* not JSON: UNKNOWN */ }
      throw new WechatPayRefusal(res.status, code, message);
    }
    const serial = res.headers.get('wechatpay-serial');
    const signature = res.headers.get('wechatpay-signature') ?? '';
    const ts = res.headers.get('wechatpay-timestamp') ?? '';
    const nonce = res.headers.get('wechatpay-nonce') ?? '';
    if (serial !== cfg.platformPublicKeyId || !verifyMessage(cfg.platformPublicKey, responseMessage(ts, nonce, answer), signature)) {
      throw unavailable(`${method} ${pathWithQuery.split('?')[0]}: the answer is not signed by WeChat Pay's key ${cfg.platformPublicKeyId} (serial ${serial ?? 'none'})`);
    }
    if (answer === '') return { status: res.status, json: null };
    try {
      const json: unknown = JSON.parse(answer);
      if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
      return { status: res.status, json: json as Record<string, unknown> };
    } catch {
      throw unavailable(`${method} ${pathWithQuery.split('?')[0]}: the answer is not a JSON object`);
    }
  }

  return { call };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
