// @vitest-environment happy-dom
// The record centre's take-back tab: each record with its state badge, remark, the
// trade offer with its countdown in state 2, protected-until in state 3; and the page refetches
// on its own live events (tag = the page's liveTag), once per burst, never on another player's.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawalRecord } from '../../shared/contracts/withdrawal.ts';
import { feedEvents } from '../../lib/feed/store.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { WITHDRAW_REFETCH_DEBOUNCE_MS } from '../../lib/withdrawal/live.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

vi.mock('../../lib/feed/start.ts', () => ({ startFeed: () => undefined }));

const item = {
  ornamentId: 5, name: 'AK-47 | Redline (Field-Tested)', image: '', rarity: { key: 'classified', color: '#d32ce6', name: '保密' },
  price: '120.00', grade: 2, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
} as const;

function record(id: string, state: WithdrawalRecord['state'], extra: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    id, itemId: `9${id}`, item, createTime: '2026-11-24T08:00:00.000Z', updateTime: '2026-11-24T08:05:00.000Z', state,
    reason: null, remark: '', tradeOfferId: null, offerExpiresAt: null, protectedUntil: null, ...extra,
  };
}

describe('record centre, take-back records', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const pageCalls = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/profile/getMyRetrievalPage'));
  let list: WithdrawalRecord[];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    list = [
      record('3', 2, { tradeOfferId: '7712345', offerExpiresAt: new Date(Date.now() + 3_725_000).toISOString() }),
      record('2', 3, { protectedUntil: '2026-12-01T08:00:00.000Z' }),
      record('1', 4, { reason: 'declined', remark: '你拒绝了交易报价，饰品已退回背包' }),
    ];
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getMyRetrievalPage')) return ok({ list, total: list.length, page: 1, pageSize: 15, liveTag: 'abcdef0123456789' });
      return ok({ list: [], total: 0, page: 1, pageSize: 15 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.useRealTimers();
  });

  it('shows each state, the offer with its countdown and Steam link, protected-until and the remark', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="withdraw" />);
    const [offer, done, failed] = await screen.findAllByTestId('withdraw-record');
    expect(pageCalls()[0][0]).toBe('/api/profile/getMyRetrievalPage?page=1&pageSize=15&state=-1');
    expect(within(offer).getByTestId('withdraw-record-state').textContent).toBe('待收货');
    expect(within(offer).getByTestId('withdraw-offer-id').textContent).toBe('7712345');
    expect(within(offer).getByTestId('withdraw-countdown').textContent).toMatch(/^01:0[12]:\d\d$/);
    expect(within(offer).getByTestId('withdraw-offer-link').getAttribute('href')).toBe('https://steamcommunity.com/my/tradeoffers/');
    expect(within(done).getByTestId('withdraw-record-state').textContent).toBe('取回成功');
    expect(within(done).getByTestId('withdraw-protected-until').textContent).toContain('交易保护期至');
    expect(within(done).queryByTestId('withdraw-offer-id')).toBeNull();
    expect(within(failed).getByTestId('withdraw-record-state').textContent).toBe('取回失败');
    expect(within(failed).getByTestId('withdraw-record-remark').textContent).toBe('你拒绝了交易报价，饰品已退回背包');
    // The name in its parts: weapon and finish on their own lines, the whole name as the title.
    const name = within(failed).getByTestId('item-name-lines');
    expect(name.getAttribute('title')).toBe('AK-47 | Redline (Field-Tested)');
    expect([...name.querySelectorAll('[data-part]')].map((e) => e.textContent)).toEqual(['AK-47', 'Redline']);
  });

  it('filters by state', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="withdraw" />);
    await screen.findAllByTestId('withdraw-record');
    fireEvent.click(within(screen.getByTestId('withdraw-state-filter')).getByRole('radio', { name: '取回失败' }));
    await waitFor(() => expect(pageCalls().at(-1)![0]).toBe('/api/profile/getMyRetrievalPage?page=1&pageSize=15&state=4'));
  });

  it('refetches once after a burst of its own live events, and not for another tag or event', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="withdraw" />);
    await screen.findAllByTestId('withdraw-record');
    expect(pageCalls()).toHaveLength(1);
    vi.useFakeTimers();
    act(() => {
      feedEvents.emit({ eventType: 51, data: { tag: 'ffffffffffffffff', id: '3', state: 3 } });
      feedEvents.emit({ eventType: 41, data: { tag: 'abcdef0123456789', id: '3', state: 3 } });
      vi.advanceTimersByTime(WITHDRAW_REFETCH_DEBOUNCE_MS * 3);
    });
    expect(pageCalls()).toHaveLength(1);

    list = [record('3', 3, { protectedUntil: '2026-12-01T08:00:00.000Z' }), ...list.slice(1)];
    act(() => {
      feedEvents.emit({ eventType: 51, data: { tag: 'abcdef0123456789', id: '3', state: 3 } });
      vi.advanceTimersByTime(WITHDRAW_REFETCH_DEBOUNCE_MS / 2);
      feedEvents.emit({ eventType: 51, data: { tag: 'abcdef0123456789', id: '2', state: 3 } });
      vi.advanceTimersByTime(WITHDRAW_REFETCH_DEBOUNCE_MS + 10);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getAllByTestId('withdraw-record')[0].getAttribute('data-state')).toBe('3'));
    expect(pageCalls()).toHaveLength(2);
  });
});
