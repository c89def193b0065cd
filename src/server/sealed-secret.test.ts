// Sealing secrets at rest: a round trip, a fresh nonce every time, the stored text never holding the
// plain secret, and every damaged or foreign value refused with SealedSecretError (null for the TOTP
// reader, which the code checks turn into "wrong code").
import { describe, expect, it, vi } from 'vitest';
import { newTotpSecret } from './console/auth/totp.ts';
import { isSealed, openSecret, openTotpSecret, SealedSecretError, sealSecret, sealTotpSecret, TOTP_SECRET_PURPOSE } from './sealed-secret.ts';

const KEY = 'test-app-secret-0123456789';
const OTHER = 'another-app-secret-9876543210';

/** The same value with one character of its ciphertext changed. */
function tamper(sealed: string): string {
  const i = sealed.length - 5;
  return sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
}

describe('sealSecret / openSecret', () => {
  it('opens what it sealed; the stored text is v1.<nonce>.<ciphertext+tag> without the secret', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(KEY, secret);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(isSealed(sealed)).toBe(true);
    expect(openSecret(KEY, sealed, TOTP_SECRET_PURPOSE)).toBe(secret);
    expect(openTotpSecret(KEY, sealed)).toBe(secret);
  });

  it('two seals of the same secret differ (a fresh nonce each time), and both open', () => {
    const secret = newTotpSecret();
    const a = sealTotpSecret(KEY, secret);
    const b = sealTotpSecret(KEY, secret);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect([openTotpSecret(KEY, a), openTotpSecret(KEY, b)]).toEqual([secret, secret]);
  });

  it('a legacy plain secret (no v1. prefix) is returned as is', () => {
    const secret = newTotpSecret();
    expect(isSealed(secret)).toBe(false);
    expect(openSecret(KEY, secret, TOTP_SECRET_PURPOSE)).toBe(secret);
    expect(openTotpSecret(OTHER, secret)).toBe(secret);
  });

  it('a tampered ciphertext, nonce or tag fails closed', () => {
    const sealed = sealTotpSecret(KEY, newTotpSecret());
    const [v, nonce, body] = sealed.split('.');
    const flipped = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const bad of [tamper(sealed), `${v}.${flipped(nonce)}.${body}`, `${v}.${nonce}.${flipped(body)}`]) {
      expect(() => openSecret(KEY, bad, TOTP_SECRET_PURPOSE)).toThrow(SealedSecretError);
      expect(() => openSecret(KEY, bad, TOTP_SECRET_PURPOSE)).toThrow(/tampered with, or sealed under another APP_SECRET/);
      expect(openTotpSecret(KEY, bad)).toBeNull();
    }
  });

  it('a value sealed under another APP_SECRET, or for another purpose, fails closed', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(OTHER, secret);
    expect(() => openSecret(KEY, sealed, TOTP_SECRET_PURPOSE)).toThrow(SealedSecretError);
    // The operator is told (the player sees only a wrong code), without the secret.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openTotpSecret(KEY, sealed)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/cannot be opened.*APP_SECRET/);
    expect(String(warn.mock.calls[0][0])).not.toContain(secret);
    warn.mockRestore();
    const elsewhere = sealSecret(KEY, 'something else', 'another-purpose-v1');
    expect(() => openSecret(KEY, elsewhere, TOTP_SECRET_PURPOSE)).toThrow(SealedSecretError);
  });

  it('a truncated or malformed value fails closed', () => {
    const sealed = sealTotpSecret(KEY, newTotpSecret());
    const [v, nonce, body] = sealed.split('.');
    const bad = [
      'v1.', 'v1..', `${v}.${nonce}`, `${v}.${nonce}.`, `${v}.${nonce.slice(0, 8)}.${body}`,
      `${v}.${nonce}.${body.slice(0, 10)}`, sealed.slice(0, -3), `${sealed}.extra`, `${v}.${nonce}.${body}!`,
    ];
    for (const b of bad) {
      expect(() => openSecret(KEY, b, TOTP_SECRET_PURPOSE), b).toThrow(SealedSecretError);
      expect(openTotpSecret(KEY, b), b).toBeNull();
    }
  });
});
