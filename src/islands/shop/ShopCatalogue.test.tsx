// @vitest-environment happy-dom
// The shop page: filters ask page 1 again, and an answer to an older request that arrives after
// a newer one's is dropped (the spec's states), so the grid never shows the list of a filter left behind.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import ShopCatalogue from './ShopCatalogue.tsx';

const item = (ornamentId: number, name: string, weaponType: string) => ({
  ornamentId, name, image: '', rarity: { key: 'covert', color: '#eb4b4b', name: '隐秘' }, price: '12.00', marketPrice: '10.00',
  grade: 1, weaponType, wear: 'FN', wearName: '崭新出厂', statTrak: false,
});

describe('shop page', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let releaseFirst: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/shop');
    fetch.mockImplementation(async (url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('category') === 'ak') return ok({ list: [item(2, 'AK-47 | Redline', 'ak')], total: 1, page: 1, pageSize: 24 });
      // The first (unfiltered) answer comes late, after the AK answer.
      await new Promise<void>((resolve) => { releaseFirst = resolve; });
      return ok({ list: [item(1, '★ Karambit | Fade', 'knife')], total: 2658, page: 1, pageSize: 24 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('drops the answer of an older request that arrives after a newer one', async () => {
    render(<ShopCatalogue lang="zh-CN" />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('radio', { name: 'AK' }));
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(1));
    expect(screen.getByTestId('shop-card').getAttribute('data-ornament-id')).toBe('2');
    releaseFirst();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByTestId('shop-card').map((c) => c.getAttribute('data-ornament-id'))).toEqual(['2']);
    expect(screen.getByTestId('shop-total').textContent).toBe('共 1 件饰品');
    expect(location.search).toBe('?category=ak');
    const [url] = fetch.mock.calls[1];
    expect(url).toContain('/api/shop/list?');
    expect(url).toContain('category=ak');
  });
});
