// GeeTest v4's server check ("二次校验"): the four fields the browser's widget gives on success go to
// GeeTest's /validate with our captcha id and sign_token = HMAC-SHA256(captcha key, lot_number) in
// hex, form encoded. GeeTest answers {status: 'success', result: 'success' | 'fail', reason,
// captcha_args}, or {status: 'error', code, msg} for a request it cannot judge.
import { createHmac } from 'node:crypto';
import type { GeetestConfig } from './captcha-config.ts';

/** What gt4.js's getValidate() gives after a solved check. */
export interface GeetestResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export type GeetestVerdict =
  | { kind: 'pass' }
  /** GeeTest judged the fields and refused them (forged, reused, expired, not ours). */
  | { kind: 'fail'; reason: string }
  /** No judgement: GeeTest could not be reached in time, answered nonsense, or does not know our captcha id. */
  | { kind: 'unavailable'; reason: string };

export function geetestSignToken(captchaKey: string, lotNumber: string): string {
  return createHmac('sha256', captchaKey).update(lotNumber, 'utf8').digest('hex');
}

/**
 * GeeTest's codes for a captcha id it does not know, or one deleted or paused (-501xx): every
 * player would fail the same way, so it is our configuration, not the player, that is wrong.
 */
const CAPTCHA_ID_CODES = /^-501\d\d$/;

export async function validateGeetest(config: GeetestConfig, result: GeetestResult): Promise<GeetestVerdict> {
  const url = `${config.apiServer}/validate?captcha_id=${encodeURIComponent(config.captchaId)}`;
  const body = new URLSearchParams({
    lot_number: result.lot_number,
    captcha_output: result.captcha_output,
    pass_token: result.pass_token,
    gen_time: result.gen_time,
    sign_token: geetestSignToken(config.captchaKey, result.lot_number),
  });
  let answer: unknown;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (res.status !== 200) return { kind: 'unavailable', reason: `HTTP ${res.status}` };
    answer = await res.json();
  } catch (err) {
    const name = (err as { name?: string }).name;
    return { kind: 'unavailable', reason: name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : `${name ?? 'error'}: ${(err as Error).message}` };
  }
  return judge(answer);
}

/** Geetest's answer as its documentation gives it (every field a scalar). */
interface GeetestAnswer { status?: string; result?: string; reason?: string | number; code?: string | number; msg?: string | number }

function judge(answer: unknown): GeetestVerdict {
  const a = (answer ?? {}) as GeetestAnswer;
  if (a.status === 'success' && a.result === 'success') return { kind: 'pass' };
  if (a.status === 'success' && a.result === 'fail') return { kind: 'fail', reason: String(a.reason ?? '') };
  if (a.status === 'error') {
    const code = String(a.code ?? '');
    const reason = `${code} ${String(a.msg ?? '')}`.trim();
    return CAPTCHA_ID_CODES.test(code) ? { kind: 'unavailable', reason } : { kind: 'fail', reason };
  }
  return { kind: 'unavailable', reason: `unexpected answer ${JSON.stringify(answer).slice(0, 200)}` };
}
