// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grade } from '../../shared/contracts/box.ts';
import { reelStopMs } from '../../shared/reel-timing.ts';
import { translator } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { BOX, OPENED } from './fixtures.ts';
import ReelStage from './ReelStage.tsx';

const t = translator('en');
const withGrades = (...grades: Grade[]) => grades.map((grade, i) => ({ ...OPENED.drops[i % OPENED.drops.length], id: String(600 + i), grade }));

function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: on && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
}

describe('the rare drop reveal', () => {
  let rare: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    rare = vi.spyOn(sound, 'rare').mockImplementation(() => undefined);
    reducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stage = (drops: ReturnType<typeof withGrades>) => {
    const onDone = vi.fn();
    render(<ReelStage table={BOX.items} drops={drops} t={t} onDone={onDone} onSkip={() => undefined} />);
    return onDone;
  };
  const spinFor = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it.each([0, 1] as const)('grade %i: a flash in the rarity colour when its reel stops, the rare sound, then the result', (grade) => {
    const onDone = stage(withGrades(3, grade));
    spinFor(reelStopMs(0) + 50);
    expect(screen.queryByTestId('rare-reveal')).toBeNull();
    spinFor(reelStopMs(1) - reelStopMs(0));
    // Only the second reel held a rare drop: one reveal, over that reel, named in the rarity's colour.
    const reveals = screen.getAllByTestId('rare-reveal');
    expect(reveals).toHaveLength(1);
    expect(reveals[0].textContent).toContain('Rare drop!');
    expect((reveals[0].querySelector('.rare-label') as HTMLElement).style.backgroundColor).toBe('#eb4b4b');
    expect(reveals[0].querySelectorAll('.rare-spark').length).toBeGreaterThan(10);
    expect(rare).toHaveBeenCalledTimes(1);
    // The result waits for the reveal to play.
    expect(onDone).not.toHaveBeenCalled();
    spinFor(2_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('grades 2 and 3: no reveal, no rare sound, the result as soon as the reels stop', () => {
    const onDone = stage(withGrades(2, 3));
    spinFor(reelStopMs(1) + 50);
    expect(screen.queryByTestId('rare-reveal')).toBeNull();
    expect(rare).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reduced motion: no flash or sparks, straight to the result (the sound still plays)', () => {
    reducedMotion(true);
    const onDone = stage(withGrades(0));
    spinFor(2_500);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rare-reveal')).toBeNull();
    expect(document.querySelector('.rare-pop')).toBeNull();
    expect(rare).toHaveBeenCalledTimes(1);
  });
});
