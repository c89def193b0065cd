// Backpack multi-select: the chosen items with their recovery prices, so the running total
// stays right across pages and filters. Immutable maps, so a React state update is a new value.
import type { BagItem } from '../../shared/contracts/bag.ts';
import { ITEM_STATE } from '../../shared/constants.ts';
import { sumYuan } from '../money.ts';

export type Selection = ReadonlyMap<string, string>; // item id -> recovery price
export type Selectable = Pick<BagItem, 'id' | 'recoveryPrice' | 'state'>;

export const EMPTY_SELECTION: Selection = new Map();

/** Only items still in the backpack can be sold; sold, withdrawing or used ones cannot. */
export function isSellable(item: Pick<BagItem, 'state'>): boolean {
  return item.state === ITEM_STATE.inBag;
}

export function toggleItem(sel: Selection, item: Selectable): Selection {
  const next = new Map(sel);
  if (next.has(item.id)) next.delete(item.id);
  else if (isSellable(item)) next.set(item.id, item.recoveryPrice);
  return next;
}

/** Whether every sellable item of the page is chosen (false for a page with none). */
export function pageSelected(sel: Selection, items: readonly Selectable[]): boolean {
  const sellable = items.filter(isSellable);
  return sellable.length > 0 && sellable.every((i) => sel.has(i.id));
}

/** Select-all on the page: chooses every sellable item of it, or, when all are chosen, none of them. */
export function togglePage(sel: Selection, items: readonly Selectable[]): Selection {
  const next = new Map(sel);
  if (pageSelected(sel, items)) for (const i of items) next.delete(i.id);
  else for (const i of items) if (isSellable(i)) next.set(i.id, i.recoveryPrice);
  return next;
}

export function selectionTotal(sel: Selection): string {
  return sumYuan(sel.values());
}

export function selectedIds(sel: Selection): string[] {
  return [...sel.keys()];
}

/** Forget what is gone: after a sale, or items that no longer show as sellable. */
export function withoutIds(sel: Selection, ids: Iterable<string>): Selection {
  const next = new Map(sel);
  for (const id of ids) next.delete(id);
  return next;
}
