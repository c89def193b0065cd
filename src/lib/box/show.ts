// The opening show's plan, decided before anything moves (docs/decisions/0107-opening-show.md):
// how wide the cards are for the number of reels, when the case's lid lifts and each reel stops,
// one strip per drop with that drop at the landing index, and how big each drop's reveal is. The
// islands only play this plan. Nothing here picks an outcome: the drops are the server's.
import { reelStopMs } from '../../shared/reel-timing.ts';
import { buildReelStrip, randomJitter, REEL_LANDING_INDEX, type ReelGeometry, type ReelItem, type Rng, type Weighted } from './reel.ts';

/**
 * The reveal's size by grade: knives and gloves ('gold') and covert items get their own light,
 * sound and a held moment; classified a glow on the card; the rest land and go straight on.
 */
export type RevealTier = 'gold' | 'covert' | 'classified' | 'common';

export function revealTier(grade: number): RevealTier {
  if (grade <= 0) return 'gold';
  if (grade === 1) return 'covert';
  if (grade === 2) return 'classified';
  return 'common';
}

/**
 * How long the reveal holds the stage after the last reel stops, before the result dialog. The
 * rare tiers keep today's 1.7 s (no opening got longer); a common drop is not held at all.
 */
export const REVEAL_HOLD_MS: Record<RevealTier, number> = { gold: 1700, covert: 1700, classified: 0, common: 0 };

/** The tiers that get the light (glow, rays, sparks) and the rare sound. */
export function isShowTier(tier: RevealTier): boolean {
  return tier === 'gold' || tier === 'covert';
}

const TIER_ORDER: readonly RevealTier[] = ['gold', 'covert', 'classified', 'common'];

/** The biggest tier among the drops: it sets the hold after the last reel. */
export function topTier(drops: readonly { grade: number }[]): RevealTier {
  let best = TIER_ORDER.length - 1;
  for (const d of drops) best = Math.min(best, TIER_ORDER.indexOf(revealTier(d.grade)));
  return TIER_ORDER[best];
}

/** The case's lid lifting and the shine across it, before the reels move. */
export const LID_MS = 600;
/** Under reduced motion: no lid, and the reels stop this quickly. */
export const REDUCED_SPIN_MS = 1200;

export interface ReelTiming {
  /** When the reel starts moving, from the opening's start (after the lid). */
  delayMs: number;
  /** How long it moves. */
  spinMs: number;
  /** delayMs + spinMs: when it stops. */
  stopMs: number;
}

export interface OpeningTimeline {
  lidMs: number;
  reels: ReelTiming[];
  /** When the result dialog opens, from the opening's start: the last stop plus the reveal's hold. */
  resultMs: number;
}

/**
 * The opening's schedule. Each reel still stops at reelStopMs(i) from the start (the server holds
 * the live feed's copy of the drop until then: shared/reel-timing.ts), so the lid's time comes out
 * of the spin, not on top of it.
 */
export function openingTimeline(drops: readonly { grade: number }[], reduced: boolean): OpeningTimeline {
  const lidMs = reduced ? 0 : LID_MS;
  const reels = drops.map((_, i) => {
    const stopMs = reduced ? REDUCED_SPIN_MS : reelStopMs(i);
    return { delayMs: lidMs, spinMs: stopMs - lidMs, stopMs };
  });
  const lastStop = reels.reduce((m, r) => Math.max(m, r.stopMs), 0);
  return { lidMs, reels, resultMs: lastStop + (reduced ? 0 : REVEAL_HOLD_MS[topTier(drops)]) };
}

/** The reel whose passing cards tick: the one that stops last, so the ticks slow with the last reel. */
export function tickingReel(timeline: OpeningTimeline): number {
  let at = 0;
  timeline.reels.forEach((r, i) => {
    if (r.stopMs >= timeline.reels[at].stopMs) at = i;
  });
  return at;
}

export interface ReelLayout {
  /** Card width, px. */
  itemWidth: number;
  gap: number;
  /** Several reels stacked: shorter cards (five reels and the open button fit a 1280×800 screen). */
  compact: boolean;
}

/** Cards as large as the stage allows: one reel gets the widest, five stacked the shortest. */
export function reelLayout(count: number): ReelLayout {
  if (count <= 1) return { itemWidth: 176, gap: 8, compact: false };
  if (count === 2) return { itemWidth: 150, gap: 6, compact: false };
  return { itemWidth: 112, gap: 4, compact: true };
}

export interface PlannedReel<T> {
  strip: T[];
  landingIndex: number;
  /** Where inside the winner the line stops, px from its centre. */
  jitter: number;
}

/**
 * One strip per drop, in the drops' order: drop i sits at the landing index of strip i, and every
 * other card (its neighbours too) is drawn from the case's table by the published odds, never
 * placed to look like a near miss.
 */
export function planReels<T extends ReelItem & Weighted, W extends ReelItem>(
  table: readonly T[],
  drops: readonly W[],
  layout: Pick<ReelGeometry, 'itemWidth' | 'gap'>,
  rng: Rng,
): PlannedReel<T | W>[] {
  return drops.map((drop) => ({
    strip: buildReelStrip(table, drop, { rng }),
    landingIndex: REEL_LANDING_INDEX,
    jitter: randomJitter({ ...layout, viewportWidth: 0 }, rng),
  }));
}
