// drand's "quicknet" signature scheme (bls-unchained-g1-rfc9380), the one both beacons follow:
// round r's signature is a BLS12-381 signature on G1 of SHA-256(r as 8 big-endian bytes), hashed to
// the curve with RFC 9380's suite for G1; the public key is on G2; the randomness is SHA-256 of the
// signature's bytes. Written with @noble/curves, the library drand-client verifies with.
import { createHash } from 'node:crypto';
import { bls12_381 as bls } from '@noble/curves/bls12-381.js';

export const QUICKNET_SCHEME = 'bls-unchained-g1-rfc9380';
export { QUICKNET_DST } from '../../../shared/fairness/quicknet-chain.ts';
import { QUICKNET_DST } from '../../../shared/fairness/quicknet-chain.ts';
import { hexToBytes } from '../../../shared/fairness/hex.ts';

/** Hex of a G1 signature (48 bytes compressed) and of a SHA-256 randomness. */
const SIGNATURE_HEX = /^[0-9a-f]{96}$/;
const RANDOMNESS_HEX = /^[0-9a-f]{64}$/;

export interface KeyPair {
  secretKey: string;
  publicKey: string;
}

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The message a round's signature covers: SHA-256 of the round as 8 big-endian bytes. */
export function roundMessage(round: number): Buffer {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`round must be a whole number from 1, got ${round}`);
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return sha256(bytes);
}

export function newKeyPair(): KeyPair {
  const secret = bls.utils.randomSecretKey();
  return {
    secretKey: Buffer.from(secret).toString('hex'),
    publicKey: bls.shortSignatures.getPublicKey(secret).toHex(true),
  };
}

/** The randomness of a signature (hex in, hex out). */
export function randomnessOf(signatureHex: string): string {
  return sha256(Buffer.from(signatureHex, 'hex')).toString('hex');
}

/** Round `round`'s signature under `secretKeyHex`: deterministic, so every holder of the key signs alike. */
export function signRound(secretKeyHex: string, round: number): { round: number; signature: string; randomness: string } {
  const point = bls.shortSignatures.sign(bls.shortSignatures.hash(roundMessage(round), QUICKNET_DST), Buffer.from(secretKeyHex, 'hex'));
  const signature = bls.shortSignatures.Signature.toHex(point);
  return { round, signature, randomness: randomnessOf(signature) };
}

/** Well-formed hex of the right lengths; anything else is refused before any curve arithmetic. */
export function wellFormed(value: { round: unknown; randomness: unknown; signature: unknown }): boolean {
  return typeof value.round === 'number' && Number.isSafeInteger(value.round) && value.round >= 1
    && typeof value.signature === 'string' && SIGNATURE_HEX.test(value.signature)
    && typeof value.randomness === 'string' && RANDOMNESS_HEX.test(value.randomness);
}

/** Signature valid under `publicKeyHex` for the value's round, and randomness = SHA-256(signature). */
export function verifyRound(publicKeyHex: string, value: { round: number; randomness: string; signature: string }): boolean {
  if (!wellFormed(value)) return false;
  if (randomnessOf(value.signature) !== value.randomness) return false;
  try {
    // Bytes, not hex: @noble/curves 2 takes encoded points only as bytes. hexToBytes throws on a
    // malformed key, as @noble/curves 1 did (Buffer.from would silently cut it short).
    return bls.shortSignatures.verify(hexToBytes(value.signature), bls.shortSignatures.hash(roundMessage(value.round), QUICKNET_DST), hexToBytes(publicKeyHex));
  } catch {
    // Not a point on the curve (or not in its subgroup): not a signature at all.
    return false;
  }
}
