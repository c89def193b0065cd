// Reality checks for a signed-in player, on every page (mounted in the header by the root
// layout): the play session's clock (session-clock), and the check's dialog (reality-dialog) when
// the session's interval passes or a game request is refused REALITY_CHECK_DUE. The dialog cannot
// be dismissed: it shows the session's time, spent, won and net, and only "keep playing" or "stop"
// close it; while it is open the request client sends no game request (src/lib/stores/reality.ts)
// and the page behind is inert.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import toast from 'react-hot-toast';
import { displayYuan } from '../../shared/money.ts';
import { $reality, answerReality, forgetReality, loadReality, sessionClock } from '../../lib/protection/reality.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $realityOpen, realityDue, realityPlayed } from '../../lib/stores/reality.ts';
import { useMounted, useT } from '../common/hooks.ts';

/** The view is read again this often (a play elsewhere, another tab's answer). */
export const REALITY_POLL_MS = 60_000;

export default function RealityWatch({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const open = useStore($realityOpen);
  const { view, offset } = useStore($reality);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (): Promise<void> => {
    if (await loadReality()) setNow(Date.now());
  }, []);

  const active = mounted && loggedIn;
  useEffect(() => {
    if (!active) {
      forgetReality();
      return;
    }
    void load();
    const poll = setInterval(() => void load(), REALITY_POLL_MS);
    const offDue = realityDue.on(() => {
      $realityOpen.set(true);
      void load();
    });
    const offPlayed = realityPlayed.on(() => void load());
    return () => {
      clearInterval(poll);
      offDue();
      offPlayed();
    };
  }, [active, load]);

  // The check falls due: read the view at that moment (the server decides; its figures are shown).
  const dueTime = view && !view.due ? view.dueTime : null;
  useEffect(() => {
    if (!active || !dueTime) return;
    const wait = Date.parse(dueTime) - (Date.now() + $reality.get().offset);
    const timer = setTimeout(() => void load(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [active, dueTime, load]);

  // The clock ticks each second while a session runs.
  const running = Boolean(active && view?.sessionStartTime);
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);

  // While the dialog is open nothing behind it can be reached.
  useEffect(() => {
    if (!open) return;
    const behind = [...document.querySelectorAll<HTMLElement>('body > header, body > main, body > footer')];
    for (const el of behind) el.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of behind) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [open]);

  async function answer(go: boolean): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      // Answered meanwhile (another tab): the store closes the dialog, nothing is due any more.
      const v = await answerReality(go);
      if (v) toast.success(go ? t('reality_continued', { minutes: v.intervalMinutes }) : t('reality_stopped'));
    } finally {
      setBusy(false);
    }
  }

  if (!active) return null;
  const started = view?.sessionStartTime ? Date.parse(view.sessionStartTime) : null;
  const played = started === null ? null : sessionClock(now + offset - started);
  const net = view ? Number(view.net) : 0;

  return (
    <>
      {played !== null && (
        // The header row is full at every width (phones: menu, logo, balance, top-up, avatar; wider:
        // the brand's name, points, benefits and the main entries, up to its 96rem), so the clock sits
        // in a thin strip hanging under the header, over main's top padding (h-6 = main's py-6, less
        // than its sm:py-8): nothing in the row moves and the page does not jump when a session
        // starts. tests/e2e/layout.spec.ts checks it from 320 to 1920 px.
        <div
          data-testid="session-strip"
          className="absolute inset-x-0 top-full flex h-6 items-center justify-center gap-1.5 border-b border-line bg-bg text-xs text-muted"
        >
          <span aria-hidden="true">{t('reality_time')}</span>
          <span
            data-testid="session-clock"
            role="timer"
            aria-label={t('reality_clock', { time: played })}
            title={t('reality_clock', { time: played })}
            className="flex shrink-0 items-center gap-1 font-mono tabular-nums text-ink"
          >
            <svg viewBox="0 0 24 24" className="size-3.5 text-accent-orange" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="13" r="8" />
              <path d="M12 9v4l2.5 2M9 2h6" strokeLinecap="round" />
            </svg>
            {played}
          </span>
        </div>
      )}
      {open &&
        createPortal(
          <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-4">
            <div className="absolute inset-0 bg-black/80 backdrop-blur-sm" aria-hidden="true" />
            <div
              role="alertdialog"
              aria-modal="true"
              aria-labelledby="reality-title"
              aria-describedby="reality-intro"
              data-testid="reality-dialog"
              className="relative w-full rounded-t-2xl border border-line bg-surface p-5 shadow-2xl sm:max-w-md sm:rounded-2xl sm:p-6"
            >
              <div className="mb-3 flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-orange/15 text-accent-orange">
                  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <circle cx="12" cy="13" r="8" />
                    <path d="M12 9v4l2.5 2M9 2h6" strokeLinecap="round" />
                  </svg>
                </span>
                <h2 id="reality-title" className="text-lg font-bold">{t('reality_title')}</h2>
              </div>
              <p id="reality-intro" className="text-sm text-muted">{t('reality_intro', { time: played ?? '00:00' })}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-xl border border-line bg-surface-2 p-3">
                  <dt className="text-xs text-muted">{t('reality_time')}</dt>
                  <dd data-testid="reality-time" className="mt-1 font-mono text-lg font-bold tabular-nums">{played ?? '00:00'}</dd>
                </div>
                <div className="rounded-xl border border-line bg-surface-2 p-3">
                  <dt className="text-xs text-muted">{t('reality_spent')}</dt>
                  <dd data-testid="reality-spent" className="mt-1 text-lg font-bold">¥{displayYuan(view?.spent ?? '0')}</dd>
                </div>
                <div className="rounded-xl border border-line bg-surface-2 p-3">
                  <dt className="text-xs text-muted">{t('reality_won')}</dt>
                  <dd data-testid="reality-won" className="mt-1 text-lg font-bold">¥{displayYuan(view?.won ?? '0')}</dd>
                </div>
                <div className={`rounded-xl border p-3 ${net < 0 ? 'border-red-500/40 bg-red-500/10' : 'border-emerald-500/40 bg-emerald-500/10'}`}>
                  <dt className="text-xs text-muted">{t('reality_net')}</dt>
                  <dd data-testid="reality-net" className={`mt-1 text-lg font-bold ${net < 0 ? 'text-red-400' : 'text-emerald-400'}`}>
                    {net < 0 ? '−' : '+'}¥{displayYuan(Math.abs(net).toFixed(2))}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-xs text-muted">{t('reality_note')}</p>
              <div className="mt-5 grid grid-cols-2 gap-3">
                <button type="button" data-testid="reality-stop" className="btn-ghost" disabled={busy} onClick={() => void answer(false)}>
                  {t('reality_stop')}
                </button>
                <button type="button" data-testid="reality-continue" className="btn-primary" disabled={busy} onClick={() => void answer(true)} autoFocus>
                  {t('reality_continue')}
                </button>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
