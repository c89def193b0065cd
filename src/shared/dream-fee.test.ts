// The dream game's arithmetic: the win region is exactly chancePpm tickets at every
// chance, the fee × (1 − edge) covers the expected value to the fen, and a stake's chance never
// promises more than the stake × (1 − edge).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DREAM_TICKETS, PPM, dreamFee, dreamWins, ppmToPercent, stakeChancePpm } from './dream-fee.ts';

/** Winning tickets at a chance, counted over the range's edges and a sample of its interior. */
function winsAround(chancePpm: number): { inside: boolean[]; outside: boolean[] } {
  const inside = [1, 2, chancePpm - 1, chancePpm].filter((t) => t >= 1 && t <= chancePpm).map((t) => dreamWins(t, chancePpm));
  const outside = [0, -1, chancePpm + 1, chancePpm + 2, DREAM_TICKETS, DREAM_TICKETS + 1]
    .filter((t) => t > chancePpm || t < 1).map((t) => dreamWins(t, chancePpm));
  return { inside, outside };
}

describe('dream win region', () => {
  it('is exactly the tickets 1..chancePpm, for every chance (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: PPM }), (chance) => {
      const { inside, outside } = winsAround(chance);
      expect(inside.every(Boolean)).toBe(true);
      expect(outside.some(Boolean)).toBe(false);
    }), { numRuns: 2000 });
  });

  it('counts exactly chancePpm winning tickets over the whole range, at a few chances', () => {
    for (const chance of [1, 10_000, 123_457, 750_000, 999_999]) {
      let n = 0;
      for (let t = 1; t <= DREAM_TICKETS; t++) if (dreamWins(t, chance)) n++;
      expect(n).toBe(chance);
    }
  });
});

describe('dream fee', () => {
  it('fee × (1 − edge) covers price × chance, and one fen less would not (property)', () => {
    fc.assert(fc.property(
      fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      fc.integer({ min: 1, max: PPM }),
      fc.integer({ min: 0, max: 500_000 }),
      (price, chance, edge) => {
        const fee = dreamFee(price, chance, edge);
        const expected = price * BigInt(chance); // the expected value × 1e6, in fen
        // fee × (1e6 − edge) ≥ price × chance: the RTP promised holds to the fen …
        expect(fee * BigInt(PPM - edge) >= expected).toBe(true);
        // … and it is the least such fee: rounded up, never more.
        expect((fee - 1n) * BigInt(PPM - edge) < expected).toBe(true);
      },
    ), { numRuns: 5000 });
  });

  it('matches worked examples', () => {
    expect(dreamFee(10_000n, 500_000, 50_000)).toBe(5264n); // 100 yuan at 50 % with 5 %: 52.6315… → 52.64
    expect(dreamFee(10_000n, 10_000, 0)).toBe(100n); // 1 % of 100 yuan without edge: 1 yuan
    expect(dreamFee(1n, 1, 50_000)).toBe(1n); // never 0 for a chance above 0
  });

  it('a stake buys floor(value × (1 − edge) ÷ price), capped, never more than the stake is worth (property)', () => {
    fc.assert(fc.property(
      fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      fc.integer({ min: 0, max: 500_000 }),
      fc.integer({ min: 1, max: PPM }),
      (target, stake, edge, max) => {
        const chance = stakeChancePpm(stake, target, edge, max);
        expect(chance).toBeLessThanOrEqual(max);
        expect(chance).toBeGreaterThanOrEqual(0);
        // target × chance ≤ stake × (1e6 − edge): the house edge holds for staked items too.
        expect(target * BigInt(chance) <= stake * BigInt(PPM - edge)).toBe(true);
        if (chance < max) expect(target * BigInt(chance + 1) > stake * BigInt(PPM - edge)).toBe(true);
      },
    ), { numRuns: 5000 });
  });

  it('shows ppm as percent', () => {
    expect(ppmToPercent(10_000)).toBe('1');
    expect(ppmToPercent(750_000)).toBe('75');
    expect(ppmToPercent(123_456)).toBe('12.3456');
    expect(ppmToPercent(1)).toBe('0.0001');
    expect(ppmToPercent(125_000)).toBe('12.5');
  });
});
