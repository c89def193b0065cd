// The music switch's music: an original loop synthesised with Web Audio (no file to download or
// license): a slow minor progression (Am, F, C, G at 84 bpm) as a soft pad, a plucked arpeggio on
// top and a muted kick, quiet under the game sounds. It plays only while $prefs.music is on, and
// starts only from a gesture of the player's (browsers refuse sound before one): turning the switch
// on is one; with the switch remembered on, the first click or key on a page starts it.
// Scheduling follows the usual Web Audio pattern: a timer wakes every LOOKAHEAD_MS and queues the
// notes due in the next SCHEDULE_AHEAD_S on the audio clock, so timer jitter never shows.
import { $prefs } from './stores/prefs.ts';

const BPM = 84;
const BEAT_S = 60 / BPM;
const LOOKAHEAD_MS = 100;
const SCHEDULE_AHEAD_S = 0.3;
const VOLUME = 0.06;
/** A chord a bar, four beats each: root notes and triads in Hz (A minor, F, C, G). */
const BARS: readonly { bass: number; chord: readonly number[] }[] = [
  { bass: 110.0, chord: [220.0, 261.63, 329.63] },
  { bass: 87.31, chord: [174.61, 220.0, 261.63] },
  { bass: 130.81, chord: [261.63, 329.63, 392.0] },
  { bass: 98.0, chord: [196.0, 246.94, 293.66] },
];

type AudioCtor = typeof AudioContext;

export interface MusicPlayer {
  /** Starts the loop (from a gesture); nothing when already playing or without Web Audio. */
  start(): void;
  /** Fades out and stops. */
  stop(): void;
  playing(): boolean;
}

export function createMusicPlayer(makeContext: () => AudioContext | null = defaultContext): MusicPlayer {
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let step = 0;
  let nextAt = 0;

  function tone(freq: number, at: number, length: number, volume: number, type: OscillatorType, attack = 0.01): void {
    if (!ctx || !master) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + attack);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(master);
    osc.start(at);
    osc.stop(at + length + 0.05);
  }

  /** One eighth note of the loop: 8 a bar. */
  function scheduleStep(at: number): void {
    const bar = BARS[Math.floor(step / 8) % BARS.length];
    const eighth = step % 8;
    if (eighth === 0) {
      for (const f of bar.chord) tone(f, at, BEAT_S * 4, 0.25, 'triangle', 0.6);
      tone(bar.bass, at, BEAT_S * 2, 0.35, 'sine', 0.05);
    }
    if (eighth === 4) tone(bar.bass, at, BEAT_S * 2, 0.3, 'sine', 0.05);
    // The arpeggio: up the chord and an octave above, then back down.
    const arp = [0, 1, 2, 1, 0, 1, 2, 1][eighth];
    tone(bar.chord[arp] * 2, at, BEAT_S * 0.45, 0.12, 'sine');
    if (eighth % 4 === 0) tone(60, at, 0.18, 0.5, 'sine');
    step += 1;
  }

  function tick(): void {
    if (!ctx) return;
    while (nextAt < ctx.currentTime + SCHEDULE_AHEAD_S) {
      scheduleStep(nextAt);
      nextAt += BEAT_S / 2;
    }
  }

  return {
    start() {
      if (timer !== null) return;
      try {
        ctx ??= makeContext();
        if (!ctx) return;
        if (ctx.state === 'suspended') void ctx.resume();
        master = ctx.createGain();
        master.gain.setValueAtTime(0.0001, ctx.currentTime);
        master.gain.exponentialRampToValueAtTime(VOLUME, ctx.currentTime + 1.5);
        master.connect(ctx.destination);
        step = 0;
        nextAt = ctx.currentTime + 0.05;
        tick();
        timer = setInterval(tick, LOOKAHEAD_MS);
      } catch {
        // Music is never worth an error.
      }
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      if (ctx && master) {
        const fading = master;
        fading.gain.cancelScheduledValues(ctx.currentTime);
        fading.gain.setValueAtTime(fading.gain.value || VOLUME, ctx.currentTime);
        fading.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.4);
        setTimeout(() => fading.disconnect(), 500);
      }
      master = null;
    },
    playing: () => timer !== null,
  };
}

function defaultContext(): AudioContext | null {
  const w = globalThis as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Follows the switch for the page's life: on → plays (now when the switch was just turned on, a
 * gesture; else at the player's first click or key), off → stops.
 */
export function followMusicSwitch(player: MusicPlayer = createMusicPlayer(), target: EventTarget = window): () => void {
  const startOnGesture = () => {
    for (const g of GESTURES) target.removeEventListener(g, startOnGesture, true);
    if ($prefs.get().music) player.start();
  };
  const armed = () => { for (const g of GESTURES) target.addEventListener(g, startOnGesture, { capture: true, once: true }); };
  if ($prefs.get().music) armed();
  const stop = $prefs.listen((prefs, old) => {
    if (old?.music === prefs.music) return;
    if (prefs.music) player.start();
    else player.stop();
  });
  return () => {
    stop();
    player.stop();
    for (const g of GESTURES) target.removeEventListener(g, startOnGesture, true);
  };
}
