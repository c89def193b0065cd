// Short synthesized sounds (no audio files): the case's lid, a tick per reel card passing the
// line, a chime on landing and a fanfare for a rare drop (a knife or gloves add a shimmer).
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

/**
 * The rare drop's own sound: a sweep up into a bright major arpeggio with a ringing top note. A
 * knife or gloves (grade 0) add a shimmer above it, so the top tier sounds unlike covert.
 */
function rare(grade = 1): void {
  beep(180, 320, 0.05, 0, 'sawtooth', 1400);
  [523, 659, 784, 1047].forEach((f, i) => beep(f, 260, 0.09, 300 + i * 75, 'triangle'));
  beep(2093, 900, 0.05, 300 + 4 * 75, 'sine');
  if (grade <= 0) [2637, 3136, 2637, 3520].forEach((f, i) => beep(f, 180, 0.03, 700 + i * 110, 'sine'));
}

/**
 * One card passing the line. `progress` (0..1 through the spin) lowers and strengthens the click
 * as the reel slows, so the last few cards sound heavier.
 */
function tick(progress = 0): void {
  const p = Math.min(1, Math.max(0, progress));
  beep(1500 - 500 * p, 22, 0.03 + 0.03 * p);
}

export const sound = {
  /** Grades 0 and 1 (knives, gloves, covert): the rare drop's reveal. */
  rare,
  tick,
  open: () => beep(520, 90, 0.06, 0, 'triangle'),
  /** The case's lid lifting before the reels spin: a short rising whoosh. */
  lid: () => beep(220, 420, 0.04, 0, 'triangle', 880),
  /** Rarer items get a longer rising chime; a rare one its own sound. */
  win: (grade: number) => {
    if (grade <= 1) return rare(grade);
    const notes = grade === 2 ? [660, 990] : [740];
    notes.forEach((f, i) => beep(f, 160, 0.08, i * 110, 'triangle'));
  },
};
