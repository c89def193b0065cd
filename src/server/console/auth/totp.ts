// TOTP for staff sign-in (RFC 6238: SHA-1, 30-second steps, 6 digits, what every authenticator app
// reads from an otpauth:// URI). A code is accepted for the step before, the step of, or the step
// after the server's clock (drift of up to 30 s either way), and only for a step later than the last
// one this staff member used: sign-in moves `staff.totp_last_step` by a conditional UPDATE, so the
// same code (or an older one) never opens a second session, even when two sign-ins race.
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'CS2 Console';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(name: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: name, secret, period: TOTP_PERIOD_S });
}

/** The time step the code belongs to (within one step of `now`), or null. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const r = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOTP_PERIOD_S, period: TOTP_PERIOD_S });
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  } catch {
    // A malformed secret or code is a wrong code.
    return null;
  }
}

/** A secret that is nobody's, checked when the name is unknown so both answers take as long. */
export const DECOY_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
