// The opening reel: a strip of items that scrolls sideways and stops on the item the server
// rolled. The outcome is never chosen here: the filler is decoration drawn from the case's own
// table (weighted by its published ticket ranges, so it looks like the odds), and the winner the
// API returned is put at a fixed index that the animation centres.
import type { Ornament } from '../../shared/contracts/box.ts';

/** Random number in [0, 1). Injected so tests are deterministic. */
export type Rng = () => number;

export type ReelItem = Pick<Ornament, 'ornamentId' | 'name' | 'image' | 'rarity' | 'weaponType' | 'weapon' | 'grade'>;

export interface Weighted {
  ticketFrom: number;
  ticketTo: number;
}

export const REEL_LENGTH = 50;
/** Far enough from the end that the strip never runs out while the winner is centred. */
export const REEL_LANDING_INDEX = 42;

/** An item drawn with probability proportional to its ticket range (its published odds). */
export function pickWeighted<T extends Weighted>(table: readonly T[], rng: Rng): T {
  if (table.length === 0) throw new RangeError('pickWeighted: empty table');
  const weight = (t: T) => Math.max(0, t.ticketTo - t.ticketFrom + 1);
  const total = table.reduce((sum, t) => sum + weight(t), 0);
  if (total <= 0) return table[Math.min(table.length - 1, Math.floor(rng() * table.length))];
  let r = Math.floor(rng() * total);
  for (const t of table) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return table[table.length - 1];
}

export interface StripOptions {
  rng: Rng;
  length?: number;
  landingIndex?: number;
}

/** `length` items; `strip[landingIndex]` is `winner`, every other one is weighted filler. */
export function buildReelStrip<T extends ReelItem & Weighted, W extends ReelItem>(
  table: readonly T[],
  winner: W,
  { rng, length = REEL_LENGTH, landingIndex = REEL_LANDING_INDEX }: StripOptions,
): (T | W)[] {
  if (landingIndex < 0 || landingIndex >= length) throw new RangeError('buildReelStrip: landing index outside the strip');
  const strip: (T | W)[] = [];
  for (let i = 0; i < length; i++) strip.push(i === landingIndex || table.length === 0 ? winner : pickWeighted(table, rng));
  return strip;
}

export interface ReelGeometry {
  /** Width of one tile, px. */
  itemWidth: number;
  /** Space between tiles, px. */
  gap: number;
  /** Width of the visible window, px. */
  viewportWidth: number;
}

/** The largest distance from a tile's centre that still stops inside it, leaving a margin. */
export function maxJitter(g: ReelGeometry): number {
  return Math.max(0, g.itemWidth / 2 - Math.min(8, g.itemWidth / 4));
}

/**
 * translateX (px, <= 0) that puts the viewport's centre line on tile `index`, `jitter` px off the
 * tile's centre (clamped to maxJitter so the line always stays inside the winner).
 */
export function landingOffset(index: number, g: ReelGeometry, jitter = 0): number {
  const j = Math.max(-maxJitter(g), Math.min(maxJitter(g), jitter));
  const centre = index * (g.itemWidth + g.gap) + g.itemWidth / 2 + j;
  return -(centre - g.viewportWidth / 2);
}

/** The tile under the viewport's centre line at translateX `offset` (-1 when between tiles). */
export function tileAtCentre(offset: number, g: ReelGeometry): number {
  const x = g.viewportWidth / 2 - offset;
  const stride = g.itemWidth + g.gap;
  const index = Math.floor(x / stride);
  return x - index * stride < g.itemWidth ? index : -1;
}

/** A random stop point inside the winner, so every spin does not end dead centre. */
export function randomJitter(g: ReelGeometry, rng: Rng): number {
  return (rng() * 2 - 1) * maxJitter(g);
}
