// Lowercase hex <-> bytes. Seeds, salts and hashes travel as lowercase hex text (design.md,
// "Fairness"); written by hand because Buffer does not exist in the browser.

const DIGITS = '0123456789abcdef';

/** Bytes as lowercase hex, two characters per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += DIGITS[b >> 4] + DIGITS[b & 15];
  return out;
}

/** Hex text (either case) as bytes; throws on odd length or a non-hex character. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('hexToBytes: not an even-length hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
