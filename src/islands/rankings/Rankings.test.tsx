// @vitest-environment happy-dom
// /rankings: each tab asks its own list (drops by value / by luck for the day or week,
// battle winners, promotion leaders), states its period and rule, shows ×12.3 for luck and the
// member badge beside a name (none at level 0).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleRank } from '../../shared/contracts/battle.ts';
import type { DropRanking, DropRankRow, PromoterRanking } from '../../shared/contracts/ranking.ts';
import { ok } from '../box/fixtures.ts';
import Rankings from './Rankings.tsx';
import { multipleText } from './RankRows.tsx';

const item = {
  ornamentId: 5, name: 'AWP | Dragon Lore (Factory New)', image: '', rarity: { key: 'covert', color: '#eb4b4b', name: '隐秘' },
  price: '8000.00', grade: 0, weaponType: 'awp', wear: 'FN', wearName: '崭新出厂', statTrak: false,
} as const;

function row(rank: number, vipLevel: number, extra: Partial<DropRankRow> = {}): DropRankRow {
  return {
    rank, nickname: `玩家${rank}`, avatar: '', vipLevel, item, boxId: 3, boxName: '龙狙箱', cost: '10.00', value: '8000.00',
    multiple: '800.00', createTime: `2026-11-24T0${rank}:00:00.000Z`, ...extra,
  };
}

describe('/rankings', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const urls = () => fetch.mock.calls.map(([u]) => u);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (url.startsWith('/api/rank/drops')) {
        const by = q.get('by') as DropRanking['by'];
        const list = by === 'luck' ? [row(1, 4, { multiple: '123.456', value: '1234.56', cost: '10.00' })] : [row(1, 10), row(2, 0)];
        return ok({ period: q.get('period') as DropRanking['period'], by, from: '2026-11-23T16:00:00.000Z', to: '2026-11-24T09:00:00.000Z', list } satisfies Partial<DropRanking>);
      }
      if (url.startsWith('/api/battle/rank')) {
        const e = (rank: number, amount: string) => ({ rank, nickname: `赢家${rank}`, avatar: '', vipLevel: 2, amount });
        return ok({ today: [e(1, '300.00')], week: [e(1, '900.00'), e(2, '500.00')], all: [] } satisfies BattleRank);
      }
      if (url.startsWith('/api/rank/promoters')) {
        return ok({ week: [{ rank: 1, nickname: '推广王', avatar: '', vipLevel: 5, promotedCount: 42 }], all: [], weekFrom: '2026-11-22T16:00:00.000Z' } satisfies PromoterRanking);
      }
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('opens on the day’s top drops by value, with its period and rule, badges beside names', async () => {
    render(<Rankings lang="zh-CN" />);
    const rows = await screen.findAllByTestId('rank-row');
    expect(urls()[0]).toBe('/api/rank/drops?period=day&by=value');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('rank-rule').textContent).toBe('今日（中国时间 00:00 起） · 开箱掉落按饰品价值排名');
    expect(within(rows[0]).getByTestId('rank-value').textContent).toBe('¥8000');
    expect(within(rows[0]).getAllByTestId('vip-badge')[0].textContent).toBe('V10');
    expect(within(rows[1]).queryByTestId('vip-badge')).toBeNull();
    expect(rows[0].textContent).toContain('龙狙箱 · ¥10');
    // The skin's name in its parts: weapon, finish and wear on their own lines.
    const parts = within(rows[0]).getByTestId('item-name-lines').querySelectorAll('[data-part]');
    expect([...parts].map((e) => e.textContent)).toEqual(['AWP', 'Dragon Lore', 'Factory New']);
  });

  it('the week, then the luck tab (value over price as ×123.5), ask their own lists', async () => {
    render(<Rankings lang="en" />);
    await screen.findAllByTestId('rank-row');
    fireEvent.click(within(screen.getByTestId('rank-period')).getByRole('radio', { name: 'This week' }));
    await waitFor(() => expect(urls()).toContain('/api/rank/drops?period=week&by=value'));
    await waitFor(() => expect(screen.getByTestId('rank-rule').textContent).toBe("This week since Monday 00:00 China time · case drops by the item's value"));
    fireEvent.click(screen.getByTestId('rank-tab-luck'));
    await waitFor(() => expect(urls()).toContain('/api/rank/drops?period=day&by=luck'));
    expect((await screen.findByTestId('rank-multiple')).textContent).toBe('×123.5');
    expect(screen.getByTestId('rank-rule').textContent).toBe("Today since 00:00 China time · case drops by value over the case's price");
  });

  it('battle winners by today / week / all, and promotion leaders', async () => {
    render(<Rankings lang="zh-CN" initialTab="battles" />);
    expect(await screen.findAllByTestId('rank-row')).toHaveLength(1);
    expect(urls()).toEqual(['/api/battle/rank?limit=10']);
    fireEvent.click(within(screen.getByTestId('rank-period')).getByRole('radio', { name: '本周' }));
    expect(screen.getAllByTestId('rank-row')).toHaveLength(2);
    fireEvent.click(within(screen.getByTestId('rank-period')).getByRole('radio', { name: '总榜' }));
    expect(screen.getByTestId('rank-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('rank-tab-promoters'));
    const [leader] = await screen.findAllByTestId('rank-row');
    expect(leader.textContent).toContain('推广王');
    expect(leader.textContent).toContain('42');
    expect(screen.getByTestId('rank-rule').textContent).toContain('按推广的玩家人数排名');
  });

  it('writes a multiple with one decimal', () => {
    expect(multipleText('12.34')).toBe('12.3');
    expect(multipleText('1234.56')).toBe('1,234.6');
    expect(multipleText('0.5')).toBe('0.5');
  });
});
