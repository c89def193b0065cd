// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkinSummary } from '../../shared/contracts/skin.ts';
import { NO_FILTERS } from '../../lib/skin/catalogue.ts';
import { ok } from '../box/fixtures.ts';
import SkinCatalogue, { filtersFromSearch, priceProblem, searchOf } from './SkinCatalogue.tsx';

const skin = (id: number, name: string): SkinSummary => ({
  ornamentId: id, name, image: `/i/${id}.webp`, rarity: { key: 'covert', color: '#eb4b4b', name: 'Covert' }, price: '10.00', grade: 1,
  weaponType: 'ak', wear: 'FT', wearName: 'Field-Tested', statTrak: false, category: 'ak', caseCount: 1,
});

describe('the address of the filters', () => {
  it('reads what it knows and drops the rest', () => {
    expect(filtersFromSearch('?search=ak&category=awp&rarity=covert&minPrice=1.5&maxPrice=x&sort=price_asc&page=3')).toEqual({
      filters: { search: 'ak', category: 'awp', rarity: 'covert', minPrice: '1.5', maxPrice: '', sort: 'price_asc' }, page: 3,
    });
    expect(filtersFromSearch('?category=knife&rarity=legendary&sort=name&page=-2')).toEqual({ filters: NO_FILTERS, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(searchOf(NO_FILTERS, 1)).toBe('');
    const f = { ...NO_FILTERS, search: '红线 ak', category: 'ak', maxPrice: '50' };
    expect(filtersFromSearch(searchOf(f, 2))).toEqual({ filters: f, page: 2 });
  });

  it('a price range the server would refuse waits', () => {
    expect(priceProblem({ ...NO_FILTERS, minPrice: '10', maxPrice: '5' })).toBe(true);
    expect(priceProblem({ ...NO_FILTERS, minPrice: '1.234' })).toBe(true);
    expect(priceProblem({ ...NO_FILTERS, minPrice: '5', maxPrice: '5' })).toBe(false);
  });
});

describe('/skin', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/skin');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('an answer to an older request never replaces the newer one', async () => {
    let releaseOld: () => void = () => {};
    fetch.mockImplementation(async (url) => {
      if (url.includes('category=dagger')) {
        await new Promise<void>((r) => (releaseOld = r));
        return ok({ list: [skin(1, 'Old knife')], total: 1, page: 1, pageSize: 24 });
      }
      if (url.includes('category=awp')) return ok({ list: [skin(2, 'New AWP')], total: 1, page: 1, pageSize: 24 });
      return ok({ list: [skin(3, 'Anything')], total: 1, page: 1, pageSize: 24 });
    });
    render(<SkinCatalogue lang="en" />);
    await screen.findByText('Anything');
    fireEvent.click(screen.getByRole('radio', { name: 'Knives' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u.includes('category=dagger'))).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'AWP' }));
    await screen.findByText('New AWP');
    releaseOld();
    // Let the held answer arrive and be read (macrotask turns, no clock involved).
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText('Old knife')).toBeNull();
    expect(screen.getByText('New AWP')).toBeTruthy();
    expect(location.search).toBe('?category=awp');
  });

  it('a bad price range shows why, marks both fields, and a good one is asked', async () => {
    fetch.mockImplementation(async () => ok({ list: [skin(3, 'Anything')], total: 1, page: 1, pageSize: 24 }));
    render(<SkinCatalogue lang="en" />);
    await screen.findByText('Anything');
    fireEvent.change(screen.getByTestId('skin-min-price'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('skin-max-price'), { target: { value: '5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid price range');
    expect(screen.getByTestId('skin-max-price').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByTestId('skin-max-price'), { target: { value: '50' } });
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u.includes('minPrice=10') && u.includes('maxPrice=50'))).toBe(true));
    expect(fetch.mock.calls.some(([u]) => u.includes('maxPrice=5&') || u.endsWith('maxPrice=5'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
