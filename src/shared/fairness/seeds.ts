// Seed pairs (design.md, "Fairness"): the server seed and salt are drawn here, the public hash
// commits to both before any roll, and the client seed is the player's say in every outcome.
// WebCrypto only, so the browser verifier and the server run this same file.
import { bytesToHex } from './hex.ts';

const utf8 = new TextEncoder();

function randomHex(byteCount: number): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomHex(32);
}

/** A fresh salt: 16 random bytes as 32 lowercase hex characters. */
export function newSalt(): string {
  return randomHex(16);
}

/** The default client seed: 16 random lowercase hex characters (8 bytes). */
export function newClientSeed(): string {
  return randomHex(8);
}

/**
 * The commitment shown before play: hex(SHA-256(utf8(serverSeed + salt))). The salt keeps a
 * published hash from being matched against a table of hashes of guessed seeds.
 */
export async function publicHash(serverSeed: string, salt: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(serverSeed + salt));
  return bytesToHex(new Uint8Array(digest));
}

/** 64 lowercase hex characters, the only shape newServerSeed produces. */
export function isValidServerSeed(s: string): boolean {
  return /^[0-9a-f]{64}$/.test(s);
}

/** 32 lowercase hex characters, the only shape newSalt produces. */
export function isValidSalt(s: string): boolean {
  return /^[0-9a-f]{32}$/.test(s);
}

/**
 * 1-64 printable ASCII characters (0x20-0x7e), as in contracts/fair.ts. ASCII only, so the
 * UTF-8 bytes hashed are the characters the player typed, with no normalisation questions.
 */
export function isValidClientSeed(s: string): boolean {
  return s.length >= 1 && s.length <= 64 && /^[\x20-\x7e]+$/.test(s);
}
