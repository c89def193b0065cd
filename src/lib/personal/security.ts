// The security settings' calls and state (/personal): signed-in devices, the security check way,
// phone and mail changes, real-name verification. A refused call rejects (the request client has
// toasted why) so the form stays as it was.
import { atom } from 'nanostores';
import type { CertifyResult, CertifyThen } from '../../shared/contracts/certify.ts';
import type { AvailableSecurityWay, SecurityWay } from '../../shared/contracts/security.ts';
import type { SessionInfo } from '../../shared/contracts/sessions.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { securityApi } from '../api/security.ts';
import { sessionsApi } from '../api/sessions.ts';
import { withTotp } from '../totp-prompt.ts';

/** Whether a failure was the missing security check (the forms point at the section that passes it). */
export function isCheckRequired(err: unknown): boolean {
  return err instanceof ApiError && err.status === ERROR_CODE.SECURITY_CHECK_REQUIRED;
}

/** The devices signed in; null until the first answer. */
export const $sessions = atom<SessionInfo[] | null>(null);

/** A failure keeps what was shown (the request client toasted it). */
export async function loadSessions(): Promise<void> {
  try {
    $sessions.set(await sessionsApi.list());
  } catch {
    // The section stays as it was.
  }
}
export const clearSessions = (): void => $sessions.set(null);
export const endSession = (id: string): Promise<unknown> => sessionsApi.end(id);
/** Signs every other device out; resolves to how many were. */
export const endOtherSessions = async (): Promise<number> => (await sessionsApi.endOthers()).ended;

/** The security check ways on offer; null until known (the section stays hidden). */
export const $securityWays = atom<AvailableSecurityWay | null>(null);

export async function loadSecurityWays(): Promise<void> {
  try {
    $securityWays.set(await securityApi.availableWays());
  } catch {
    // Silent: the section stays hidden until it can say something true.
  }
}
export const clearSecurityWays = (): void => $securityWays.set(null);

export const securityCheck = (code: string): Promise<unknown> => securityApi.securityCheck(code);
export const bindSecurityWay = (way: SecurityWay, code: string): Promise<unknown> => securityApi.bindSecurityWay(way, code);
// Phone and mail changes ask for the authenticator's code when the server wants it (lib/totp-prompt.ts).
export const changePhone = (body: { phone: string; oldCode?: string; newCode: string }): Promise<unknown> => withTotp((c) => securityApi.changePhone(body, c));
export const sendMailCode = securityApi.mailCode;
export const bindMail = (email: string, code: string): Promise<unknown> => withTotp((c) => securityApi.bindMail(email, code, c));
export const changeMail = (email: string, code: string): Promise<unknown> => withTotp((c) => securityApi.changeMail(email, code, c));

/** Starts real-name verification; resolves to the provider's page to go to. `then`: where the player goes on afterwards (lib/verification/certify-return.ts). */
export const startCertify = async (realName: string, idNumber: string, then?: CertifyThen): Promise<string> => (await securityApi.certify(realName, idNumber, then)).redirectUrl;
export const readCertifyResult = (id: string): Promise<CertifyResult> => securityApi.certifyResult(id);
