// The backpack's list: it asks with the source and sort beside it, page 1 after a change, and
// leaving the page starts the next visit from the first filters.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ page: vi.fn() }));
vi.mock('../api/bag.ts', () => ({ bagApi: api }));
const { $bagFilters, bagList, filterBag, leaveBag } = await import('./list.ts');

beforeEach(() => {
  api.page.mockReset().mockImplementation(async (q: { page: number }) => ({ list: [], total: 30, page: q.page, pageSize: 10 }));
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
