import { describe, expect, it, vi } from 'vitest';
import { easeOutQuart, spin } from './spin.ts';

/** A manual clock and frame queue. */
function harness() {
  let time = 0;
  let queued: (() => void)[] = [];
  const timers: { cb: () => void; at: number }[] = [];
  return {
    now: () => time,
    frame: (cb: () => void) => queued.push(cb),
    timer: (cb: () => void, ms: number) => timers.push({ cb, at: time + ms }),
    advance(ms: number) {
      time += ms;
      const run = queued;
      queued = [];
      run.forEach((cb) => cb());
    },
    fireTimers() {
      timers.filter((t) => t.at <= time).forEach((t) => t.cb());
    },
  };
}

describe('spin', () => {
  it('eases out from 0 to 1', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(0.5)).toBeGreaterThan(0.5);
    expect(easeOutQuart(2)).toBe(1);
  });

  it('ends exactly at the distance, once, ticking on tile boundaries', () => {
    const h = harness();
    const frames: number[] = [];
    const onTick = vi.fn();
    const onDone = vi.fn();
    spin({ distance: 1000, durationMs: 1000, stride: 100, onFrame: (x) => frames.push(x), onTick, onDone, now: h.now, frame: h.frame, timer: h.timer });
    for (let i = 0; i < 12; i++) h.advance(100);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(frames[frames.length - 1]).toBe(1000);
    // Monotonic travel.
    for (let i = 1; i < frames.length; i++) expect(frames[i]).toBeGreaterThanOrEqual(frames[i - 1]);
    expect(onTick.mock.calls.length).toBeGreaterThan(3);
    h.fireTimers();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('finishes from the fallback timer when frames stop (background tab)', () => {
    const h = harness();
    const onDone = vi.fn();
    const frames: number[] = [];
    spin({ distance: 500, durationMs: 1000, stride: 100, onFrame: (x) => frames.push(x), onDone, now: h.now, frame: () => undefined, timer: h.timer });
    h.advance(2500);
    h.fireTimers();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([500]);
  });

  it('cancel stops it without calling onDone', () => {
    const h = harness();
    const onDone = vi.fn();
    const cancel = spin({ distance: 500, durationMs: 100, stride: 10, onFrame: () => undefined, onDone, now: h.now, frame: h.frame, timer: h.timer });
    cancel();
    h.advance(200);
    h.fireTimers();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('holds still for delayMs (the lid), then spins for its duration from there', () => {
    const h = harness();
    const frames: number[] = [];
    const onDone = vi.fn();
    const ticks: number[] = [];
    spin({ distance: 1000, durationMs: 1000, delayMs: 600, stride: 100, onFrame: (x) => frames.push(x), onTick: (p) => ticks.push(p), onDone, now: h.now, frame: h.frame, timer: h.timer });
    for (let i = 0; i < 5; i++) h.advance(100);
    expect(frames).toEqual([]);
    for (let i = 0; i < 10; i++) h.advance(100);
    expect(onDone).not.toHaveBeenCalled();
    expect(frames.at(-1)).toBeGreaterThan(0);
    h.advance(100);
    h.advance(100);
    expect(onDone).toHaveBeenCalledTimes(1);
    // The ticks carry the spin's progress, rising as the reel slows.
    expect(ticks.length).toBeGreaterThan(3);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1]);
  });

  it('the fallback timer waits for the delay too', () => {
    const h = harness();
    const onDone = vi.fn();
    spin({ distance: 500, durationMs: 1000, delayMs: 600, stride: 100, onFrame: () => undefined, onDone, now: h.now, frame: () => undefined, timer: h.timer });
    h.advance(1900);
    h.fireTimers();
    expect(onDone).not.toHaveBeenCalled();
    h.advance(800);
    h.fireTimers();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
