// The record centre's lists (/personal/flow): balance records by balance type, recharges, case
// openings (openings.ts), battles, dream attempts, shop purchases and giveaway entries, each paged
// (docs/decisions/0041-paged-lists.md) and loaded the first time its tab shows. Take-backs have
// their own store (withdrawals.ts).
import { battleApi } from '../api/battle.ts';
import { dreamApi } from '../api/dream.ts';
import { endpoints, PAGE_SIZE } from '../api/endpoints.ts';
import { giveawayApi } from '../api/giveaway.ts';
import { shopApi } from '../api/shop.ts';
import { createFilteredList, createPagedList, type PagedList } from '../paged.ts';
import { openingRecords } from './openings.ts';

/** The balance log's type filter (the spec's fields): -1 all, 1 balance, 2 secondary, 3 points, 4 gold coins. */
export const balanceRecords = createFilteredList({ type: -1 }, (f, page) => endpoints.balanceLog(page, {}, f.type));
export const rechargeRecords = createPagedList((page) => endpoints.rechargeRecords(page));
export const battleRecords = createPagedList((page) => battleApi.mine(-1, page));
export const shopRecords = createPagedList((page) => shopApi.myOrders(page, PAGE_SIZE));
export const dreamRecords = createPagedList((page) => dreamApi.log(page));
export const rollRecords = createPagedList((page) => giveawayApi.myEntries(page, PAGE_SIZE));

const OTHERS: PagedList<unknown>[] = [rechargeRecords, openingRecords, battleRecords, shopRecords, dreamRecords, rollRecords];

/** A tab shows: its first page, unless it has loaded already. */
export function showRecords(list: PagedList<unknown>): void {
  if (!list.$state.get().data) void list.load(1);
}

/** Another balance type: its list from nothing, page 1 (the same type asks nothing). */
export function filterBalanceRecords(type: number): void {
  if (balanceRecords.$filters.get().type !== type) void balanceRecords.start({ type });
}

/** Signed out: every list forgotten (the balance type stays chosen). */
export function forgetRecords(): void {
  for (const list of OTHERS) list.reset();
  balanceRecords.reset(true);
}

/** The page left: every list forgotten and the balance type back to all. */
export function resetRecords(): void {
  for (const list of OTHERS) list.reset();
  balanceRecords.reset();
}
