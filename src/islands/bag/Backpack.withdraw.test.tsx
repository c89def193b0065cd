// @vitest-environment happy-dom
// The backpack's take-back: the dialog lists the chosen items with their value, the
// trade link and the 12-hour promise; the request carries the ids and an Idempotency-Key; on
// success the spec's "please wait patiently" toast and the items leave the list. Without a trade
// link the dialog asks for one first (checked with the shared rule before it is sent).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import ToastHost from '../common/ToastHost.tsx';
import Backpack from './Backpack.tsx';
import { sentBody } from '../../lib/test-support.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';

function bagItem(id: string, recoveryPrice: string): BagItem {
  return {
    id, recoveryPrice, state: 0, moduleId: 1, createTime: '2026-01-01T00:00:00Z', ornamentId: Number(id), name: `item ${id}`, image: '',
    rarity: { key: 'k', color: '#4b69ff', name: 'n' }, price: recoveryPrice, grade: 2, weaponType: 'pistol', wear: 'FT', wearName: '久经沙场', statTrak: false,
  };
}

describe('backpack take-back', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === path);
  let items: BagItem[];
  let tradeUrl: string;

  beforeEach(() => {
    items = [bagItem('1', '0.10'), bagItem('2', '0.25'), bagItem('3', '5.00')];
    tradeUrl = LINK;
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/profile/getMyOrnamentPage')) return ok({ list: items, total: items.length, page: 1, pageSize: 15 });
      if (url === '/api/profile/ornamentRetrieval') {
        const ids = new URLSearchParams(sentBody(init)).get('ids')!.split(',');
        items = items.filter((i) => !ids.includes(i.id));
        return ok({ list: [] });
      }
      if (url === '/api/profile/modifyTradeUrl') {
        tradeUrl = new URLSearchParams(sentBody(init)).get('tradeUrl')!;
        return ok(null);
      }
      if (url.startsWith('/api/profile/userInfo')) return ok({ ...$user.get(), tradeUrl });
      throw new Error(url);
    });
    setToken('t');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    fetch.mockReset();
  });

  async function chooseTwo() {
    const rows = await screen.findAllByTestId('bag-item');
    fireEvent.click(within(rows[0]).getByTestId('bag-item-select'));
    fireEvent.click(within(rows[1]).getByTestId('bag-item-select'));
    fireEvent.click(screen.getByTestId('bag-withdraw'));
    return screen.findByTestId('withdraw-dialog');
  }

  it('shows the items, their value, the trade link and the promise, then submits once with a key', async () => {
    $user.set({ tradeUrl: LINK, realNameVerified: true } as never);
    render(<><Backpack lang="zh-CN" /><ToastHost /></>);
    const dialog = await chooseTwo();
    expect(within(dialog).getAllByTestId('withdraw-item').map((li) => li.getAttribute('data-item-id'))).toEqual(['1', '2']);
    // Each name in its parts, the wear the API sends apart on the last line.
    const first = within(within(dialog).getAllByTestId('withdraw-item')[0]).getByTestId('item-name-lines');
    expect(first.querySelector('[data-part="wear"]')?.textContent).toBeTruthy();
    expect(within(dialog).getByTestId('withdraw-total').getAttribute('data-total')).toBe('0.35');
    expect(within(dialog).getByTestId('withdraw-trade-url').textContent).toBe(LINK);
    expect(within(dialog).getByTestId('withdraw-promise').textContent).toContain('12 小时');
    expect(within(dialog).getByTestId('withdraw-notes').textContent).toContain('7 天');
    expect(within(dialog).queryByTestId('withdraw-verify-needed')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('withdraw-confirm'));
    expect(await screen.findByText('取回已提交，请耐心等待')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('bag-item')).toHaveLength(1));
    expect(screen.queryByTestId('withdraw-dialog')).toBeNull();
    const [req] = calls('/api/profile/ornamentRetrieval');
    expect(req[1].body).toBe('ids=1%2C2');
    expect((req[1].headers as Record<string, string>)['Idempotency-Key']).toMatch(/\w{8,}/);
    expect(calls('/api/profile/ornamentRetrieval')).toHaveLength(1);
    expect(screen.getByTestId('bag-selected').getAttribute('data-count')).toBe('0');
  });

  it('asks for a trade link first when none is set, checking it before it is sent', async () => {
    tradeUrl = '';
    $user.set({ tradeUrl: '', realNameVerified: false } as never);
    render(<Backpack lang="zh-CN" />);
    const dialog = await chooseTwo();
    expect(within(dialog).getByTestId('withdraw-trade-url-needed')).toBeTruthy();
    expect(within(dialog).getByTestId('withdraw-verify-needed')).toBeTruthy();
    expect(within(dialog).getByTestId('withdraw-confirm')).toHaveProperty('disabled', true);

    const field = within(dialog).getByLabelText('交易链接');
    fireEvent.change(field, { target: { value: 'https://steamcommunity.example/tradeoffer/new/?partner=1&token=abcdefg' } });
    fireEvent.submit(field.closest('form')!);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(calls('/api/profile/modifyTradeUrl')).toHaveLength(0);

    fireEvent.change(field, { target: { value: LINK } });
    fireEvent.submit(field.closest('form')!);
    expect((await within(dialog).findByTestId('withdraw-trade-url')).textContent).toBe(LINK);
    expect(calls('/api/profile/modifyTradeUrl')).toHaveLength(1);
    expect(within(dialog).getByTestId('withdraw-confirm')).toHaveProperty('disabled', false);
    expect(calls('/api/profile/ornamentRetrieval')).toHaveLength(0);
  });
});
