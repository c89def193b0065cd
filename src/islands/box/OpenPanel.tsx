// How many to open (1-5), fast-open and sound toggles, and the open button; a signed-out
// visitor sees the log-in prompt instead of the button (the spec's roles).
import { useStore } from '@nanostores/react';
import type React from 'react';
import { MAX_OPEN } from '../../shared/constants.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { timesYuan } from '../../lib/money.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $prefs, setPref } from '../../lib/stores/prefs.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';

interface Props {
  t: Translator;
  price: string;
  count: number;
  onCount: (n: number) => void;
  busy: boolean;
  onOpen: () => void;
  /** The price after a chosen case coupon, shown on the button instead of price × count. */
  payTotal?: string;
  /** Under the count and the button: the coupon select. */
  children?: React.ReactNode;
}

const COUNTS = Array.from({ length: MAX_OPEN }, (_, i) => i + 1);

export function OpenPanel({ t, price, count, onCount, busy, onOpen, payTotal, children }: Props) {
  const loggedIn = useStore($loggedIn);
  const { fast, voice } = useStore($prefs);
  const total = payTotal ?? timesYuan(price, count) ?? price;

  return (
    <div className="flex flex-col items-center gap-4">
      {/* Count and button share a row from sm up: with five reels above, both stay on the first screen. */}
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <div role="radiogroup" aria-label={t('box.openCount')} data-testid="open-count" className="flex gap-1 rounded-xl border border-line bg-bg p-1">
          {COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={count === n}
              aria-label={t('box.openCountN', { count: n })}
              data-count={n}
              disabled={busy}
              onClick={() => onCount(n)}
              className="size-10 rounded-lg text-sm font-bold text-muted hover:text-ink aria-checked:bg-accent-orange aria-checked:text-black"
            >
              {n}
            </button>
          ))}
        </div>

        {loggedIn ? (
          <button type="button" data-testid="open-box" className="btn-primary min-w-52 py-3 text-base" disabled={busy} onClick={onOpen}>
            {busy ? t('box.opening') : t('box.open', { amount: displayYuan(total) })}
          </button>
        ) : (
          <LoginPrompt
            message={t('box.loginPrompt')}
            buttonLabel={t('header.login')}
            testId="open-login-prompt"
            className="flex flex-col items-center gap-2 rounded-xl border border-line bg-bg px-6 py-3"
          />
        )}
      </div>

      {loggedIn && children}

      <div className="flex items-center gap-5 text-sm">
        <Toggle label={t('box.fastOpen')} checked={fast} onChange={(v) => setPref('fast', v)} testId="fast-open-toggle" />
        <Toggle label={t('box.voice')} checked={voice} onChange={(v) => setPref('voice', v)} testId="voice-toggle" />
      </div>
    </div>
  );
}

/** A switch that is a real, visible checkbox (so tests and assistive tech can use it directly). */
function Toggle({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-muted select-none">
      <span className="relative inline-flex">
        <input
          type="checkbox"
          role="switch"
          data-testid={testId}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="peer h-5 w-9 cursor-pointer appearance-none rounded-full bg-line transition-colors checked:bg-accent-orange"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 start-0.5 size-4 rounded-full bg-white transition-transform peer-checked:translate-x-4 rtl:peer-checked:-translate-x-4"
        />
      </span>
      {label}
    </label>
  );
}
