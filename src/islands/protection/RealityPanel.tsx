// /personal/protection: reality checks. The interval the player chooses (15, 30 or 60
// minutes; 60 until changed), what the check does, and the running session's time and result.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { REALITY_INTERVALS, REALITY_SESSION_GAP_MINUTES } from '../../shared/protection-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $reality, loadReality, sessionClock, setRealityInterval } from '../../lib/protection/reality.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { realityPlayed } from '../../lib/stores/reality.ts';
import { useBusyAction, useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';

export default function RealityPanel({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  // The same view as the header's RealityWatch (src/lib/protection/reality.ts): a new interval
  // moves the watch's due time too.
  const { view } = useStore($reality);
  const [busy, run] = useBusyAction();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    const load = () => void loadReality();
    load();
    return realityPlayed.on(load);
  }, [mounted, loggedIn]);

  function choose(minutes: number): void {
    if (view?.intervalMinutes === minutes) return;
    void run(async () => {
      if (await setRealityInterval(minutes)) toast.success(t('reality_saved', { n: minutes }));
    });
  }

  const started = view?.sessionStartTime ? Date.parse(view.sessionStartTime) : null;
  const net = view ? Number(view.net) : 0;

  return (
    <section className="card relative overflow-hidden p-4 sm:p-6" data-testid="reality-panel">
      <div className="pointer-events-none absolute -left-16 -top-20 size-56 rounded-full bg-accent-purple/15 blur-3xl" aria-hidden="true" />
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-orange/15 text-accent-orange">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="13" r="8" />
            <path d="M12 9v4l2.5 2M9 2h6" strokeLinecap="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold">{t('reality_panelTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('reality_panelText', { gap: REALITY_SESSION_GAP_MINUTES })}</p>
        </div>
      </div>
      {!mounted ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : !loggedIn ? (
        <LoginPrompt message={t('reality_loginPrompt')} buttonLabel={t('header.login')} testId="reality-login-prompt" className="space-y-4 py-8 text-center" />
      ) : view === null ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : (
        <div className="relative mt-5 grid gap-4 md:grid-cols-2">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('reality_interval')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {REALITY_INTERVALS.map((n) => {
                const checked = view.intervalMinutes === n;
                return (
                  <label
                    key={n}
                    className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-3 text-center transition ${checked ? 'border-accent-orange bg-accent-orange/10 text-ink' : 'border-line bg-surface-2 text-muted hover:text-ink'}`}
                  >
                    <input
                      type="radio"
                      name="reality-interval"
                      value={n}
                      data-testid={`reality-interval-${n}`}
                      className="sr-only"
                      checked={checked}
                      disabled={busy}
                      onChange={() => choose(n)}
                    />
                    <span className="text-2xl font-extrabold tabular-nums">{n}</span>
                    <span className="text-xs">{t('reality_minUnit')}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="rounded-xl border border-line bg-surface-2 p-4" data-testid="reality-session">
            <p className="text-sm font-medium">{t('reality_session')}</p>
            {started === null ? (
              <p className="mt-2 text-sm text-muted">{t('reality_noSession')}</p>
            ) : (
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted">{t('reality_time')}</dt>
                  <dd className="font-mono font-bold tabular-nums">{sessionClock(Date.parse(view.serverTime) - started)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('reality_spent')}</dt>
                  <dd className="font-bold">¥{displayYuan(view.spent)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('reality_net')}</dt>
                  <dd className={`font-bold ${net < 0 ? 'text-red-400' : 'text-emerald-400'}`}>{net < 0 ? '−' : '+'}¥{displayYuan(Math.abs(net).toFixed(2))}</dd>
                </div>
              </dl>
            )}
            {view.dueTime && <p className="mt-2 text-xs text-muted">{t('reality_nextDue', { time: formatTime(view.dueTime) })}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
