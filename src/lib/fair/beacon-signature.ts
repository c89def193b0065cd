// A beacon round's BLS signature checked in the browser (drand's quicknet scheme, the one both of
// our beacons follow: src/server/providers/beacon/quicknet.ts). Without it the verifier could only
// see that randomness = SHA-256(signature), which any made-up signature satisfies. The curve
// library (@noble/curves, what drand-client verifies with) is loaded only when a check runs, so
// it weighs nothing on the pages that never verify.
import { hexToBytes } from '../../shared/fairness/hex.ts';
import { QUICKNET_DST } from '../../shared/fairness/quicknet-chain.ts';

/** SHA-256 of the round as 8 big-endian bytes: what round `round`'s signature covers. */
async function roundMessage(round: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

/** True when `signatureHex` is round `round`'s signature under `publicKeyHex` (G2, compressed). */
export async function beaconSignatureValid(publicKeyHex: string, round: number, signatureHex: string): Promise<boolean> {
  if (!/^[0-9a-f]{96}$/.test(signatureHex) || !/^[0-9a-f]{192}$/.test(publicKeyHex) || !Number.isSafeInteger(round) || round < 1) return false;
  const { bls12_381: bls } = await import('@noble/curves/bls12-381.js');
  try {
    const message = bls.shortSignatures.hash(await roundMessage(round), QUICKNET_DST);
    return bls.shortSignatures.verify(hexToBytes(signatureHex), message, hexToBytes(publicKeyHex));
  } catch {
    // Not a point on the curve (or not in its subgroup): not a signature at all.
    return false;
  }
}

