// A giveaway draw re-computed in the browser from the room's published values, with
// the same code the server drew with (src/shared/fairness/giveaway.ts). Each value is checked on
// its own, so the page can say which one does not match.
import type { GiveawayDetail, GiveawayEntrants } from '../../shared/contracts/giveaway.ts';
import { beaconRandomnessMatches, drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed } from '../../shared/fairness/giveaway.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';
import { QUICKNET_CHAIN } from '../../shared/fairness/quicknet-chain.ts';
import { beaconSignatureValid } from './beacon-signature.ts';

export interface GiveawayPrizeCheck {
  pos: number;
  /** The roll code the re-computation picks (null: no entrant left for this prize). */
  code: number | null;
  ticket: number | null;
  range: number | null;
  /** What the room recorded. */
  recordedCode: number | null;
  ok: boolean;
}

export interface GiveawayCheck {
  serverHash: { computed: string; ok: boolean };
  entrantsHash: { computed: string; ok: boolean };
  /**
   * randomness: SHA-256 of the signature; signature: a valid BLS signature of the round under the
   * published key; knownKey: for drand, that key is quicknet's own (null for the local beacon,
   * whose key is this site's). ok: all of them.
   */
  beacon: { ok: boolean; randomness: boolean; signature: boolean; knownKey: boolean | null };
  publicSeed: { computed: string; ok: boolean };
  prizes: GiveawayPrizeCheck[];
  ok: boolean;
}

/** Null before the draw has published everything (server seed, salt, entrants, beacon value). */
export async function checkGiveaway(room: Pick<GiveawayDetail, 'fairness' | 'prizes'>, list: Pick<GiveawayEntrants, 'entrants'>): Promise<GiveawayCheck | null> {
  const f = room.fairness;
  const b = f.beacon;
  const entrants = list.entrants;
  if (f.serverSeed === null || f.salt === null || entrants === null || f.entrantsHash === null || b.round === null || b.randomness === null || f.publicSeed === null) return null;
  const serverHash = await publicHash(f.serverSeed, f.salt);
  const entrantsHash = await giveawayEntrantsHash(entrants);
  const randomnessOk = b.signature !== null && (await beaconRandomnessMatches(b.signature, b.randomness));
  const signatureOk = b.signature !== null && (await beaconSignatureValid(b.publicKey, b.round, b.signature));
  const knownKey = b.name === 'drand' ? b.publicKey === QUICKNET_CHAIN.publicKey && b.chainHash === QUICKNET_CHAIN.chainHash : null;
  const beaconOk = randomnessOk && signatureOk && knownKey !== false;
  // The public seed from the re-computed entrant hash: a list that does not hash to the published value cannot pass.
  const publicSeed = await giveawayPublicSeed(f.serverSeedHash, entrantsHash, b.round, b.randomness);
  const draws = await drawGiveaway({ serverSeed: f.serverSeed, publicSeed, entrants, prizes: room.prizes.length });
  const prizes = [...room.prizes]
    .sort((x, y) => x.pos - y.pos)
    .map((p): GiveawayPrizeCheck => {
      const d = draws.find((x) => x.prize === p.pos) ?? null;
      const recordedCode = p.winner?.code ?? null;
      return { pos: p.pos, code: d?.code ?? null, ticket: d?.ticket ?? null, range: d?.range ?? null, recordedCode, ok: (d?.code ?? null) === recordedCode };
    });
  const result = {
    serverHash: { computed: serverHash, ok: serverHash === f.serverSeedHash },
    entrantsHash: { computed: entrantsHash, ok: entrantsHash === f.entrantsHash },
    beacon: { ok: beaconOk, randomness: randomnessOk, signature: signatureOk, knownKey },
    publicSeed: { computed: publicSeed, ok: publicSeed === f.publicSeed },
    prizes,
  };
  return { ...result, ok: result.serverHash.ok && result.entrantsHash.ok && beaconOk && result.publicSeed.ok && prizes.every((p) => p.ok) };
}
