// The openings tab's store, shown and forgotten as the other tabs' lists (records.ts): its first
// page once, the page size of the other tabs, paging on, a forgotten list asking again, a failure
// kept apart from an empty list, and the prizes most valuable first.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningPrize } from '../../shared/contracts/openings.ts';

const openings = vi.hoisted(() => ({ page: vi.fn() }));
vi.mock('../api/openings.ts', () => ({ openingsApi: openings }));

const { openingRecords, prizesByValue } = await import('./openings.ts');
const { forgetRecords, showRecords } = await import('./records.ts');
const showOpenings = () => showRecords(openingRecords);

const answer = (page: number, total = 20) => ({ list: [{ id: String(page) }], total, page, pageSize: 15 });

beforeEach(() => {
  openings.page.mockReset();
  forgetRecords();
});

describe('openings store', () => {
  it('loads page 1, 15 a page, once however often the tab shows, then pages on', async () => {
    openings.page.mockImplementation(async (page: number) => answer(page));
    showOpenings();
    await vi.waitFor(() => expect(openingRecords.$state.get().data?.page).toBe(1));
    showOpenings();
    expect(openings.page).toHaveBeenCalledTimes(1);
    expect(openings.page).toHaveBeenCalledWith(1, 15);
    await openingRecords.next();
    expect(openingRecords.$state.get()).toMatchObject({ page: 2, data: { list: [{ id: '2' }] }, loading: false });
    // Two pages of 15 hold 20: no third.
    await openingRecords.next();
    expect(openings.page).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on sign-out, so the next showing asks again, and an answer in flight is dropped', async () => {
    let resolve!: (v: unknown) => void;
    openings.page.mockReturnValueOnce(new Promise((r) => { resolve = r; }));
    showOpenings();
    forgetRecords();
    resolve(answer(1));
    await Promise.resolve();
    expect(openingRecords.$state.get().data).toBeNull();
    openings.page.mockResolvedValueOnce(answer(1, 1));
    showOpenings();
    await vi.waitFor(() => expect(openingRecords.$state.get().data?.total).toBe(1));
    expect(openings.page).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure to show with a retry, not an empty list', async () => {
    openings.page.mockRejectedValueOnce(new Error('down'));
    showOpenings();
    await vi.waitFor(() => expect(openingRecords.$state.get().error).toBe('down'));
    expect(openingRecords.$state.get().data).toBeNull();
  });

  it('shows the prizes most valuable first, a tie in the order rolled', () => {
    const prize = (rollId: string, price: string) => ({ rollId, price }) as OpeningPrize;
    const sorted = prizesByValue({ prizes: [prize('1', '0.50'), prize('2', '12.00'), prize('3', '0.50'), prize('4', '2.10')] });
    expect(sorted.map((p) => p.rollId)).toEqual(['2', '4', '1', '3']);
  });
});
