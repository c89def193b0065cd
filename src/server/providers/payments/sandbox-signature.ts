// `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`,
// the scheme of design.md's sandbox contract (and of most real providers).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signSandbox(secret: string, unixSeconds: number, rawBody: string): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export type SignatureCheck = 'ok' | 'bad' | 'stale';

export function checkSandboxSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureCheck {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return 'bad';
  const expected = Buffer.from(signSandbox(secret, t, rawBody).split('v1=')[1], 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return 'bad';
  return Math.abs(nowSeconds - t) > toleranceSeconds ? 'stale' : 'ok';
}
