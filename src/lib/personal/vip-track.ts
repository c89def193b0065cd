// The member levels as a track (/personal/vip): every level a step from the start (V0) to the top,
// which ones the player has passed, where they stand, how far along the stretch to the next level
// they are, what that level gives and how much is left to reach it.
import type { GradeInfo, GradeLevelView } from '../../shared/contracts/vip.ts';
import { progressPercent, remainingYuan } from '../progress.ts';

export type StepState = 'reached' | 'current' | 'next' | 'locked';

export interface TrackStep {
  level: number;
  minGrowth: string;
  state: StepState;
  /** How much of the stretch from this step to the next one is behind the player, 0-100. */
  fill: number;
}

export interface VipTrack {
  steps: TrackStep[];
  /** The level after the player's, with what it gives; null at the top. */
  next: GradeLevelView | null;
  /** Yuan of deposits still needed for it; null at the top. */
  remaining: string | null;
  /** The share of the way from the player's level to the next, 0-100 (100 at the top). */
  percent: number;
}

export function vipTrack(info: GradeInfo): VipTrack {
  const levels = [...info.levels].sort((a, b) => a.level - b.level);
  // The start of the track: where a player without a level stands.
  const stops = levels[0]?.level === 0 ? levels : [{ level: 0, minGrowth: '0' }, ...levels];
  const current = stops.find((l) => l.level === info.level);
  const percent = progressPercent(info.growth, current?.minGrowth ?? '0', info.nextGrowth);
  const steps = stops.map((l): TrackStep => {
    const state: StepState = l.level < info.level ? 'reached' : l.level === info.level ? 'current' : l.level === info.nextLevel ? 'next' : 'locked';
    const fill = l.level < info.level ? 100 : l.level === info.level ? (info.nextLevel === null ? 0 : percent) : 0;
    return { level: l.level, minGrowth: l.minGrowth, state, fill };
  });
  const next = info.nextLevel === null ? null : (levels.find((l) => l.level === info.nextLevel) ?? null);
  const remaining = info.nextGrowth === null ? null : remainingYuan(info.growth, info.nextGrowth);
  return { steps, next, remaining, percent };
}
