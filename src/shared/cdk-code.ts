// Redeem codes: making them and reading what a player typed. A code is the batch's
// prefix and CDK_BODY_LENGTH characters of Crockford base32 (5 random bits each: 80 bits, far too
// many to guess under the wrong-code throttle), shown in groups of four after the prefix:
// SPRING-7KQ2-M9XD-0HBT-R4WZ. What is stored is a hash of the normalised text, never the text.
import { CDK_BODY_LENGTH } from './reward-constants.ts';

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A batch prefix: 1 to CDK_PREFIX_MAX upper-case letters and digits. */
export const CDK_PREFIX_PATTERN = /^[A-Z0-9]+$/;

/** The longest text a code field takes (the contract refuses more before anything is counted). */
export const CDK_INPUT_MAX = 64;

/** A fresh code body: CDK_BODY_LENGTH characters from the platform's cryptographic random source. */
export function randomCdkBody(): string {
  const bytes = new Uint8Array(CDK_BODY_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: the low five bits of a random byte are uniform.
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
}

/** How a code is printed and exported: the prefix, then the body in groups of four. */
export function formatCdk(prefix: string, body: string): string {
  const groups = body.match(/.{1,4}/g) ?? [];
  return [prefix, ...groups].join('-');
}

/**
 * The one text a code is known by, whatever the player typed: trimmed, upper-case, without spaces
 * or dashes, with Crockford's look-alikes read as digits (O → 0, I and L → 1). The prefix goes
 * through the same reading, at making and at redeeming alike, so "SPRING" and "SPR1NG" are one code.
 */
export function normaliseCdk(typed: string): string {
  return typed
    .trim()
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212\uFF0D]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a normalised text can be a code at all (letters and digits, a body's length at least). */
export function looksLikeCdk(normalised: string): boolean {
  return normalised.length > CDK_BODY_LENGTH && normalised.length <= CDK_INPUT_MAX && /^[0-9A-Z]+$/.test(normalised);
}
