// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grade } from '../../shared/contracts/box.ts';
import { reelStopMs } from '../../shared/reel-timing.ts';
import { REEL_LANDING_INDEX } from '../../lib/box/reel.ts';
import { LID_MS } from '../../lib/box/show.ts';
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
  let tick: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    rare = vi.spyOn(sound, 'rare').mockImplementation(() => undefined);
    tick = vi.spyOn(sound, 'tick').mockImplementation(() => undefined);
    vi.spyOn(sound, 'lid').mockImplementation(() => undefined);
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
  const spinFor = (ms: number) => {
    act(() => { vi.advanceTimersByTime(ms); });
  };

  it.each([
    [0, 'gold', '★ Extraordinary drop!'],
    [1, 'covert', 'Rare drop!'],
  ] as const)('grade %i: its %s light in the rarity colour when its reel stops, its sound, then the result', (grade, tier, label) => {
    const onDone = stage(withGrades(3, grade));
    spinFor(reelStopMs(0) + 50);
    expect(screen.queryByTestId('rare-reveal')).toBeNull();
    spinFor(reelStopMs(1) - reelStopMs(0));
    // Only the second reel held a rare drop: one reveal, over that reel, named in the rarity's colour.
    const reveals = screen.getAllByTestId('rare-reveal');
    expect(reveals).toHaveLength(1);
    expect(reveals[0].textContent).toContain(label);
    expect(reveals[0].getAttribute('data-tier')).toBe(tier);
    expect(screen.getAllByTestId('reel')[1].getAttribute('data-tier')).toBe(tier);
    expect((reveals[0].querySelector('.rare-label') as HTMLElement).style.backgroundColor).toBe('#eb4b4b');
    expect(reveals[0].querySelectorAll('.rare-spark').length).toBeGreaterThan(10);
    expect(rare).toHaveBeenCalledTimes(1);
    expect(rare).toHaveBeenCalledWith(grade);
    // The result waits for the reveal to play.
    expect(onDone).not.toHaveBeenCalled();
    spinFor(2_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('grades 2 and 3: no reveal, no rare sound, the result as soon as the reels stop', () => {
    const onDone = stage(withGrades(2, 3));
    spinFor(reelStopMs(1) + 50);
    expect(screen.queryByTestId('rare-reveal')).toBeNull();
    // The classified card glows; the common one just lands.
    expect(screen.getAllByTestId('reel').map((r) => r.getAttribute('data-tier'))).toEqual(['classified', 'common']);
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
    // No lid either: the reels start at once.
    expect(screen.getByTestId('reel-stage').getAttribute('data-lid')).toBe('false');
    expect(screen.queryByTestId('case-lid')).toBeNull();
  });

  it('the case opens first: the lid over still reels, then it lifts and the reels move', () => {
    render(<ReelStage table={BOX.items} drops={withGrades(3)} t={t} box={{ id: BOX.id, name: BOX.name }} onDone={() => undefined} onSkip={() => undefined} />);
    expect(screen.getByTestId('case-lid')).toBeTruthy();
    spinFor(LID_MS - 100);
    expect(screen.getByTestId('case-lid')).toBeTruthy();
    expect(tick).not.toHaveBeenCalled();
    spinFor(400);
    expect(screen.queryByTestId('case-lid')).toBeNull();
    expect(tick).toHaveBeenCalled();
  });

  it('five cases: five stacked reels, each landing on its own drop, only the last one ticking', () => {
    const drops = withGrades(3, 3, 2, 3, 3).map((d, i) => ({ ...d, ornamentId: BOX.items[i % 3].ornamentId, name: BOX.items[i % 3].name }));
    const onDone = stage(drops);
    expect(screen.getAllByTestId('reel')).toHaveLength(5);
    const winners = screen.getAllByTestId('reel-winner').map((w) => w.getAttribute('data-ornament-id'));
    expect(winners).toEqual(drops.map((d) => String(d.ornamentId)));
    spinFor(reelStopMs(3) + 50);
    expect(screen.getAllByTestId('reel').map((r) => r.getAttribute('data-landed'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    // One reel ticks (tickingReel: the fifth, the last to stop), a tick per card passing the line:
    // five ticking reels would be five times as many.
    expect(tick.mock.calls.length).toBeGreaterThan(REEL_LANDING_INDEX - 3);
    expect(tick.mock.calls.length).toBeLessThanOrEqual(REEL_LANDING_INDEX + 1);
    expect(onDone).not.toHaveBeenCalled();
    spinFor(reelStopMs(4) - reelStopMs(3));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
