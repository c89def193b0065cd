// The backpack's list: it asks with the source and sort beside it, page 1 after a change, and
// leaving the page starts the next visit from the first filters.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ page: vi.fn() }));
vi.mock('../api/bag.ts', () => ({ bagApi: api }));
const { $bagFiltered, $bagFilters, $bagSearch, $bagValue, BAG_SEARCH_DELAY_MS, bagList, clearBagFilters, filterBag, leaveBag, searchBag } = await import('./list.ts');

beforeEach(() => {
  api.page.mockReset().mockImplementation(async (q: { page: number }) => ({ list: [], total: 30, page: q.page, pageSize: 10, totalValue: '12.50' }));
  leaveBag();
});

describe('bag list', () => {
  it('asks with the filters, and page 1 after a change', async () => {
    await bagList.load(2);
    await filterBag({ moduleId: 3 });
    await filterBag({ sort: { orderBy: 'price', order: 'asc' } });
    expect(api.page.mock.calls.map(([q]) => [q.moduleId, q.orderBy, q.order, q.page])).toEqual([
      [-1, 'time', 'desc', 2], [3, 'time', 'desc', 1], [3, 'price', 'asc', 1],
    ]);
    leaveBag();
    expect($bagFilters.get().moduleId).toBe(-1);
    expect(bagList.$state.get().data).toBeNull();
  });
});

describe('the collection view', () => {
  it('names the total value of what matches, and whether a filter narrows the list', async () => {
    expect($bagValue.get()).toBeNull();
    await bagList.load(1);
    expect($bagValue.get()).toBe('12.50');
    expect($bagFiltered.get()).toBe(false);
    await filterBag({ rarity: 'covert', state: -1 });
    expect($bagFiltered.get()).toBe(true);
    expect(api.page.mock.calls.at(-1)![0]).toMatchObject({ rarity: 'covert', state: -1, name: '', page: 1 });
    await clearBagFilters();
    expect($bagFiltered.get()).toBe(false);
    expect(api.page.mock.calls.at(-1)![0]).toMatchObject({ rarity: 'all', state: 0, moduleId: -1, page: 1 });
  });

  it('asks for a name once the typing pauses, and leaving drops a search still waiting', async () => {
    vi.useFakeTimers();
    try {
      await bagList.load(1);
      searchBag('a');
      searchBag('ak ');
      expect($bagSearch.get()).toBe('ak ');
      vi.advanceTimersByTime(BAG_SEARCH_DELAY_MS - 1);
      expect(api.page).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(api.page).toHaveBeenCalledTimes(2);
      expect(api.page.mock.calls[1][0]).toMatchObject({ name: 'ak', page: 1 });
      searchBag('awp');
      leaveBag();
      vi.advanceTimersByTime(BAG_SEARCH_DELAY_MS);
      expect(api.page).toHaveBeenCalledTimes(2);
      expect($bagSearch.get()).toBe('');
      expect($bagFilters.get().name).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
