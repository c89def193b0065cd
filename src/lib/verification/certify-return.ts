// Carrying "where the player came from" through real-name verification. A deposit needs a verified
// real name, so the recharge dialog sends an unverified player to the form on /personal with
// ?then=recharge; the form passes it to api/auth/certify, whose return address keeps it
// (/personal?certify=<id>&then=recharge); back there, a passed verification reopens the recharge
// dialog instead of leaving the player on /personal wondering how to get back to the deposit.
import { CERTIFY_THEN, type CertifyResult, type CertifyThen } from '../../shared/contracts/certify.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import type { Lang } from '../i18n/ui.ts';
import { openDialog } from '../stores/dialogs.ts';

/** The `then` of an address's query, when it is one we know. */
export function certifyThenFrom(search: string): CertifyThen | undefined {
  const then = new URLSearchParams(search).get('then');
  return (CERTIFY_THEN as readonly string[]).includes(then ?? '') ? (then as CertifyThen) : undefined;
}

/** The recharge dialog's way to the verification form, remembering to come back to it. */
export function verifyFromRechargeHref(lang: Lang): string {
  return `${localizedPath(lang, '/personal')}?then=recharge#real-name`;
}

/** Back from the provider: goes on where the address says once the result has passed; true when it did. */
export function resumeAfterCertify(search: string, result: Pick<CertifyResult, 'state'>): boolean {
  if (result.state !== 1) return false;
  if (certifyThenFrom(search) !== 'recharge') return false;
  openDialog('recharge');
  return true;
}
