// Live feed list rules (the spec's states): new drops go to the front, an id appears once, 20 at most.
// The top-drop list keeps only grades 0 and 1 under the same rules. Pure, so tests need no socket.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { FEED_CAP } from '../../shared/constants.ts';

/** Grades 0 (knives, gloves) and 1 (covert) are the top grades (contracts/box.ts). */
export function isTopDrop(drop: Pick<DropRecord, 'grade'>): boolean {
  return drop.grade === 0 || drop.grade === 1;
}

/**
 * `incoming` (newest first) in front of `current`. A drop whose id is already listed is
 * ignored: a repeated message must not move an old drop back to the front. Returns `current`
 * itself when nothing changes, so subscribers are not woken for a duplicate.
 */
export function mergeNewer(current: readonly DropRecord[], incoming: readonly DropRecord[], cap = FEED_CAP): DropRecord[] {
  const seen = new Set(current.map((d) => d.id));
  const fresh: DropRecord[] = [];
  for (const d of incoming) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    fresh.push(d);
  }
  if (fresh.length === 0 && current.length <= cap) return current as DropRecord[];
  return [...fresh, ...current].slice(0, cap);
}

/**
 * `older` (newest first, e.g. the lastDrop answer) behind `current`: live drops that arrived
 * while the seed request was in flight are newer than anything in it, so they stay in front.
 */
export function mergeOlder(current: readonly DropRecord[], older: readonly DropRecord[], cap = FEED_CAP): DropRecord[] {
  const seen = new Set(current.map((d) => d.id));
  const out = [...current];
  for (const d of older) {
    if (out.length >= cap) break;
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    out.push(d);
  }
  return out.slice(0, cap);
}

/** Only top grades survive; like mergeNewer, returns `current` itself when nothing changes. */
export function mergeNewerTop(current: readonly DropRecord[], incoming: readonly DropRecord[], cap = FEED_CAP): DropRecord[] {
  const tops = current.every(isTopDrop) ? current : current.filter(isTopDrop);
  return mergeNewer(tops, incoming.filter(isTopDrop), cap);
}

export function mergeOlderTop(current: readonly DropRecord[], older: readonly DropRecord[], cap = FEED_CAP): DropRecord[] {
  return mergeOlder(current.filter(isTopDrop), older.filter(isTopDrop), cap);
}
