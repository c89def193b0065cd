// Short synthesized sounds (no audio files): a tick per reel tile, a chime on landing and a
// fanfare for a rare drop.
// Played only when $prefs.voice is on; silent where Web Audio does not exist (tests, old
// browsers) or the browser refuses to start it.
import { $prefs } from './stores/prefs.ts';

type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;
let unavailable = false;

function audio(): AudioContext | null {
  if (ctx || unavailable) return ctx;
  const w = globalThis as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) {
    unavailable = true;
    return null;
  }
  try {
    ctx = new Ctor();
  } catch {
    unavailable = true;
  }
  return ctx;
}

/** One tone; `glideTo` slides its pitch there over its length (the rare sound's sweep). */
function beep(freq: number, ms: number, volume: number, delayMs = 0, type: OscillatorType = 'square', glideTo?: number): void {
  if (!$prefs.get().voice) return;
  const a = audio();
  if (!a) return;
  try {
    // Autoplay rules suspend a context created before a user gesture; opening is one.
    if (a.state === 'suspended') void a.resume();
    const t0 = a.currentTime + delayMs / 1000;
    const osc = a.createOscillator();
    const gain = a.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, t0);
    if (glideTo) osc.frequency.exponentialRampToValueAtTime(glideTo, t0 + ms / 1000);
    gain.gain.setValueAtTime(volume, t0);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + ms / 1000);
    osc.connect(gain).connect(a.destination);
    osc.start(t0);
    osc.stop(t0 + ms / 1000 + 0.02);
  } catch {
    // A sound is never worth an error.
  }
}

/** The rare drop's own sound: a sweep up into a bright major arpeggio with a ringing top note. */
function rare(): void {
  beep(180, 320, 0.05, 0, 'sawtooth', 1400);
  [523, 659, 784, 1047].forEach((f, i) => beep(f, 260, 0.09, 300 + i * 75, 'triangle'));
  beep(2093, 900, 0.05, 300 + 4 * 75, 'sine');
}

export const sound = {
  /** Grades 0 and 1 (knives, gloves, covert): the rare drop's reveal. */
  rare,
  tick: () => beep(1400, 25, 0.04),
  open: () => beep(520, 90, 0.06, 0, 'triangle'),
  /** Rarer items get a longer rising chime; a rare one its own sound. */
  win: (grade: number) => {
    if (grade <= 1) return rare();
    const notes = grade === 2 ? [660, 990] : [740];
    notes.forEach((f, i) => beep(f, 160, 0.08, i * 110, 'triangle'));
  },
};
