// The player's authenticator (TOTP second factor): turning it on and off in /personal, the
// sign-in's second step, and the code the guarded steps (take-back, phone, mail, password, trade
// link) carry while it is on. A "code" is the 6 digits the app shows or one recovery code.
import { z } from 'zod';
import { msg, str } from './fields.ts';

/** Six digits, or a recovery code (xxxxx-xxxxx; case, spaces and dashes forgiven). */
export const totpCode = str('field.totpCode')
  .trim()
  .min(1, msg('v.required', { field: 'field.totpCode' }))
  .max(32, msg('v.tooLong', { field: 'field.totpCode', max: 32 }));

/** The code a guarded step carries: needed only while the authenticator is on (TOTP_REQUIRED). */
export const optionalTotpCode = z.preprocess((v) => (v === '' ? undefined : v), totpCode.optional());

export interface TotpStatus {
  enabled: boolean;
  /** Recovery codes not used yet (0 while off). */
  recoveryCodesLeft: number;
}

/** POST api/profile/totp/start: the secret, shown once; the browser draws the QR of the URI. */
export interface TotpStart {
  secret: string;
  otpauthUri: string;
}

export const totpConfirmBody = z.object({ code: totpCode });
export type TotpConfirmBody = z.input<typeof totpConfirmBody>;

/** POST api/profile/totp/confirm: the recovery codes, shown this once (only their hashes are kept). */
export interface TotpConfirmResult {
  recoveryCodes: string[];
}

export const totpDisableBody = z.object({ code: totpCode });
export type TotpDisableBody = z.input<typeof totpDisableBody>;

/** POST api/auth/totpLogin: the challenge a sign-in answered with, and the code. */
export const totpLoginBody = z.object({
  challenge: str('field.totpChallenge').trim().min(1, msg('v.required', { field: 'field.totpChallenge' })).max(200, msg('v.tooLong', { field: 'field.totpChallenge', max: 200 })),
  code: totpCode,
});
export type TotpLoginBody = z.input<typeof totpLoginBody>;
