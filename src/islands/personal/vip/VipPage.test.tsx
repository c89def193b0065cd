// @vitest-environment happy-dom
// /personal/vip: the level and growth, the bar from this level to the next, each level's
// reward and benefits, and which rewards were received and when.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradeInfo } from '../../../shared/contracts/vip.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { ok } from '../../box/fixtures.ts';
import VipPage from './VipPage.tsx';

const INFO: GradeInfo = {
  level: 2,
  growth: '350.00',
  nextLevel: 3,
  nextGrowth: '500.00',
  levels: [
    { level: 1, minGrowth: '50.00', rewardCoins: '2.00', benefits: [{ key: 'vip.benefit.reward', params: { coins: '2' } }, { key: 'vip.benefit.badge', params: { level: 1 } }], receivedTime: '2026-11-20T08:00:00.000Z', receivedCoins: '2.00', freeBox: null, receivedFreeBox: null },
    { level: 2, minGrowth: '200.00', rewardCoins: '5.00', benefits: [{ key: 'vip.benefit.reward', params: { coins: '5' } }, { key: 'vip.benefit.badge', params: { level: 2 } }, { key: 'vip.benefit.noSuchBenefit', params: {} }], receivedTime: '2026-11-24T08:00:00.000Z', receivedCoins: '4.00', freeBox: { boxId: 7, name: 'Starter Case', count: 2 }, receivedFreeBox: { boxId: 7, name: 'Starter Case', count: 1 } },
    { level: 3, minGrowth: '500.00', rewardCoins: '10.00', benefits: [], receivedTime: null, receivedCoins: null, freeBox: null, receivedFreeBox: null },
  ],
};

describe('/personal/vip', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let info: GradeInfo;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    info = INFO;
    fetch.mockImplementation(async (url) => (url.startsWith('/api/profile/getGradeInfo') ? ok(info) : ok(null)));
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the level, growth and the bar from this level to the next', async () => {
    render(<VipPage lang="zh-CN" />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('V2');
    expect(screen.getByTestId('vip-growth').textContent).toBe('350');
    // 200 → 500: 150 of 300.
    expect(screen.getByTestId('vip-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('vip-next').textContent).toBe('成长值 350 / 500，再充值 ¥150 升至 V3');
  });

  it('lists every level with its reward and benefits, and what was received when', async () => {
    render(<VipPage lang="zh-CN" />);
    const two = await screen.findByTestId('vip-level-row-2');
    expect(two.textContent).toContain('5 金币');
    expect(two.textContent).toContain('名字旁显示 V2 会员徽章');
    // An unknown benefit key is left out rather than shown as a key.
    expect(two.textContent).not.toContain('noSuchBenefit');
    expect(two.textContent).not.toContain('—');
    // The reward is its own line, not repeated as a benefit.
    expect(two.textContent).not.toContain('一次性奖励');
    // What was received (4) even though today's table says 5.
    // Today's free case (2) beside the coins; the one received (1) in the received line, with the way to open it.
    expect(within(two).getByTestId('vip-free-box').textContent).toBe('+ 免费箱子「Starter Case」×2');
    const got = within(two).getByTestId('vip-received');
    expect(got.textContent).toMatch(/^已于 2026-11-24 \d\d:00:00 领取 4 金币和免费箱子「Starter Case」×1 去开箱$/);
    expect(within(got).getByRole('link').getAttribute('href')).toBe('/personal/free-boxes');
    expect(two.getAttribute('data-reached')).toBe('true');
    const one = screen.getByTestId('vip-level-row-1');
    expect(within(one).queryByTestId('vip-free-box')).toBeNull();
    expect(within(one).getByTestId('vip-received').textContent).toMatch(/^已于 2026-11-20 \d\d:00:00 领取 2 金币$/);
    const three = screen.getByTestId('vip-level-row-3');
    expect(within(three).getByTestId('vip-received').textContent).toBe('未达成');
    expect(three.getAttribute('data-reached')).toBeNull();
  });

  it('at level 0 shows no badge and the way to V1; at the top a full bar', async () => {
    info = { ...INFO, level: 0, growth: '10.00', nextLevel: 1, nextGrowth: '50.00', levels: INFO.levels.map((l) => ({ ...l, receivedTime: null, receivedCoins: null })) };
    const { unmount } = render(<VipPage lang="en" />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('Not yet V1');
    expect(screen.getByTestId('vip-progress').getAttribute('aria-valuenow')).toBe('20');
    unmount();
    info = { ...INFO, level: 3, growth: '900.00', nextLevel: null, nextGrowth: null };
    render(<VipPage lang="en" />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('V3');
    expect(screen.getByTestId('vip-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('vip-next').textContent).toContain('Top level');
  });
  it('draws the levels as a track with the player on it, and what the next level gives for how much more', async () => {
    render(<VipPage lang="zh-CN" />);
    const track = await screen.findByTestId('vip-track');
    const steps = within(track).getAllByTestId('vip-track-step');
    expect(steps.map((s) => [s.getAttribute('data-level'), s.getAttribute('data-state')])).toEqual([
      ['0', 'reached'], ['1', 'reached'], ['2', 'current'], ['3', 'next'],
    ]);
    expect(steps[2].getAttribute('aria-current')).toBe('step');
    expect(steps[2].textContent).toContain('你在这里');
    const next = screen.getByTestId('vip-next-reward');
    expect(next.textContent).toContain('升至 V3 可得');
    expect(next.textContent).toContain('10 金币');
    expect(within(next).getByTestId('vip-left').textContent).toBe('还差 ¥150 充值');
  });

  it('shows nothing next at the top level', async () => {
    info = { ...INFO, level: 3, growth: '900.00', nextLevel: null, nextGrowth: null };
    render(<VipPage lang="zh-CN" />);
    await screen.findByTestId('vip-track');
    expect(screen.queryByTestId('vip-next-reward')).toBeNull();
  });
});
