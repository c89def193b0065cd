// @vitest-environment happy-dom
// The rankings store: each list starts from its first period and "loading"; the best drops are asked
// per period and only that period's answer is shown (a late answer of another period is dropped);
// battle winners are asked once and the period picks the rows; a failed read is retried; leaving
// forgets the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleRank } from '../../shared/contracts/battle.ts';
import type { DropRanking, PromoterRanking } from '../../shared/contracts/ranking.ts';
import { battleWinners, dropsByLuck, promotionLeaders } from './store.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const winner = (rank: number) => ({ rank, nickname: `w${rank}`, avatar: '', vipLevel: 0, amount: '10.00' });
const BATTLES: BattleRank = { today: [winner(1)], week: [winner(1), winner(2)], all: [] };
const PROMOTERS: PromoterRanking = { week: [{ rank: 1, nickname: 'p', avatar: '', vipLevel: 0, promotedCount: 3 }], all: [], weekFrom: '2026-11-22T16:00:00.000Z' };
const drops = (period: DropRanking['period']): DropRanking => ({ period, by: 'luck', from: '', to: '', list: [] });

describe('rankings store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const urls = () => fetch.mock.calls.map(([u]) => u);
  const leaves: (() => void)[] = [];
  const enter = (r: { enter(): () => void }) => leaves.push(r.enter());

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    for (const leave of leaves.splice(0)) leave();
    vi.unstubAllGlobals();
  });

  it('asks battle winners once; the period only picks the rows', async () => {
    fetch.mockImplementation(async () => envelope(BATTLES));
    enter(battleWinners);
    expect(battleWinners.$view.get()).toEqual({ period: 'today', rows: null, failed: false });
    await vi.waitFor(() => expect(battleWinners.$view.get().rows).toHaveLength(1));
    battleWinners.choose('week');
    expect(battleWinners.$view.get().rows).toHaveLength(2);
    battleWinners.choose('all');
    expect(battleWinners.$view.get().rows).toEqual([]);
    expect(urls()).toEqual(['/api/battle/rank?limit=10']);
  });

  it('asks the drops per period, and drops a late answer of the period left', async () => {
    const answers: Record<string, (r: Response) => void> = {};
    fetch.mockImplementation((url) => new Promise((resolve) => { answers[new URL(url, 'http://x').searchParams.get('period')!] = resolve; }));
    enter(dropsByLuck);
    await vi.waitFor(() => expect(answers.day).toBeDefined());
    dropsByLuck.choose('week');
    await vi.waitFor(() => expect(answers.week).toBeDefined());
    expect(urls()).toEqual(['/api/rank/drops?period=day&by=luck', '/api/rank/drops?period=week&by=luck']);
    answers.week(envelope(drops('week')));
    await vi.waitFor(() => expect(dropsByLuck.$view.get().rows).toEqual([]));
    answers.day(envelope(drops('day')));
    await new Promise((r) => setTimeout(r, 0));
    expect(dropsByLuck.$view.get()).toEqual({ period: 'week', rows: [], failed: false });
  });

  it('says when a read failed, retries it, and forgets the list on leaving', async () => {
    fetch.mockImplementation(async () => envelope(null, 1, 500, 'down'));
    const leave = promotionLeaders.enter();
    await vi.waitFor(() => expect(promotionLeaders.$view.get().failed).toBe(true));
    expect(promotionLeaders.$view.get().rows).toBeNull();
    fetch.mockImplementation(async () => envelope(PROMOTERS));
    promotionLeaders.retry();
    expect(promotionLeaders.$view.get().failed).toBe(false);
    await vi.waitFor(() => expect(promotionLeaders.$view.get().rows).toHaveLength(1));
    promotionLeaders.choose('all');
    leave();
    expect(promotionLeaders.$view.get()).toEqual({ period: 'week', rows: null, failed: false });
  });
});
