import { describe, expect, it } from 'vitest';
import type { GradeInfo, GradeLevelView } from '../../shared/contracts/vip.ts';
import { vipTrack } from './vip-track.ts';

const level = (n: number, minGrowth: string): GradeLevelView => ({
  level: n, minGrowth, rewardCoins: String(n), benefits: [], receivedTime: null, receivedCoins: null, freeBox: null, receivedFreeBox: null,
});
const LEVELS = [level(2, '200.00'), level(1, '50.00'), level(3, '500.00')];
const info = (over: Partial<GradeInfo>): GradeInfo => ({ level: 0, growth: '0.00', nextLevel: 1, nextGrowth: '50.00', levels: LEVELS, ...over });

describe('vipTrack', () => {
  it('puts every level on the track from V0, in order, with the player between two steps', () => {
    const track = vipTrack(info({ level: 2, growth: '350.00', nextLevel: 3, nextGrowth: '500.00' }));
    expect(track.steps.map((s) => [s.level, s.state, s.fill])).toEqual([
      [0, 'reached', 100], [1, 'reached', 100], [2, 'current', 50], [3, 'next', 0],
    ]);
    expect(track.next?.level).toBe(3);
    expect(track.remaining).toBe('150.00');
    expect(track.percent).toBe(50);
  });

  it('starts a player without a level at V0, on the way to V1', () => {
    const track = vipTrack(info({ growth: '10.00' }));
    expect(track.steps[0]).toEqual({ level: 0, minGrowth: '0', state: 'current', fill: 20 });
    expect(track.steps.slice(1).map((s) => s.state)).toEqual(['next', 'locked', 'locked']);
    expect(track.remaining).toBe('40.00');
  });

  it('at the top: every step passed, nothing next, nothing left', () => {
    const track = vipTrack(info({ level: 3, growth: '900.00', nextLevel: null, nextGrowth: null }));
    expect(track.steps.map((s) => s.state)).toEqual(['reached', 'reached', 'reached', 'current']);
    expect(track.steps.at(-1)!.fill).toBe(0);
    expect(track).toMatchObject({ next: null, remaining: null, percent: 100 });
  });
});
