// /personal/free-boxes: the player's free cases by state (one page: a player holds few), and
// opening one. Nothing is paid: the server takes a free case.
import type { BoxDetail, OpenBoxResult } from '../../shared/contracts/box.ts';
import type { FreeBoxView } from '../../shared/contracts/rewards/coupons.ts';
import { boxApi } from '../api/box.ts';
import { couponApi } from '../api/coupons.ts';
import { createFilteredList } from '../paged.ts';

export interface FreeBoxFilters {
  /** A HOLDING_STAT, or -1 for every state. */
  stat: number;
}

export const freeBoxes = createFilteredList<FreeBoxFilters, FreeBoxView>({ stat: -1 }, (f, page) => couponApi.freeBoxes(f.stat, page));

/**
 * Opens one free case. The case's table (for the reel) is asked alongside; without it (a failed
 * request) `box` is null and the result shows at once. A refusal rejects (the request client has
 * shown why: no free case left, the case retired).
 */
export async function openFreeBox(boxId: number): Promise<{ result: OpenBoxResult; box: BoxDetail | null }> {
  const detail = boxApi.detail(boxId).catch(() => null);
  const result = await couponApi.openFree(boxId, 1);
  return { result, box: await detail };
}
