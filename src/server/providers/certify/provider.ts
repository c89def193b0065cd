// What a real-name verification service must do for us. We start a verification and send the
// person to the provider's page; the provider then either tells us the outcome by calling our
// callback (POST /api/auth/certifyNotify/{provider}), which it signs and we verify, or (Alipay's H5
// flow, which has no callback) only sends the person back, and we ask it for the outcome.
import type { IncomingHttpHeaders } from 'node:http';
import type { CertifyThen } from '../../../shared/contracts/certify.ts';

export interface CertifyStartInput {
  /** Our id for this verification; the provider echoes it in the callback. */
  certifyId: string;
  realName: string;
  /** The full number: only ever handed to the provider, never stored by us. */
  idNumber: string;
  /** Where the provider's page sends the person back when done. */
  returnUrl: string;
}

/**
 * Our page that reads a verification's outcome (the site's default language; localizedPath for
 * others); `then` names where the page sends the player on (the recharge dialog they came from).
 */
export const certifyReturnPath = (certifyId: string, then?: CertifyThen): string =>
  `/personal?certify=${encodeURIComponent(certifyId)}${then ? `&then=${then}` : ''}`;

export interface CertifyOutcome {
  certifyId: string;
  passed: boolean;
  /** Why it failed ('mismatch', 'cancelled', ...); null when passed. */
  reason: string | null;
}

/** What the provider says when asked (query): its answer, and the identity it verified when it names one. */
export interface CertifyAnswer {
  passed: boolean;
  reason: string | null;
  /** The ID number the provider verified, when its answer carries one; never stored. */
  idNumber: string | null;
}

export type CallbackCheck = { ok: true; outcome: CertifyOutcome } | { ok: false; why: 'bad' | 'stale' };

export interface CertifyProvider {
  readonly name: string;
  /**
   * Registers the verification with the provider; the URL of its page for this person, and the
   * provider's own id for it when later calls need that (kept as certifications.provider_ref).
   * Throwing means "not started".
   */
  start(input: CertifyStartInput): Promise<{ redirectUrl: string; providerRef?: string }>;
  /** The provider page of a verification already started (api/auth/certifyRedirect). */
  pageUrl(certifyId: string, providerRef: string | null): string;
  /** Checks the callback's signature and freshness and reads the outcome; absent where the provider sends none. */
  readCallback?(headers: IncomingHttpHeaders, rawBody: string, now: Date): CallbackCheck;
  /**
   * Asks the provider what became of a verification (when the person comes back and reads the
   * result). Throwing means "cannot tell now": nothing is decided.
   */
  query?(certifyId: string, providerRef: string | null): Promise<CertifyAnswer>;
}
