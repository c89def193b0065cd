// The stored form of a redeem code: SHA-256 (hex) of its normalised text (shared/cdk-code.ts). The
// codes carry 80 random bits, so a plain hash is enough: nobody can run the space backwards.
import { createHash } from 'node:crypto';
import { normaliseCdk } from '../../../../shared/cdk-code.ts';

export function cdkHash(typed: string): string {
  return createHash('sha256').update(normaliseCdk(typed)).digest('hex');
}
