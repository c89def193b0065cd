// Provably fair (design.md, "Fairness").
import { z } from 'zod';
import { intParam, msg, str } from './fields.ts';

export const setClientSeedBody = z.object({
  clientSeed: str('field.clientSeed', 'v.required', { chars: 'v.clientSeed' })
    .min(1, msg('v.required', { field: 'field.clientSeed' }))
    .max(64, msg('v.clientSeed'))
    .regex(/^[\x20-\x7e]+$/, msg('v.clientSeed')),
});

export const rollQuery = z.object({ id: intParam('field.rollId', null, 1, Number.MAX_SAFE_INTEGER) });

export interface SeedInfo {
  publicHash: string;
  clientSeed: string;
  nonce: number; // the nonce the next roll will use
}

export interface RevealedSeed {
  serverSeed: string;
  salt: string;
  publicHash: string;
  clientSeed: string;
  lastNonce: number; // highest nonce rolled with this pair (0 if none)
}

export interface RotateResult {
  revealed: RevealedSeed;
  current: SeedInfo;
}

export interface RollInfo {
  id: string;
  game: 'case' | 'dream' | 'battle' | 'roll';
  publicHash: string;
  serverSeed: string | null; // null until the pair is rotated
  salt: string | null;
  clientSeed: string;
  nonce: number;
  ticket: number;
  range: number; // W: tickets run 1..range
  ticketFrom: number; // the winning item's range
  ticketTo: number;
  boxId: number | null;
  boxVersion: number | null;
  outcome: { ornamentId: number; name: string; image: string };
  /**
   * Every item's range in the case version rolled, so a verifier can map any ticket itself, with the
   * item's price in fen as committed (priceFen; absent on a dream roll's table, which commits nothing).
   */
  table: { ornamentId: number; name: string; ticketFrom: number; ticketTo: number; priceFen?: number }[];
  /** The rolled case version's committed tableHash (docs/fairness.md); absent when the roll names no case version. */
  tableHash?: string;
  createTime: string;
}
