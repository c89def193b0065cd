// The slider check shown before a code is sent: drag the piece (pointer or arrow keys + Enter)
// until it fits the gap. The drag trail goes with the answer; a miss shakes and resets, a closed
// puzzle (solved elsewhere, expired, worn out) is replaced by a new one.
//
// Every position here is in the picture's own pixels (0..puzzle.width), the unit the server checks
// the gap in. On a narrow screen the picture is drawn smaller than that, so the piece, the handle
// and the filled track are placed in percentages of the same width as the picture (they shrink with
// it), and a pointer's movement in screen pixels is divided by the drawn scale before it moves x.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { checkSlider, fetchCaptcha } from '../../lib/verification/captcha.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { isGeetestChallenge, type SliderPuzzle } from '../../shared/contracts/verification.ts';
import { CaptchaPanel } from './CaptchaPanel.tsx';

type Puzzle = SliderPuzzle;

interface Props {
  t: Translator;
  /** The puzzle already fetched by the caller (it had to ask whether the check is on). */
  initial: Puzzle;
  onSolved: (token: string) => void;
  onCancel: () => void;
}

/** The server takes at most 400 points; keep the shape with fewer. */
const MAX_POINTS = 200;

function compact(trail: [number, number][]): [number, number][] {
  if (trail.length <= MAX_POINTS) return trail;
  const step = (trail.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => trail[Math.round(i * step)]);
}

export function SliderCaptcha({ t, initial, onSolved, onCancel }: Props) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(initial);
  const [x, setX] = useState(0);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ startClientX: number; startX: number; scale: number } | null>(null);
  const trail = useRef<[number, number][]>([]);
  const t0 = useRef(0);
  const stage = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const maxX = puzzle ? puzzle.width - puzzle.pieceWidth : 0;
  const size = puzzle ?? initial;
  /** A length in picture pixels as a share of the drawn width (the picture and the track share it). */
  const pct = (px: number) => `${(px / size.width) * 100}%`;

  const note = useCallback((px: number) => {
    if (trail.current.length === 0) t0.current = performance.now();
    trail.current.push([Math.round(performance.now() - t0.current), Math.round(px)]);
  }, []);

  const reset = useCallback(() => {
    setX(0);
    trail.current = [];
    drag.current = null;
  }, []);

  const reload = useCallback(async () => {
    reset();
    setPuzzle(null);
    try {
      const next = await fetchCaptcha();
      if (!next.enabled) onSolved('');
      else if (!isGeetestChallenge(next)) setPuzzle(next);
    } catch {
      // The request client showed the network error; the refresh button stays for another try.
    }
  }, [onSolved, reset]);

  useEffect(() => {
    handle.current?.focus();
  }, [puzzle]);

  async function submit(at: number) {
    if (!puzzle || busy) return;
    note(at);
    const points = trail.current;
    setBusy(true);
    setMessage(t('captcha.checking'));
    try {
      const answer = await checkSlider(puzzle.id, at, points.length >= 2 ? compact(points) : undefined);
      if (answer.ok) {
        setMessage(t('captcha.passed'));
        onSolved(answer.token);
        return;
      }
      setMessage(answer.message);
      // A puzzle that is over (solved elsewhere, expired, worn out) is replaced by a new one.
      if (answer.closed) {
        await reload();
      } else {
        stage.current?.animate?.([{ transform: 'translateX(0)' }, { transform: 'translateX(-6px)' }, { transform: 'translateX(6px)' }, { transform: 'translateX(0)' }], { duration: 300 });
        reset();
      }
    } finally {
      setBusy(false);
    }
  }

  function move(to: number) {
    const clamped = Math.max(0, Math.min(maxX, to));
    setX(clamped);
    note(clamped);
    return clamped;
  }

  function onPointerDown(e: PointerEvent<HTMLButtonElement>) {
    if (busy || !puzzle) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    trail.current = [];
    drag.current = { startClientX: e.clientX, startX: x, scale: drawnScale(puzzle) };
    note(x);
  }

  /** Screen pixels per picture pixel, measured on the track when a drag starts (1 when unmeasurable). */
  function drawnScale(p: Puzzle): number {
    const drawn = track.current?.getBoundingClientRect().width ?? 0;
    return drawn > 0 ? drawn / p.width : 1;
  }

  /** Where the drag puts the piece, in picture pixels. */
  function dragged(clientX: number): number {
    const d = drag.current!;
    return d.startX + (clientX - d.startClientX) / d.scale;
  }

  function onPointerMove(e: PointerEvent<HTMLButtonElement>) {
    if (!drag.current) return;
    move(dragged(e.clientX));
  }

  function onPointerUp(e: PointerEvent<HTMLButtonElement>) {
    if (!drag.current) return;
    const end = move(dragged(e.clientX));
    drag.current = null;
    void submit(end);
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.shiftKey ? 10 : 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(x + step),
      ArrowUp: () => move(x + step),
      ArrowLeft: () => move(x - step),
      ArrowDown: () => move(x - step),
      Home: () => move(0),
      End: () => move(maxX),
      Enter: () => void submit(x),
      ' ': () => void submit(x),
    };
    const act = keys[e.key];
    if (!act || busy) return;
    e.preventDefault();
    act();
  }

  return (
    <CaptchaPanel t={t} testId="slider-captcha" onCancel={onCancel}>
      <p className="mb-2 text-xs text-muted">{t('captcha.hint')}</p>
      {/* The picture and the track are both as wide as this box: the picture's own width, or less on a narrow screen. */}
      <div className="w-full" style={{ maxWidth: size.width }}>
        <div ref={stage} data-testid="captcha-stage" className="relative w-full overflow-hidden rounded-md bg-black/30" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
          {puzzle ? (
            <>
              <img src={puzzle.background} alt={t('captcha.background')} width={puzzle.width} height={puzzle.height} draggable={false} className="block h-full w-full select-none" />
              <img src={puzzle.piece} alt="" aria-hidden="true" data-testid="captcha-piece" width={puzzle.pieceWidth} height={puzzle.height} draggable={false} className="pointer-events-none absolute top-0 h-full max-w-none select-none" style={{ left: pct(x), width: pct(puzzle.pieceWidth) }} />
            </>
          ) : (
            <p className="p-4 text-xs text-muted">{t('captcha.loading')}</p>
          )}
        </div>
        <div ref={track} data-testid="captcha-track" className="relative mt-3 h-10 w-full rounded-full bg-black/30">
          <div className="absolute inset-y-0 left-0 rounded-full bg-accent-orange/30" style={{ width: puzzle ? pct(x + puzzle.pieceWidth) : 0 }} aria-hidden="true" />
          <button
            ref={handle}
            type="button"
            role="slider"
            aria-label={t('captcha.slider')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            aria-disabled={busy || !puzzle}
            className="absolute top-0 h-10 touch-none rounded-full bg-accent-orange text-lg font-bold text-black shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
            style={{ left: pct(x), width: pct(size.pieceWidth) }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="min-h-4 text-xs text-accent-red">{message}</p>
        <button type="button" className="btn-ghost shrink-0 text-xs" onClick={() => void reload()} disabled={busy}>
          {t('captcha.refresh')}
        </button>
      </div>
    </CaptchaPanel>
  );
}
