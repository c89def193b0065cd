// A join code is compared by its hash, so the table never holds the code a streamer shared.
import { createHash, timingSafeEqual } from 'node:crypto';

export function joinCodeHash(code: string): string {
  return createHash('sha256').update(`giveaway-join:${code}`, 'utf8').digest('hex');
}

export function joinCodeMatches(hash: string, code: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(joinCodeHash(code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
