// The development real-name provider: no one is really checked. Its page (../../sandbox/certify-page.ts) shows
// the masked name with approve/reject buttons and then calls our callback signed like the payment
// sandbox (`Sandbox-Signature: t=…,v1=HMAC-SHA256(secret, t + "." + body)`). Never in production.
import { createHmac } from 'node:crypto';
import { sandboxCertifyCallbackBody } from '../../../shared/contracts/certify.ts';
import { parse } from '../../validate.ts';
import { checkSandboxSignature, signSandbox } from '../payments/sandbox-signature.ts';
import type { CertifyOutcome, CertifyProvider } from './provider.ts';

export const CERTIFY_SANDBOX_TOLERANCE_SEC = 300;

/** The sandbox's own key, derived from APP_SECRET so it needs no setting of its own. */
export function certifySandboxSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('certify-sandbox').digest('hex');
}

export function signCertifyCallback(secret: string, outcome: CertifyOutcome, now: Date): { body: string; signature: string } {
  const body = JSON.stringify(outcome);
  return { body, signature: signSandbox(secret, Math.floor(now.getTime() / 1000), body) };
}

/** The outcome in a correctly signed body; not JSON is null, a bad field a 400 naming it. */
function parseOutcome(raw: string): CertifyOutcome | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const v = parse(sandboxCertifyCallbackBody, json);
  return { certifyId: v.certifyId, passed: v.passed, reason: v.passed ? null : v.reason ?? 'mismatch' };
}

export function createSandboxCertify(secret: string): CertifyProvider {
  const pageUrl = (certifyId: string) => `/certify/sandbox/${encodeURIComponent(certifyId)}`;
  return {
    name: 'sandbox',
    async start({ certifyId, returnUrl }) {
      // A real provider would receive the name and number here; the sandbox has nothing to check.
      // The return address rides on the page's address (its page follows only our own, ../../sandbox/certify-page.ts).
      return { redirectUrl: `${pageUrl(certifyId)}?back=${encodeURIComponent(returnUrl)}` };
    },
    pageUrl,
    readCallback(headers, rawBody, now) {
      const header = headers['sandbox-signature'];
      const check = checkSandboxSignature(secret, Array.isArray(header) ? header[0] : header, rawBody, Math.floor(now.getTime() / 1000), CERTIFY_SANDBOX_TOLERANCE_SEC);
      if (check !== 'ok') return { ok: false, why: check };
      const outcome = parseOutcome(rawBody);
      return outcome ? { ok: true, outcome } : { ok: false, why: 'bad' };
    },
  };
}
