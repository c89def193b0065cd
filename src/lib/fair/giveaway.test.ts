// The giveaway verifier's re-computation: a draw made with the shared code checks out value by
// value, and each published value changed on its own is caught where it was changed.
import { describe, expect, it } from 'vitest';
import type { GiveawayFairness, GiveawayPrize } from '../../shared/contracts/giveaway.ts';
import { drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed } from '../../shared/fairness/giveaway.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';
import { newKeyPair, signRound } from '../../server/providers/beacon/quicknet.ts';
import { checkGiveaway } from './giveaway.ts';

const SEED = 'a'.repeat(64);
const SALT = 'b'.repeat(32);
// A real local-beacon key and round 42's signature under it (the server's signer).
const KEY = newKeyPair();
const ROUND = signRound(KEY.secretKey, 42);
const ENTRANTS: [number, string][] = [[1, '101'], [2, '102'], [3, '103'], [4, '104'], [5, '105']];
const LIST = { entrants: ENTRANTS };

function prize(pos: number, code: number | null): GiveawayPrize {
  return {
    pos, ornamentId: pos, name: `Skin ${pos}`, image: '', price: '1.00', weaponType: 'rifle', wear: 'FN', wearName: 'FN', statTrak: false,
    rarity: { color: '#ffffff' } as GiveawayPrize['rarity'], grade: 1,
    winner: code === null ? null : { userId: '0', nickname: 'x', avatar: '', code, ticket: 1, range: 1 },
  };
}

async function drawnRoom(prizeCount = 3) {
  const serverSeedHash = await publicHash(SEED, SALT);
  const entrantsHash = await giveawayEntrantsHash(ENTRANTS);
  const randomness = ROUND.randomness;
  const publicSeed = await giveawayPublicSeed(serverSeedHash, entrantsHash, 42, randomness);
  const draws = await drawGiveaway({ serverSeed: SEED, publicSeed, entrants: ENTRANTS, prizes: prizeCount });
  const fairness: GiveawayFairness = {
    serverSeedHash, serverSeed: SEED, salt: SALT, closedAt: '2026-11-24T12:00:00Z', entrantsHash,
    beacon: { name: 'local', round: 42, randomness, signature: ROUND.signature, publicKey: KEY.publicKey, chainHash: null, periodSeconds: 3, genesisTime: 0 },
    publicSeed,
  };
  const prizes = Array.from({ length: prizeCount }, (_, i) => prize(i + 1, draws.find((d) => d.prize === i + 1)?.code ?? null));
  return { fairness, prizes };
}

describe('checkGiveaway', () => {
  it('passes a draw made with the shared code, every prize matching', async () => {
    const check = await checkGiveaway(await drawnRoom(), LIST);
    expect(check?.ok).toBe(true);
    expect(check?.prizes.map((p) => p.ok)).toEqual([true, true, true]);
    expect(new Set(check?.prizes.map((p) => p.code)).size).toBe(3);
  });

  it('says nothing before the draw has published its values', async () => {
    const room = await drawnRoom();
    expect(await checkGiveaway(room, { entrants: null })).toBeNull();
    expect(await checkGiveaway({ ...room, fairness: { ...room.fairness, serverSeed: null } }, LIST)).toBeNull();
  });

  it('catches a changed entrant list, beacon value, seed commitment or winner', async () => {
    const room = await drawnRoom();
    const entrants = await checkGiveaway(room, { entrants: [...ENTRANTS.slice(0, 4), [5, '999']] });
    expect(entrants?.entrantsHash.ok).toBe(false);
    expect(entrants?.publicSeed.ok).toBe(false);
    const beacon = await checkGiveaway({ ...room, fairness: { ...room.fairness, beacon: { ...room.fairness.beacon, randomness: 'd'.repeat(64) } } }, LIST);
    expect(beacon?.beacon.ok).toBe(false);
    expect(beacon?.ok).toBe(false);
    const hash = await checkGiveaway({ ...room, fairness: { ...room.fairness, serverSeedHash: 'e'.repeat(64) } }, LIST);
    expect(hash?.serverHash.ok).toBe(false);
    const first = room.prizes[0].winner!.code;
    const winner = await checkGiveaway({ ...room, prizes: [prize(1, first === 1 ? 2 : 1), ...room.prizes.slice(1)] }, LIST);
    expect(winner?.prizes[0]?.ok).toBe(false);
    expect(winner?.prizes.slice(1).every((p) => p.ok)).toBe(true);
    expect(winner?.ok).toBe(false);
  });

  it('checks the beacon signature itself: another key\'s, another round\'s, or a made-up one fails', async () => {
    const room = await drawnRoom();
    const ok = await checkGiveaway(room, LIST);
    expect(ok?.beacon).toEqual({ ok: true, randomness: true, signature: true, knownKey: null });
    const other = newKeyPair();
    const forged = await checkGiveaway({ ...room, fairness: { ...room.fairness, beacon: { ...room.fairness.beacon, publicKey: other.publicKey } } }, LIST);
    expect(forged?.beacon).toMatchObject({ ok: false, randomness: true, signature: false });
    // A made-up signature with its own SHA-256 as randomness: the old check passed it.
    const madeUp = signRound(other.secretKey, 42);
    const invented = await checkGiveaway({ ...room, fairness: { ...room.fairness, beacon: { ...room.fairness.beacon, signature: madeUp.signature, randomness: madeUp.randomness } } }, LIST);
    expect(invented?.beacon).toMatchObject({ ok: false, randomness: true, signature: false });
    const wrongRound = signRound(KEY.secretKey, 43);
    const shifted = await checkGiveaway({ ...room, fairness: { ...room.fairness, beacon: { ...room.fairness.beacon, signature: wrongRound.signature, randomness: wrongRound.randomness } } }, LIST);
    expect(shifted?.beacon.signature).toBe(false);
    // Claiming drand with a key that is not quicknet's is caught even when the signature verifies.
    const notQuicknet = await checkGiveaway({ ...room, fairness: { ...room.fairness, beacon: { ...room.fairness.beacon, name: 'drand', chainHash: 'f'.repeat(64) } } }, LIST);
    expect(notQuicknet?.beacon).toMatchObject({ ok: false, signature: true, knownKey: false });
  });

  it('leaves prizes beyond the entrants undrawn and expects no winner for them', async () => {
    const check = await checkGiveaway(await drawnRoom(7), LIST);
    expect(check?.ok).toBe(true);
    expect(check?.prizes.slice(5).map((p) => p.code)).toEqual([null, null]);
  });
});
