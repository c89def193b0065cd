import { describe, expect, it } from 'vitest';
import { ITEM_STATE } from '../../shared/contracts/bag.ts';
import {
  EMPTY_SELECTION,
  isSellable,
  pageSelected,
  selectedIds,
  selectionTotal,
  toggleItem,
  togglePage,
  withoutIds,
} from './selection.ts';

const item = (id: string, recoveryPrice: string, state: number = ITEM_STATE.inBag) => ({ id, recoveryPrice, state });

describe('backpack selection', () => {
  it('toggles items and keeps an exact running total', () => {
    let sel = toggleItem(EMPTY_SELECTION, item('1', '0.10'));
    sel = toggleItem(sel, item('2', '0.20'));
    // 0.1 + 0.2 in floating point is 0.30000000000000004; money must not be.
    expect(selectionTotal(sel)).toBe('0.30');
    sel = toggleItem(sel, item('3', '1234.56'));
    expect(selectionTotal(sel)).toBe('1234.86');
    sel = toggleItem(sel, item('1', '0.10'));
    expect(selectionTotal(sel)).toBe('1234.76');
    expect(selectedIds(sel)).toEqual(['2', '3']);
  });

  it('never selects an item that is not in the backpack', () => {
    expect(isSellable(item('1', '1', ITEM_STATE.sold))).toBe(false);
    expect(toggleItem(EMPTY_SELECTION, item('1', '5', ITEM_STATE.withdrawing)).size).toBe(0);
  });

  it('select-all on the page takes every sellable item, and a second click clears the page', () => {
    const page = [item('1', '1.00'), item('2', '2.00'), item('3', '3.00', ITEM_STATE.sold)];
    let sel = toggleItem(EMPTY_SELECTION, item('9', '9.00')); // from another page
    sel = togglePage(sel, page);
    expect(selectedIds(sel).sort()).toEqual(['1', '2', '9']);
    expect(pageSelected(sel, page)).toBe(true);
    expect(selectionTotal(sel)).toBe('12.00');
    sel = togglePage(sel, page);
    expect(selectedIds(sel)).toEqual(['9']);
    expect(pageSelected(sel, page)).toBe(false);
  });

  it('a page with nothing sellable is never "all selected"', () => {
    expect(pageSelected(EMPTY_SELECTION, [])).toBe(false);
    expect(pageSelected(EMPTY_SELECTION, [item('1', '1', ITEM_STATE.sold)])).toBe(false);
  });

  it('forgets sold ids without touching the rest', () => {
    const sel = togglePage(EMPTY_SELECTION, [item('1', '1.00'), item('2', '2.50')]);
    const after = withoutIds(sel, ['1']);
    expect(selectedIds(after)).toEqual(['2']);
    expect(selectionTotal(after)).toBe('2.50');
    expect(selectedIds(sel)).toEqual(['1', '2']); // the old value is untouched
  });
});
