// The record centre's take-back tab: the player's withdrawal records by state, paged
// (docs/decisions/0041-paged-lists.md). Each page carries the tag of its live events, so the tab
// can follow them (listenOwnWithdrawals) and read the page again when one changes.
import { withdrawalApi } from '../api/withdrawal.ts';
import { createFilteredList } from '../paged.ts';

let liveTag: string | null = null;

/** A WITHDRAW_STATE, or -1 for every state. */
export const withdrawalRecords = createFilteredList({ state: -1 }, async (f, page) => {
  const p = await withdrawalApi.page(page, f.state);
  liveTag = p.liveTag;
  return p;
});

/** The live events' tag of the last page read (null before any). */
export const withdrawalLiveTag = (): string | null => liveTag;

/** Another state: its list from nothing, page 1 (the same state asks nothing). */
export function filterWithdrawalRecords(state: number): void {
  if (withdrawalRecords.$filters.get().state !== state) void withdrawalRecords.start({ state });
}
