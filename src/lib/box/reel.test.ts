import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded, tableItem, TABLE } from './reel-fixtures.ts';
import {
  buildReelStrip,
  landingOffset,
  maxJitter,
  pickWeighted,
  randomJitter,
  REEL_LANDING_INDEX,
  REEL_LENGTH,
  tileAtCentre,
  type ReelGeometry,
} from './reel.ts';

const WINNER = { ...tableItem(1, 1, 2_600, 0), name: 'the knife' };

describe('buildReelStrip', () => {
  it('puts the returned item at the landing index of a strip of the given length', () => {
    const strip = buildReelStrip(TABLE, WINNER, { rng: seeded(1) });
    expect(strip).toHaveLength(REEL_LENGTH);
    expect(strip[REEL_LANDING_INDEX]).toBe(WINNER);
    const custom = buildReelStrip(TABLE, WINNER, { rng: seeded(1), length: 10, landingIndex: 7 });
    expect(custom).toHaveLength(10);
    expect(custom[7]).toBe(WINNER);
  });

  it('is deterministic for the same rng, and different for another', () => {
    const a = buildReelStrip(TABLE, WINNER, { rng: seeded(42) }).map((i) => i.ornamentId);
    const b = buildReelStrip(TABLE, WINNER, { rng: seeded(42) }).map((i) => i.ornamentId);
    const c = buildReelStrip(TABLE, WINNER, { rng: seeded(43) }).map((i) => i.ornamentId);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('fills only with items of the case table', () => {
    const strip = buildReelStrip(TABLE, WINNER, { rng: seeded(7) });
    strip.forEach((it, i) => {
      if (i !== REEL_LANDING_INDEX) expect(TABLE).toContain(it);
    });
  });

  it('refuses a landing index outside the strip', () => {
    expect(() => buildReelStrip(TABLE, WINNER, { rng: seeded(1), length: 5, landingIndex: 5 })).toThrow(RangeError);
  });

  it('property: for any seed the winner is at the landing index', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 80 }), (seed, length) => {
        const landingIndex = Math.floor(length / 2);
        const strip = buildReelStrip(TABLE, WINNER, { rng: seeded(seed), length, landingIndex });
        expect(strip[landingIndex]).toBe(WINNER);
      }),
    );
  });
});

describe('pickWeighted', () => {
  it('draws by ticket range: the boundaries of r map to the right items', () => {
    // total weight 1,000,000: r = floor(u * total)
    expect(pickWeighted(TABLE, () => 0).ornamentId).toBe(1);
    expect(pickWeighted(TABLE, () => 2_599 / 1e6).ornamentId).toBe(1);
    expect(pickWeighted(TABLE, () => 2_600 / 1e6).ornamentId).toBe(2);
    expect(pickWeighted(TABLE, () => 99_999 / 1e6).ornamentId).toBe(2);
    expect(pickWeighted(TABLE, () => 100_000 / 1e6).ornamentId).toBe(3);
    expect(pickWeighted(TABLE, () => 0.999_999_9).ornamentId).toBe(3);
  });

  it('follows the odds over many draws', () => {
    const rng = seeded(9);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const id = pickWeighted(TABLE, rng).ornamentId;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect((counts.get(3) ?? 0) / 20_000).toBeCloseTo(0.9, 1);
    expect((counts.get(2) ?? 0) / 20_000).toBeCloseTo(0.0974, 1);
  });

  it('refuses an empty table', () => {
    expect(() => pickWeighted([], Math.random)).toThrow(RangeError);
  });
});

describe('reel geometry', () => {
  const g: ReelGeometry = { itemWidth: 140, gap: 6, viewportWidth: 900 };

  it('centres the landing tile exactly without jitter', () => {
    const offset = landingOffset(REEL_LANDING_INDEX, g);
    const tileCentre = REEL_LANDING_INDEX * 146 + 70;
    expect(offset).toBe(-(tileCentre - 450));
    expect(tileAtCentre(offset, g)).toBe(REEL_LANDING_INDEX);
  });

  it('property: any jitter, even out of range, still stops on the landing tile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 40, max: 200 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 200, max: 1600 }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (index, itemWidth, gap, viewportWidth, jitter) => {
          const geo = { itemWidth, gap, viewportWidth };
          expect(tileAtCentre(landingOffset(index, geo, jitter), geo)).toBe(index);
        },
      ),
    );
  });

  it('random jitter stays within the tile margin', () => {
    const rng = seeded(3);
    for (let i = 0; i < 100; i++) expect(Math.abs(randomJitter(g, rng))).toBeLessThanOrEqual(maxJitter(g));
    expect(maxJitter(g)).toBe(62);
  });

  it('reports a gap as no tile', () => {
    // The line falls in the gap after tile 0.
    expect(tileAtCentre(450 - 142, g)).toBe(-1);
  });
});
