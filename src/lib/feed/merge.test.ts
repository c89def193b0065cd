import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_CAP } from '../../shared/contracts/feed.ts';
import { drop, ids } from './fixtures.ts';
import { isTopDrop, mergeNewer, mergeNewerTop, mergeOlder, mergeOlderTop } from './merge.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => drop(from + i));

describe('live feed merge rules', () => {
  it('puts new drops at the front, newest first', () => {
    const current = [drop(2), drop(1)];
    expect(ids(mergeNewer(current, [drop(4), drop(3)]))).toEqual(['4', '3', '2', '1']);
  });

  it('ignores a drop whose id is already listed, keeping its place', () => {
    const current = [drop(3), drop(2), drop(1)];
    const merged = mergeNewer(current, [drop(1)]);
    expect(ids(merged)).toEqual(['3', '2', '1']);
    // Unchanged list: the same array, so subscribers are not woken.
    expect(merged).toBe(current);
  });

  it('de-duplicates inside one batch too', () => {
    expect(ids(mergeNewer([], [drop(5), drop(5), drop(4)]))).toEqual(['5', '4']);
  });

  it('caps the list at 20, dropping the oldest', () => {
    const current = range(1, 20).reverse(); // 20..1
    const merged = mergeNewer(current, [drop(21)]);
    expect(merged).toHaveLength(FEED_CAP);
    expect(merged[0].id).toBe('21');
    expect(ids(merged)).not.toContain('1');
  });

  it('keeps seeded (older) drops behind the ones that arrived live meanwhile', () => {
    const live = [drop(10)];
    const seed = [drop(10), drop(9), drop(8)];
    expect(ids(mergeOlder(live, seed))).toEqual(['10', '9', '8']);
    expect(mergeOlder(range(1, 20), range(30, 40))).toHaveLength(FEED_CAP);
  });

  it('top list keeps grades 0 and 1 only', () => {
    expect(isTopDrop(drop(1, 0))).toBe(true);
    expect(isTopDrop(drop(1, 1))).toBe(true);
    expect(isTopDrop(drop(1, 2))).toBe(false);
    expect(isTopDrop(drop(1, 3))).toBe(false);
    const merged = mergeNewerTop([drop(1, 1)], [drop(4, 3), drop(3, 0), drop(2, 2)]);
    expect(ids(merged)).toEqual(['3', '1']);
    expect(ids(mergeOlderTop([], [drop(7, 2), drop(6, 1), drop(5, 0)]))).toEqual(['6', '5']);
  });

  it('property: the result has unique ids, at most 20, and every fresh id comes first in order', () => {
    const arbDrops = fc.array(fc.record({ id: fc.integer({ min: 1, max: 40 }), grade: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3) }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(arbDrops, arbDrops, (a, b) => {
        const current = mergeNewer([], a.map((x) => drop(x.id, x.grade)));
        const merged = mergeNewer(current, b.map((x) => drop(x.id, x.grade)));
        const list = ids(merged);
        expect(new Set(list).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(FEED_CAP);
        const known = new Set(ids(current));
        const fresh = [...new Set(b.map((x) => String(x.id)))].filter((id) => !known.has(id));
        expect(list.slice(0, Math.min(fresh.length, FEED_CAP))).toEqual(fresh.slice(0, FEED_CAP));
        const top = mergeNewerTop([], merged);
        expect(top.every(isTopDrop)).toBe(true);
      }),
    );
  });
});
