// The browser's beacon checks (the giveaway verify page) accept real published drand quicknet
// rounds, and refuse one relabelled as the next round. The rounds and their sources:
// src/shared/fairness/quicknet-rounds.fixture.ts; the server's check of the same rounds is
// src/server/providers/beacon/quicknet-real.test.ts.
import { describe, expect, it } from 'vitest';
import { beaconRandomnessMatches } from '../../shared/fairness/giveaway.ts';
import { QUICKNET_CHAIN } from '../../shared/fairness/quicknet-chain.ts';
import { QUICKNET_ROUNDS } from '../../shared/fairness/quicknet-rounds.fixture.ts';
import { beaconSignatureValid } from './beacon-signature.ts';

describe('published quicknet rounds in the browser verifier', () => {
  it('pass the signature check, and the randomness check where the source prints it', async () => {
    for (const r of QUICKNET_ROUNDS) {
      expect(await beaconSignatureValid(QUICKNET_CHAIN.publicKey, r.round, r.signature), `round ${r.round}`).toBe(true);
      if (r.randomness) expect(await beaconRandomnessMatches(r.signature, r.randomness)).toBe(true);
    }
    const [first] = QUICKNET_ROUNDS;
    expect(await beaconSignatureValid(QUICKNET_CHAIN.publicKey, first.round + 1, first.signature)).toBe(false);
  });
});
