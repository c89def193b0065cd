// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user, $wallet } from '../../lib/stores/user.ts';
import Backpack from './Backpack.tsx';
import { sentBody } from '../../lib/test-support.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

function bagItem(id: string, recoveryPrice: string, state = 0): BagItem {
  return {
    id,
    recoveryPrice,
    state,
    moduleId: 1,
    createTime: '2026-01-01T00:00:00Z',
    ornamentId: Number(id),
    name: `item ${id}`,
    image: '',
    rarity: { key: 'k', color: '#4b69ff', name: 'n' },
    price: recoveryPrice,
    grade: 2,
    weaponType: 'pistol',
    wear: 'FT',
    wearName: '久经沙场',
    statTrak: false,
  };
}

describe('backpack', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const listCalls = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/profile/getMyOrnamentPage')).map(([url]) => url);
  let items: BagItem[];

  beforeEach(() => {
    items = [bagItem('1', '0.10'), bagItem('2', '0.20'), bagItem('3', '5.00', 1)];
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/profile/getMyOrnamentPage')) return ok({ list: items, total: items.length, page: 1, pageSize: 15 });
      if (url === '/api/profile/exchangeQuantity') {
        const sold = new URLSearchParams(sentBody(init)).get('ids')!.split(',');
        items = items.filter((i) => !sold.includes(i.id));
        return ok({ count: sold.length, amount: '0.30', balance: '10.30' });
      }
      throw new Error(url);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
  });

  it('asks a signed-out visitor to log in and loads nothing', async () => {
    render(<Backpack lang="zh-CN" />);
    expect((await screen.findByTestId('bag-login-prompt')).textContent).toBe('请登录后查看背包');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names both prices on each item: the catalogue price and what selling it back pays', async () => {
    items = [{ ...bagItem('1', '5.55'), price: '5.85' }];
    setToken('tok');
    render(<Backpack lang="zh-CN" />);
    expect((await screen.findByTestId('bag-item-price')).textContent).toBe('饰品价格¥5.85');
    expect(screen.getByTestId('bag-item-recovery').textContent).toBe('回收价¥5.55');
  });

  it('shows the empty state', async () => {
    setToken('t');
    items = [];
    render(<Backpack lang="zh-CN" />);
    expect((await screen.findByTestId('bag-empty')).textContent).toContain('背包里还没有饰品');
  });

  it('filters by source and sorts by price, asking from page 1', async () => {
    setToken('t');
    render(<Backpack lang="zh-CN" />);
    await screen.findAllByTestId('bag-item');
    expect(listCalls()[0]).toBe('/api/profile/getMyOrnamentPage?orderBy=time&order=desc&moduleId=-1&page=1&pageSize=15');
    fireEvent.click(within(screen.getByTestId('bag-source')).getByRole('radio', { name: '对战' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('moduleId=2'));
    fireEvent.change(screen.getByTestId('bag-sort'), { target: { value: 'price:asc' } });
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/profile/getMyOrnamentPage?orderBy=price&order=asc&moduleId=2&page=1&pageSize=15'));
  });

  it('select-all takes the sellable items, totals them exactly, and sells after confirmation', async () => {
    setToken('t');
    $user.set({ balance: '10.00' } as never);
    render(<Backpack lang="zh-CN" />);
    await screen.findAllByTestId('bag-item');
    expect(screen.getByTestId('bag-sell')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('bag-select-all'));
    const summary = screen.getByTestId('bag-selected');
    expect(summary.getAttribute('data-count')).toBe('2'); // the sold item cannot be chosen
    expect(summary.textContent).toBe('已选 2 件，合计 ¥0.30');

    fireEvent.click(screen.getByTestId('bag-sell'));
    const confirm = await screen.findByTestId('bag-sell-confirm');
    expect(confirm.textContent).toContain('确定以 ¥0.30 出售选中的 2 件饰品吗');
    expect(fetch.mock.calls.some(([url]) => url === '/api/profile/exchangeQuantity')).toBe(false);
    fireEvent.click(within(confirm).getByTestId('bag-sell-confirm-ok'));

    await waitFor(() => expect(screen.getAllByTestId('bag-item')).toHaveLength(1));
    const sell = fetch.mock.calls.find(([url]) => url === '/api/profile/exchangeQuantity')!;
    expect(sell[1].body).toBe('ids=1%2C2');
    expect((sell[1].headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect($wallet.get()?.balance).toBe('10.30');
    expect(screen.getByTestId('bag-selected').getAttribute('data-count')).toBe('0');
  });

  it('single items toggle in and out of the total', async () => {
    setToken('t');
    render(<Backpack lang="zh-CN" />);
    const rows = await screen.findAllByTestId('bag-item');
    fireEvent.click(within(rows[1]).getByTestId('bag-item-select'));
    expect(screen.getByTestId('bag-selected').getAttribute('data-total')).toBe('0.20');
    fireEvent.click(within(rows[0]).getByTestId('bag-item-select'));
    expect(screen.getByTestId('bag-selected').getAttribute('data-total')).toBe('0.30');
    fireEvent.click(within(rows[1]).getByTestId('bag-item-select'));
    expect(screen.getByTestId('bag-selected').getAttribute('data-total')).toBe('0.10');
    expect(within(rows[2]).getByTestId('bag-item-select')).toHaveProperty('disabled', true);
  });
  it('shows the collection worth, filters by status and rarity, and tells a filtered-out list from an empty bag', async () => {
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (!url.startsWith('/api/profile/getMyOrnamentPage')) throw new Error(url);
      const narrowed = url.includes('rarity=') || url.includes('state=');
      return ok({ list: narrowed ? [] : items, total: narrowed ? 0 : items.length, page: 1, pageSize: 15, totalValue: narrowed ? '0.00' : '5.30' });
    });
    render(<Backpack lang="zh-CN" />);
    expect((await screen.findByTestId('bag-value')).textContent).toBe('总价值 ¥5.30');
    fireEvent.click(within(screen.getByTestId('bag-status')).getByRole('radio', { name: '取回中' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('state=2'));
    fireEvent.change(screen.getByTestId('bag-rarity'), { target: { value: 'covert' } });
    await waitFor(() => expect(listCalls().at(-1)).toContain('rarity=covert'));
    expect(await screen.findByTestId('bag-no-match')).toBeTruthy();
    expect(screen.queryByTestId('bag-empty')).toBeNull();
    fireEvent.click(screen.getByTestId('bag-clear-filters'));
    await waitFor(() => expect(screen.getAllByTestId('bag-item')).toHaveLength(3));
    expect(listCalls().at(-1)).toBe('/api/profile/getMyOrnamentPage?orderBy=time&order=desc&moduleId=-1&page=1&pageSize=15');
  });
});
