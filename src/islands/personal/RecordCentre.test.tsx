// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

const seat = (pos: number, winner: boolean) => ({ pos, team: null, bot: pos === 2, nickname: `p${pos}`, avatar: '', clientSeed: 's', total: '1.00', winner });
const room = (id: string, state: number, myPos: number, winners: number[]) => ({
  id, mode: 'reverse', team: false, seats: 2, state, rounds: 2, costPerSeat: '10.60', official: false, myPos,
  boxes: [{ boxId: 1, version: 1, name: 'Starter Case', image: '', price: '4.99' }, { boxId: 2, version: 1, name: 'Pistol Practice', image: '', price: '5.61' }],
  seatList: [seat(1, winners.includes(1)), seat(2, winners.includes(2))], creator: { nickname: 'p1', avatar: '' },
  createTime: '2026-01-01T00:00:00.000Z', startTime: null, endTime: null,
});

describe('record centre, battle records', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/battle/getMyBattleList')) return ok({ list: [room('9', 2, 1, [1]), room('8', 2, 2, [1]), room('7', 0, 1, [])], total: 3, page: 1, pageSize: 20 });
      return ok({ list: [], total: 0, page: 1, pageSize: 15 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('lists the rooms played: cases linked to the room, price paid, mode, and won, lost or the state', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    fireEvent.click(await screen.findByRole('tab', { name: '对战记录' }));
    const rows = await screen.findAllByTestId('battle-record-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelector('a')?.getAttribute('href')).toBe('/reverse/9');
    expect(rows[0].textContent).toContain('Starter Case, Pistol Practice');
    expect(rows[0].textContent).toContain('¥10.6');
    expect(rows[0].textContent).toContain('反转');
    expect(rows[0].querySelector('[data-battle-won]')?.getAttribute('data-battle-won')).toBe('true');
    expect(rows[1].querySelector('[data-battle-won]')?.getAttribute('data-battle-won')).toBe('false');
    expect(rows[2].textContent).toContain('等待中');
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/battle/getMyBattleList'))).toBe(true);
  });
});
