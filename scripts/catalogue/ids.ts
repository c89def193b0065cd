// Catalogue ids are derived, never assigned: the same skin, wear and StatTrak™ flag get the same id
// on every run and across cs2-lib upgrades (cs2-lib keeps its item ids stable for saved inventories).
//   id = cs2-lib item id × 10 + wear index × 2 + (StatTrak ? 1 : 0)
// wear index: FN 0, MW 1, FT 2, WW 3, BS 4, so the last digit is 0..9 and never collides.
import type { WearKey } from '../../src/server/modules/boxes/data/types.ts';
import { WEARS } from '../../src/server/modules/boxes/data/wear.ts';

export function catalogueId(cs2Id: number, wear: WearKey, statTrak: boolean): number {
  return cs2Id * 10 + WEARS.indexOf(wear) * 2 + (statTrak ? 1 : 0);
}

export function decodeCatalogueId(id: number): { cs2Id: number; wear: WearKey; statTrak: boolean } {
  const digit = id % 10;
  return { cs2Id: Math.floor(id / 10), wear: WEARS[digit >> 1], statTrak: (digit & 1) === 1 };
}
