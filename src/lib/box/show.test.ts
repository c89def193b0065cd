import { describe, expect, it } from 'vitest';
import { seeded, tableItem, TABLE } from './reel-fixtures.ts';
import { reelStopMs } from '../../shared/reel-timing.ts';
import { REEL_LANDING_INDEX, REEL_LENGTH } from './reel.ts';
import {
  isShowTier, LID_MS, openingTimeline, planReels, REDUCED_SPIN_MS, REVEAL_HOLD_MS, reelLayout, revealTier, tickingReel, topTier,
} from './show.ts';


describe('revealTier', () => {
  it('gives each grade its reveal: knives and gloves gold, covert its own, classified a glow, the rest quick', () => {
    expect([0, 1, 2, 3].map(revealTier)).toEqual(['gold', 'covert', 'classified', 'common']);
    expect(['gold', 'covert', 'classified', 'common'].map((t) => isShowTier(t as never))).toEqual([true, true, false, false]);
    expect(REVEAL_HOLD_MS.gold).toBeGreaterThan(REVEAL_HOLD_MS.classified);
    expect(REVEAL_HOLD_MS.covert).toBeGreaterThan(REVEAL_HOLD_MS.common);
    expect(REVEAL_HOLD_MS.common).toBe(0);
  });

  it('the opening\'s tier is its best drop\'s', () => {
    expect(topTier([{ grade: 3 }, { grade: 2 }, { grade: 3 }])).toBe('classified');
    expect(topTier([{ grade: 3 }, { grade: 0 }, { grade: 1 }])).toBe('gold');
    expect(topTier([])).toBe('common');
  });
});

describe('openingTimeline', () => {
  const drops = (...grades: number[]) => grades.map((grade) => ({ grade }));

  it('lifts the lid first, and each reel still stops when the live feed expects it', () => {
    const tl = openingTimeline(drops(3, 3, 3, 3, 3), false);
    expect(tl.lidMs).toBe(LID_MS);
    tl.reels.forEach((r, i) => {
      expect(r.delayMs).toBe(LID_MS);
      expect(r.delayMs + r.spinMs).toBe(reelStopMs(i));
      expect(r.stopMs).toBe(reelStopMs(i));
    });
    // A common opening goes to its result as the last reel stops.
    expect(tl.resultMs).toBe(reelStopMs(4));
  });

  it('holds a rare opening for its reveal, never longer than the rare hold', () => {
    expect(openingTimeline(drops(3, 1), false).resultMs).toBe(reelStopMs(1) + REVEAL_HOLD_MS.covert);
    expect(openingTimeline(drops(0), false).resultMs).toBe(reelStopMs(0) + REVEAL_HOLD_MS.gold);
    expect(openingTimeline(drops(2), false).resultMs).toBe(reelStopMs(0));
  });

  it('under reduced motion: no lid, quick stops, no hold', () => {
    const tl = openingTimeline(drops(0, 3), true);
    expect(tl.lidMs).toBe(0);
    expect(tl.reels.map((r) => [r.delayMs, r.spinMs])).toEqual([[0, REDUCED_SPIN_MS], [0, REDUCED_SPIN_MS]]);
    expect(tl.resultMs).toBe(REDUCED_SPIN_MS);
  });

  it('the reel that ticks is the one that stops last', () => {
    expect(tickingReel(openingTimeline(drops(3, 3, 3), false))).toBe(2);
    expect(tickingReel(openingTimeline(drops(3), false))).toBe(0);
  });
});

describe('reelLayout', () => {
  it('one reel gets the largest cards, five stacked the compact ones', () => {
    const [one, two, five] = [1, 2, 5].map(reelLayout);
    expect(one.itemWidth).toBeGreaterThan(two.itemWidth);
    expect(two.itemWidth).toBeGreaterThan(five.itemWidth);
    expect([one.compact, two.compact, five.compact]).toEqual([false, false, true]);
  });
});

describe('planReels', () => {
  const winners = [tableItem(3, 100_001, 1_000_000, 3), tableItem(1, 1, 2_600, 0), tableItem(2, 2_601, 100_000, 2), tableItem(3, 100_001, 1_000_000, 3), tableItem(1, 1, 2_600, 0)];

  it('five drops give five strips, each with its own drop at the landing index', () => {
    const reels = planReels(TABLE, winners, reelLayout(5), seeded(5));
    expect(reels).toHaveLength(5);
    reels.forEach((r, i) => {
      expect(r.strip).toHaveLength(REEL_LENGTH);
      expect(r.landingIndex).toBe(REEL_LANDING_INDEX);
      expect(r.strip[r.landingIndex]).toBe(winners[i]);
      expect(Math.abs(r.jitter)).toBeLessThanOrEqual(reelLayout(5).itemWidth / 2);
    });
  });

  it('the winner\'s neighbours come from the table by its odds: no knife placed beside the line', () => {
    // Over many strips the cards next to the winner are knives about as often as the table says
    // (0.26 %), not more: a near-miss strip would put the rare item there far more often.
    let knives = 0;
    let neighbours = 0;
    const rng = seeded(11);
    for (let n = 0; n < 400; n++) {
      const [reel] = planReels(TABLE, [winners[0]], reelLayout(1), rng);
      for (const d of [-2, -1, 1, 2]) {
        const card = reel.strip[reel.landingIndex + d];
        expect(TABLE).toContain(card);
        neighbours += 1;
        if (card.ornamentId === 1) knives += 1;
      }
    }
    expect(neighbours).toBe(1600);
    expect(knives / neighbours).toBeLessThan(0.02);
  });
});
