// The sounds through a stand-in Web Audio context: what is played, and nothing when sound is off.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPref } from './stores/prefs.ts';

const tones: { freq: number; volume: number }[] = [];

class FakeContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const tone = { freq: 0, volume: 0 };
    tones.push(tone);
    return {
      type: 'square',
      frequency: { setValueAtTime: (f: number) => { tone.freq = f; }, exponentialRampToValueAtTime: () => undefined },
      connect: (g: { tone?: typeof tone }) => { g.tone = tone; return g; },
      start: () => undefined,
      stop: () => undefined,
    };
  }
  createGain() {
    const g: { tone?: { volume: number }; gain: unknown; connect: () => void } = {
      gain: { setValueAtTime: (v: number) => { if (g.tone) g.tone.volume = v; else pending.push(v); }, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
    return g;
  }
  resume() { return Promise.resolve(); }
}
// The gain's level is set before the oscillator is connected to it: kept here, then matched in order.
const pending: number[] = [];

vi.stubGlobal('AudioContext', FakeContext);
const { sound } = await import('./sound.ts');

describe('sound', () => {
  beforeEach(() => {
    tones.length = 0;
    pending.length = 0;
    setPref('voice', true);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('a tick late in the spin is lower and louder than one at its start (it follows the reel slowing)', () => {
    sound.tick(0);
    sound.tick(1);
    expect(tones).toHaveLength(2);
    expect(tones[1].freq).toBeLessThan(tones[0].freq);
    expect(pending[1]).toBeGreaterThan(pending[0]);
  });

  it('a knife or gloves sounds more than a covert drop', () => {
    sound.rare(1);
    const covert = tones.length;
    tones.length = 0;
    sound.rare(0);
    expect(tones.length).toBeGreaterThan(covert);
    tones.length = 0;
    sound.win(0);
    expect(tones.length).toBeGreaterThan(covert);
  });

  it('plays nothing when the sound setting is off', () => {
    setPref('voice', false);
    sound.tick(0.5);
    sound.lid();
    sound.rare(0);
    expect(tones).toHaveLength(0);
  });
});
