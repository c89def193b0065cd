// @vitest-environment happy-dom
// The music loop against a stand-in AudioContext that records what is scheduled: it plays only
// after the switch is on and the player has made a gesture, keeps queueing notes ahead on the audio
// clock, and stops when the switch goes off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMusicPlayer, followMusicSwitch } from './music.ts';
import { $prefs, setPref } from './stores/prefs.ts';

class FakeParam {
  events: [string, number, number][] = [];
  value = 0;
  setValueAtTime(v: number, t: number) { this.events.push(['set', v, t]); this.value = v; }
  exponentialRampToValueAtTime(v: number, t: number) { this.events.push(['ramp', v, t]); }
  cancelScheduledValues() {}
}

class FakeContext {
  currentTime = 0;
  state = 'suspended';
  destination = {};
  started: { freq: number; at: number }[] = [];
  resumed = 0;
  resume() { this.resumed += 1; this.state = 'running'; return Promise.resolve(); }
  createGain() {
    return { gain: new FakeParam(), connect: (n: unknown) => n, disconnect: vi.fn() };
  }
  createOscillator() {
    const osc = {
      type: 'sine', frequency: new FakeParam(),
      connect: (n: unknown) => n,
      start: (at: number) => this.started.push({ freq: osc.frequency.events[0][1], at }),
      stop: () => {},
    };
    return osc;
  }
}

describe('the music loop', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('queues notes a little ahead of the audio clock, keeps going, and stops', () => {
    const ctx = new FakeContext();
    const player = createMusicPlayer(() => ctx as unknown as AudioContext);
    player.start();
    expect(player.playing()).toBe(true);
    expect(ctx.resumed).toBe(1);
    const first = ctx.started.length;
    expect(first).toBeGreaterThan(0);
    // Nothing queued beyond the look-ahead window.
    expect(Math.max(...ctx.started.map((s) => s.at))).toBeLessThan(0.35);
    ctx.currentTime = 4;
    vi.advanceTimersByTime(200);
    expect(ctx.started.length).toBeGreaterThan(first + 10);
    // The loop's first chord is A minor: A3, C4, E4.
    expect(ctx.started.slice(0, 3).map((s) => s.freq)).toEqual([220, 261.63, 329.63]);
    player.stop();
    const stopped = ctx.started.length;
    ctx.currentTime = 8;
    vi.advanceTimersByTime(1000);
    expect(ctx.started.length).toBe(stopped);
    expect(player.playing()).toBe(false);
  });

  it('without Web Audio it stays silent and throws nothing', () => {
    const player = createMusicPlayer(() => null);
    expect(() => player.start()).not.toThrow();
    expect(player.playing()).toBe(false);
  });
});

describe('the music switch', () => {
  beforeEach(() => { localStorage.clear(); $prefs.set({ ...$prefs.get(), music: false }); });

  it('is off by default; turned on it plays at once (the click is a gesture), turned off it stops', () => {
    const player = { start: vi.fn(), stop: vi.fn(), playing: () => false };
    const target = new EventTarget();
    const unfollow = followMusicSwitch(player, target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(player.start).not.toHaveBeenCalled();
    setPref('music', true);
    expect(player.start).toHaveBeenCalledTimes(1);
    setPref('music', false);
    expect(player.stop).toHaveBeenCalledTimes(1);
    unfollow();
  });

  it('remembered on, it waits for the first click or key of the page (no sound before a gesture)', () => {
    setPref('music', true);
    const player = { start: vi.fn(), stop: vi.fn(), playing: () => false };
    const target = new EventTarget();
    const unfollow = followMusicSwitch(player, target);
    expect(player.start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    expect(player.start).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointerdown'));
    expect(player.start).toHaveBeenCalledTimes(1);
    unfollow();
  });
});
