// The dream dial: the winning arc [1, chance] in the target's rarity colour, the rest dark, and a
// needle that spins to the rolled ticket (at once when fast open is on or motion is reduced). The
// dial says where the needle landed in data-ticket / aria-valuenow, so a test compares it with the
// server's ticket; data-state is idle, spinning or landed.
import { useEffect, useRef, useState } from 'react';
import { DREAM_TICKETS, ppmToPercent } from '../../shared/dream-fee.ts';
import { SPIN_MS, spinTarget } from '../../lib/dream/gauge.ts';
import type { Translator } from '../../lib/i18n/ui.ts';

interface Props {
  t: Translator;
  chancePpm: number;
  color: string;
  /** The ticket to land on; null before any roll. A new roll gets a new `rollKey`. */
  ticket: number | null;
  rollKey: string | null;
  won: boolean | null;
  fast: boolean;
  onLanded: () => void;
}

const R = 84;
const C = 2 * Math.PI * R;

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function DreamGauge({ t, chancePpm, color, ticket, rollKey, won, fast, onLanded }: Props) {
  const [rotation, setRotation] = useState(0);
  const [state, setState] = useState<'idle' | 'spinning' | 'landed'>('idle');
  const [animate, setAnimate] = useState(false);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  useEffect(() => {
    if (ticket === null || rollKey === null) return;
    const instant = fast || reducedMotion();
    setAnimate(!instant);
    setRotation((from) => spinTarget(from, ticket));
    if (instant) {
      setState('landed');
      landedRef.current();
      return;
    }
    setState('spinning');
    // transitionend can be missed (a background tab); the timer lands it all the same.
    const timer = window.setTimeout(() => {
      setState('landed');
      landedRef.current();
    }, SPIN_MS + 80);
    return () => window.clearTimeout(timer);
  }, [rollKey]); // a new roll only: ticket, fast and the callback are read as they are then

  const share = chancePpm / DREAM_TICKETS;
  const landed = state === 'landed' && ticket !== null;
  const ring = landed ? (won ? '#34d399' : '#f87171') : color;
  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[17rem] select-none"
      data-testid="dream-gauge"
      data-state={state}
      data-ticket={landed ? ticket : ''}
      data-won={landed ? String(won) : ''}
      role="meter"
      aria-label={t('dream.gauge')}
      aria-valuemin={1}
      aria-valuemax={DREAM_TICKETS}
      aria-valuenow={landed ? ticket : undefined}
    >
      <svg viewBox="0 0 200 200" className="size-full" aria-hidden="true">
        <defs>
          <radialGradient id="dream-dial" cx="50%" cy="45%" r="60%">
            <stop offset="0%" stopColor={`${color}33`} />
            <stop offset="70%" stopColor="#0b0f19" />
          </radialGradient>
        </defs>
        <circle cx="100" cy="100" r="98" fill="url(#dream-dial)" stroke="#1f2937" strokeWidth="2" />
        <circle cx="100" cy="100" r={R} fill="none" stroke="#1f2937" strokeWidth="16" />
        <circle
          cx="100" cy="100" r={R} fill="none" stroke={ring} strokeWidth="16"
          strokeDasharray={`${C * share} ${C}`} transform="rotate(-90 100 100)"
          style={{ transition: 'stroke-dasharray 160ms ease-out, stroke 200ms' }}
          data-testid="dream-gauge-arc"
        />
        {Array.from({ length: 20 }, (_, i) => (
          <line key={i} x1="100" y1="8" x2="100" y2={i % 5 === 0 ? 20 : 14} stroke="#475569" strokeWidth={i % 5 === 0 ? 2 : 1} transform={`rotate(${i * 18} 100 100)`} />
        ))}
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: '100px 100px',
            transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
          }}
          data-testid="dream-needle"
        >
          <polygon points="100,26 94,104 106,104" fill="#f8fafc" />
          <circle cx="100" cy="100" r="9" fill="#f8fafc" />
          <circle cx="100" cy="100" r="4" fill="#0b0f19" />
        </g>
      </svg>
      <div className="pointer-events-none absolute inset-x-0 bottom-[18%] text-center">
        {landed ? (
          <p className={`text-lg font-extrabold tabular-nums ${won ? 'text-emerald-300' : 'text-accent-red'}`}>{ticket}</p>
        ) : (
          <p className="text-lg font-extrabold tabular-nums" style={{ color }}>{ppmToPercent(chancePpm)}%</p>
        )}
      </div>
    </div>
  );
}
