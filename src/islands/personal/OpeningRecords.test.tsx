// @vitest-environment happy-dom
// The record centre's openings tab (the spec's "recharge record"): the case, the prizes (pictures,
// the most valuable named in its rarity's colour), sell-back value, channel, quantity, what was
// paid and the pay state; an empty list invites to open a case; the tab is reachable by address.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningPrize, OpeningRecord } from '../../shared/contracts/openings.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

const prize = (rollId: string, name: string, price: string, color: string): OpeningPrize => ({
  rollId, ornamentId: Number(rollId), name, image: `items/${rollId}.png`, rarity: { key: 'k', color, name: 'r' }, price,
  recoveryPrice: price, grade: 2, weaponType: 'rifle', wear: 'FT', wearName: '久经沙场', statTrak: false,
});
const record = (id: string, more: Partial<OpeningRecord>): OpeningRecord => ({
  id, box: { boxId: 7, version: 1, name: '测试箱', image: '' }, prizes: [], recoveryPrice: '0.00', channel: 'balance', count: 1,
  payAmount: '10.00', payState: 'paid', createTime: '2026-11-24T00:00:00.000Z', ...more,
});
const OPENINGS = [
  record('9', { box: { boxId: 3, version: 2, name: '免费箱', image: '' }, prizes: [prize('9', 'P250 | 沙丘', '0.50', '#4b69ff')], recoveryPrice: '0.47', channel: 'free', payAmount: '0.00', payState: 'free' }),
  record('5', {
    prizes: [prize('5', 'P250 | 沙丘', '0.50', '#4b69ff'), prize('6', 'AK-47 | 红线', '50.00', '#eb4b4b')],
    recoveryPrice: '47.97', count: 2, payAmount: '20.00',
  }),
];

describe('record centre, case openings', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let openings: OpeningRecord[];
  beforeEach(() => {
    openings = OPENINGS;
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getMyOpeningPage')) return ok({ list: openings, total: openings.length, page: 1, pageSize: 15 });
      return ok({ list: [], total: 0, page: 1, pageSize: 15 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('lists each opening with its case, prizes, sell-back value, channel, quantity, payment and pay state', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    fireEvent.click(await screen.findByRole('tab', { name: '开箱记录' }));
    const [free, paid] = await screen.findAllByTestId('opening-record-row');
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/profile/getMyOpeningPage?page=1&pageSize=15'))).toBe(true);
    expect(window.location.search).toBe('?tab=openings');

    const box = within(paid).getByTestId('opening-record-box');
    expect(box.textContent).toBe('测试箱');
    expect(box.getAttribute('href')).toBe('/box/7');
    // Both pictures, the most valuable first and named in its rarity's colour, the other counted.
    expect(within(paid).getAllByTestId('opening-record-prize').map((p) => p.getAttribute('title'))).toEqual(['AK-47 | 红线 ¥50', 'P250 | 沙丘 ¥0.50']);
    const best = within(paid).getByTestId('opening-record-best');
    expect(best.textContent).toBe('AK-47 | 红线');
    expect(best.style.color).toBe('#eb4b4b');
    expect(paid.textContent).toContain('等 1 件');
    expect(within(paid).getByTestId('opening-record-recovery').textContent).toBe('¥47.97');
    expect(paid.textContent).toContain('余额');
    expect(within(paid).getByTestId('opening-record-count').textContent).toBe('×2');
    expect(within(paid).getByTestId('opening-record-paid').textContent).toBe('¥20');
    expect(paid.querySelector('[data-pay-state]')?.textContent).toBe('已支付');

    expect(free.textContent).toContain('免费箱子');
    expect(free.querySelector('[data-pay-state]')?.getAttribute('data-pay-state')).toBe('free');
    expect(free.querySelector('[data-pay-state]')?.textContent).toBe('免费');
    expect(within(free).getByTestId('opening-record-paid').textContent).toBe('¥0');
    expect(free.textContent).not.toContain('等');
  });

  it('invites a player who opened nothing to open a case', async () => {
    openings = [];
    render(<RecordCentre lang="en" initialTab="openings" />);
    const empty = await screen.findByTestId('flow-empty');
    expect(empty.textContent).toContain('No case openings yet');
    expect(within(empty).getByTestId('openings-empty-action').getAttribute('href')).toBe('/en/box');
    expect(screen.queryByTestId('opening-record-row')).toBeNull();
  });
});
