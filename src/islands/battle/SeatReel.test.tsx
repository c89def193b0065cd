// @vitest-environment happy-dom
// A seat's tall reel: it lands on the rolled item, lights it by its tier and sounds a rare drop.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleRoll } from '../../shared/contracts/battle.ts';
import { sound } from '../../lib/sound.ts';
import { BOX } from '../box/fixtures.ts';
import SeatReel from './SeatReel.tsx';

const roll = (grade: 0 | 1 | 2 | 3): BattleRoll => ({ round: 1, pos: 1, ticket: 5, ticketFrom: 1, ticketTo: 2600, item: { ...BOX.items[1], grade } });

describe('SeatReel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    [1, 'covert', 1],
    [3, 'common', 0],
  ] as const)('grade %i: lands on the rolled item, lit as %s, the rare sound %i times', (grade, tier, rares) => {
    const rare = vi.spyOn(sound, 'rare').mockImplementation(() => undefined);
    const tick = vi.spyOn(sound, 'tick').mockImplementation(() => undefined);
    const onDone = vi.fn();
    render(<SeatReel roll={roll(grade)} table={BOX.items} durationMs={700} onDone={onDone} ticking />);
    expect(screen.getByTestId('reel-winner').getAttribute('data-ornament-id')).toBe(String(BOX.items[1].ornamentId));
    act(() => { vi.advanceTimersByTime(800); });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reel').getAttribute('data-tier')).toBe(tier);
    expect(rare).toHaveBeenCalledTimes(rares);
    expect(tick).toHaveBeenCalled();
  });
});
