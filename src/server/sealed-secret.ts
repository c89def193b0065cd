// Secrets the server must read back (the TOTP shared secrets of players and staff), sealed at rest
// so that whoever reads the database alone (a backup, a leaked dump, a read-only insider) cannot mint
// one-time codes: AES-256-GCM under a key derived from APP_SECRET by HKDF-SHA256, one key per
// purpose, a random 12-byte nonce per seal. Stored as `v1.<nonce>.<ciphertext+tag>` (base64url).
// A value without the `v1.` prefix is a secret written before sealing: it is returned as is, and the
// caller re-seals it (docs/decisions/0112). node:crypto only: no dependency for one AEAD call.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF's salt: fixed, since APP_SECRET is the only secret input; the purpose goes in `info`. */
const SALT = 'cs2-sealed-secret';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What the TOTP secrets are sealed for: another purpose gets another key. */
export const TOTP_SECRET_PURPOSE = 'totp-secret-v1';

/** A sealed value that cannot be opened: malformed, truncated, tampered with, or sealed under another APP_SECRET. */
export class SealedSecretError extends Error {
  constructor(reason: string) {
    super(`sealed secret cannot be opened: ${reason}`);
    this.name = 'SealedSecretError';
  }
}

function keyOf(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, SALT, purpose, 32));
}

/** True for a sealed value, false for a legacy plain one. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export function sealSecret(appSecret: string, plain: string, purpose: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), nonce);
  // The version is authenticated too, so a value cannot be passed off under another format.
  cipher.setAAD(Buffer.from(VERSION));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
}

/**
 * The plain secret of a stored value: a sealed one is opened (SealedSecretError when it cannot be),
 * a legacy plain one is returned as is.
 */
export function openSecret(appSecret: string, stored: string, purpose: string): string {
  if (!isSealed(stored)) return stored;
  const parts = stored.split('.');
  if (parts.length !== 3 || !BASE64URL.test(parts[1]) || !BASE64URL.test(parts[2])) throw new SealedSecretError('malformed');
  const nonce = Buffer.from(parts[1], 'base64url');
  const body = Buffer.from(parts[2], 'base64url');
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SealedSecretError('truncated');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), nonce);
  decipher.setAAD(Buffer.from(VERSION));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError('tampered with, or sealed under another APP_SECRET');
  }
}

/** A TOTP secret as it is written to the database. */
export function sealTotpSecret(appSecret: string, plain: string): string {
  return sealSecret(appSecret, plain, TOTP_SECRET_PURPOSE);
}

/**
 * The plain TOTP secret of a stored value, or null when it cannot be opened: the caller judges the
 * code wrong (fail closed, never a 500); the owner has to enrol again (docs/decisions/0112).
 */
export function openTotpSecret(appSecret: string, stored: string): string | null {
  try {
    return openSecret(appSecret, stored, TOTP_SECRET_PURPOSE);
  } catch (e) {
    if (!(e instanceof SealedSecretError)) throw e;
    // The player only sees "wrong code"; the operator needs to know why, most often an APP_SECRET
    // that changed (docs/operations/production.md). The message names no secret.
    console.warn(`A stored TOTP secret cannot be opened (${e.message}); its owner must enrol again. Has APP_SECRET changed?`);
    return null;
  }
}
