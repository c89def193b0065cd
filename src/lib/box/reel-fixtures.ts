// What the reel and opening-show tests share: a table row maker and a reproducible generator.
import type { Grade, Ornament } from '../../shared/contracts/box.ts';
import type { Rng } from './reel.ts';

/** A row of a case's table with the fields the reel reads. */
export function tableItem(ornamentId: number, ticketFrom: number, ticketTo: number, grade: Grade = 3) {
  const rarity: Ornament['rarity'] = { key: 'k', color: '#fff', name: 'n' };
  return { ornamentId, name: `i${ornamentId}`, image: '', rarity, weaponType: 'rifle', grade, ticketFrom, ticketTo };
}

/** A seeded generator (mulberry32), so the strips are reproducible. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A knife at 0.26 %, a classified at ~10 %, the rest common. */
export const TABLE = [tableItem(1, 1, 2_600, 0), tableItem(2, 2_601, 100_000, 2), tableItem(3, 100_001, 1_000_000, 3)];
