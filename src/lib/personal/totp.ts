// The authenticator section's state and calls (/personal security settings): whether it is on,
// the setup in progress (secret and otpauth URI, shown until confirmed or abandoned), and the
// recovery codes, held only until the player closes them (the server never shows them again).
// A refused call rejects (the request client has toasted why) so the form stays as it was.
import { atom } from 'nanostores';
import type { TotpStart, TotpStatus } from '../../shared/contracts/totp.ts';
import { totpApi } from '../api/totp.ts';

/** Whether the authenticator is on; null until the first answer (the section stays hidden). */
export const $totp = atom<TotpStatus | null>(null);
/** A setup started and not confirmed yet. */
export const $totpSetup = atom<TotpStart | null>(null);
/** The recovery codes of the confirm just done, shown once. */
export const $recoveryCodes = atom<string[] | null>(null);

export async function loadTotp(): Promise<void> {
  try {
    $totp.set(await totpApi.status());
  } catch {
    // Silent: the section stays as it was.
  }
}

export function clearTotp(): void {
  $totp.set(null);
  $totpSetup.set(null);
  $recoveryCodes.set(null);
}

export async function startTotpSetup(): Promise<void> {
  $totpSetup.set(await totpApi.start());
}

export const cancelTotpSetup = (): void => $totpSetup.set(null);

/** Turns it on with a code from the app; the recovery codes are kept to be shown once. */
export async function confirmTotpSetup(code: string): Promise<void> {
  const { recoveryCodes } = await totpApi.confirm(code);
  $totpSetup.set(null);
  $recoveryCodes.set(recoveryCodes);
  await loadTotp();
}

export const dismissRecoveryCodes = (): void => $recoveryCodes.set(null);

export async function disableTotpWith(code: string): Promise<void> {
  await totpApi.disable(code);
  await loadTotp();
}
