// Case contents in value order, most valuable first (the API sorts them already; this keeps
// the page right if it ever does not). Prices compare as integer fen, never as floats.
import type { BoxItem } from '../../shared/contracts/box.ts';
import { parseYuan } from '../../shared/money.ts';

export function byValueDesc<T extends Pick<BoxItem, 'price' | 'ticketFrom'>>(items: readonly T[]): T[] {
  const fen = (p: string) => parseYuan(p) ?? 0n;
  return [...items].sort((a, b) => {
    const d = fen(b.price) - fen(a.price);
    return d === 0n ? a.ticketFrom - b.ticketFrom : d > 0n ? 1 : -1;
  });
}

/** The best (lowest) grade among drops: decides the landing sound. */
export function bestGrade(drops: readonly { grade: number }[]): number {
  return drops.reduce((g, d) => Math.min(g, d.grade), 3);
}

/** Grades 0 (knives, gloves) and 1 (covert): a rare drop, which gets its own reveal. */
export function isRare(drop: { grade: number }): boolean {
  return drop.grade <= 1;
}
