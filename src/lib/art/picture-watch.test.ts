// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPhase, PICTURE_TIMEOUT_MS, watchPicture } from './picture-watch.ts';

/** happy-dom never loads pictures: say how far this one got. */
function picture(state: { complete: boolean; naturalWidth: number }, loading: 'lazy' | 'eager' = 'eager'): HTMLImageElement {
  const img = document.createElement('img');
  img.loading = loading;
  Object.defineProperty(img, 'complete', { get: () => state.complete });
  Object.defineProperty(img, 'naturalWidth', { get: () => state.naturalWidth });
  return img;
}

/** An IntersectionObserver the test moves by hand. */
function fakeObserver() {
  let cb: ((e: { isIntersecting: boolean }[]) => void) | undefined;
  const handle = { observed: 0, disconnected: 0, show: (visible: boolean) => cb?.([{ isIntersecting: visible }]) };
  const factory = (f: typeof cb) => {
    cb = f;
    return { observe: () => void handle.observed++, disconnect: () => void handle.disconnected++ };
  };
  return { handle, factory };
}

describe('a picture switching to its drawing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves from loading on its first event only; an error always ends in the drawing', () => {
    expect(nextPhase('loading', 'load')).toBe('loaded');
    expect(nextPhase('loading', 'error')).toBe('failed');
    expect(nextPhase('loading', 'timeout')).toBe('failed');
    expect(nextPhase('loaded', 'timeout')).toBe('loaded');
    expect(nextPhase('failed', 'load')).toBe('failed');
    expect(nextPhase('loaded', 'error')).toBe('failed');
  });

  it('gives up on a picture still loading after the limit, not before', () => {
    const onTimeout = vi.fn();
    watchPicture(picture({ complete: false, naturalWidth: 0 }), onTimeout);
    vi.advanceTimersByTime(PICTURE_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a picture that loaded in time, and stops when told to', () => {
    const state = { complete: false, naturalWidth: 0 };
    const onTimeout = vi.fn();
    watchPicture(picture(state), onTimeout, { timeoutMs: 100 });
    state.complete = true;
    state.naturalWidth = 512;
    vi.advanceTimersByTime(200);
    expect(onTimeout).not.toHaveBeenCalled();

    const stop = watchPicture(picture({ complete: false, naturalWidth: 0 }), onTimeout, { timeoutMs: 100 });
    stop();
    vi.advanceTimersByTime(200);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('starts a lazy picture\'s clock only once it nears the screen', () => {
    const { handle, factory } = fakeObserver();
    const onTimeout = vi.fn();
    watchPicture(picture({ complete: false, naturalWidth: 0 }, 'lazy'), onTimeout, { timeoutMs: 100, observer: factory });
    expect(handle.observed).toBe(1);
    vi.advanceTimersByTime(1_000);
    handle.show(false);
    vi.advanceTimersByTime(1_000);
    expect(onTimeout).not.toHaveBeenCalled();
    handle.show(true);
    expect(handle.disconnected).toBe(1);
    vi.advanceTimersByTime(100);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
