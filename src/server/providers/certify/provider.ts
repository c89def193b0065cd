// What a real-name verification service must do for us. We start a verification and send the
// person to the provider's page; the provider tells us the outcome by calling our callback
// (POST /api/auth/certifyNotify/{provider}), which the provider signs and we verify.
import type { IncomingHttpHeaders } from 'node:http';

export interface CertifyStartInput {
  /** Our id for this verification; the provider echoes it in the callback. */
  certifyId: string;
  realName: string;
  /** The full number: only ever handed to the provider, never stored by us. */
  idNumber: string;
  /** Where the provider's page sends the person back when done. */
  returnUrl: string;
}

/** Our page that reads a verification's outcome (the site's default language; localizedPath for others). */
export const certifyReturnPath = (certifyId: string): string => `/personal?certify=${encodeURIComponent(certifyId)}`;

export interface CertifyOutcome {
  certifyId: string;
  passed: boolean;
  /** Why it failed ('mismatch', 'cancelled', ...); null when passed. */
  reason: string | null;
}

export type CallbackCheck = { ok: true; outcome: CertifyOutcome } | { ok: false; why: 'bad' | 'stale' };

export interface CertifyProvider {
  readonly name: string;
  /** Registers the verification with the provider; the URL of its page for this person. Throwing means "not started". */
  start(input: CertifyStartInput): Promise<{ redirectUrl: string }>;
  /** The provider page of a verification already started (api/auth/certifyRedirect). */
  pageUrl(certifyId: string): string;
  /** Checks the callback's signature and freshness and reads the outcome. */
  readCallback(headers: IncomingHttpHeaders, rawBody: string, now: Date): CallbackCheck;
}
