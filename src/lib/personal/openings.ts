// The record centre's openings tab (/personal/flow?tab=openings): the player's case openings,
// newest first, 15 a page like the other tabs (docs/decisions/0041-paged-lists.md). Loaded the
// first time the tab shows and forgotten on sign-out or leaving the page, with the other tabs'
// lists (records.ts showRecords, forgetRecords, resetRecords).
import type { OpeningPrize, OpeningRecord } from '../../shared/contracts/openings.ts';
import { parseYuan } from '../../shared/money.ts';
import { openingsApi } from '../api/openings.ts';
import { PAGE_SIZE } from '../api/endpoints.ts';
import { createPagedList } from '../paged.ts';

export const openingRecords = createPagedList((page) => openingsApi.page(page, PAGE_SIZE));

/**
 * The prizes as a row shows them: the most valuable first (what a player looks for first);
 * equal prices keep the order rolled.
 */
export function prizesByValue(record: Pick<OpeningRecord, 'prizes'>): OpeningPrize[] {
  const fen = (p: OpeningPrize) => parseYuan(p.price) ?? 0n;
  return [...record.prizes].sort((a, b) => (fen(b) > fen(a) ? 1 : fen(b) < fen(a) ? -1 : 0));
}
