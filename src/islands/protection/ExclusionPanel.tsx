// /personal/protection: cool-off and self-exclusion. While one runs: what it is and when
// it ends (it cannot be shortened or lifted, by the player or by staff). Otherwise: the choice of a
// time-out (24 hours, 7 days, 30 days) or a self-exclusion (6 months, 1 year, 5 years), a plain
// warning that it cannot be undone, and a second step that asks to confirm before it starts.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { EXCLUSION_KINDS, EXCLUSION_LENGTHS, type ExclusionKind, type ExclusionLength } from '../../shared/protection-constants.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $exclusions, loadExclusions, startExclusion } from '../../lib/protection/exclusion.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useBusyAction, useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';

export default function ExclusionPanel({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const view = useStore($exclusions);
  const [kind, setKind] = useState<ExclusionKind>('cooloff');
  const [length, setLength] = useState<ExclusionLength>('24h');
  const [confirming, setConfirming] = useState(false);
  const [busy, run] = useBusyAction();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void loadExclusions();
  }, [mounted, loggedIn]);

  function chooseKind(k: ExclusionKind): void {
    setKind(k);
    setLength(EXCLUSION_LENGTHS[k][0]);
    setConfirming(false);
  }

  function submit(): void {
    void run(async () => {
      const v = await startExclusion(kind, length);
      if (!v) return;
      setConfirming(false);
      toast.success(t('exclusion_started', { time: v.current ? formatTime(v.current.endTime) : '' }));
    });
  }

  const current = view?.current ?? null;

  return (
    <section className="card relative overflow-hidden p-4 sm:p-6" data-testid="exclusion-panel">
      <div className="pointer-events-none absolute -right-16 -top-20 size-56 rounded-full bg-red-500/10 blur-3xl" aria-hidden="true" />
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-500/15 text-red-400">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M9 9v6M15 9v6" strokeLinecap="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold">{t('exclusion_title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('exclusion_intro')}</p>
        </div>
      </div>
      {!mounted ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : !loggedIn ? (
        <LoginPrompt message={t('exclusion_loginPrompt')} buttonLabel={t('header.login')} testId="exclusion-login-prompt" className="space-y-4 py-8 text-center" />
      ) : view === null ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : current ? (
        <div className="relative mt-5 rounded-xl border border-red-500/40 bg-red-500/10 p-4" data-testid="exclusion-current">
          <p className="font-bold">{t(current.kind === 'self' ? 'exclusion_currentSelf' : 'exclusion_currentCooloff')}</p>
          <p className="mt-1 text-sm">{t('exclusion_until', { time: formatTime(current.endTime) })}</p>
          <p className="mt-2 text-xs text-muted">{t('exclusion_currentNote')}</p>
        </div>
      ) : (
        <div className="relative mt-5 space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('exclusion_kind')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {EXCLUSION_KINDS.map((k) => {
                const checked = kind === k;
                return (
                  <label
                    key={k}
                    className={`flex cursor-pointer flex-col rounded-xl border px-3 py-3 transition ${checked ? 'border-accent-orange bg-accent-orange/10 text-ink' : 'border-line bg-surface-2 text-muted hover:text-ink'}`}
                  >
                    <input type="radio" name="exclusion-kind" value={k} data-testid="exclusion-kind" className="sr-only" checked={checked} disabled={busy} onChange={() => chooseKind(k)} />
                    <span className="font-bold">{t(`exclusion_kind_${k}`)}</span>
                    <span className="text-xs">{t(`exclusion_kindText_${k}`)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <label className="block">
            <span className="mb-2 block text-sm font-medium">{t('exclusion_length')}</span>
            <select
              className="input w-full sm:w-64"
              data-testid="exclusion-length"
              value={length}
              disabled={busy}
              onChange={(e) => { setLength(e.target.value as ExclusionLength); setConfirming(false); }}
            >
              {EXCLUSION_LENGTHS[kind].map((l) => <option key={l} value={l}>{t(`exclusion_len_${l}`)}</option>)}
            </select>
          </label>
          <p className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-200" role="note" data-testid="exclusion-warning">
            {t('exclusion_warning')}
          </p>
          {confirming ? (
            <div className="space-y-3 rounded-xl border border-red-500/40 bg-surface-2 p-3" data-testid="exclusion-confirm">
              <p className="text-sm font-medium">{t(`exclusion_confirmText_${kind}`, { length: t(`exclusion_len_${length}`) })}</p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-primary bg-red-600 hover:bg-red-500" data-testid="exclusion-submit" disabled={busy} onClick={submit}>
                  {t('exclusion_submit')}
                </button>
                <button type="button" className="btn-ghost" data-testid="exclusion-back" disabled={busy} onClick={() => setConfirming(false)}>
                  {t('exclusion_back')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn-primary" data-testid="exclusion-next" disabled={busy} onClick={() => setConfirming(true)}>
              {t('exclusion_next')}
            </button>
          )}
        </div>
      )}
      {view && view.history.length > 0 && (
        <details className="relative mt-4 text-sm text-muted">
          <summary className="cursor-pointer">{t('exclusion_history', { count: view.history.length })}</summary>
          <ul className="mt-2 space-y-1" data-testid="exclusion-history">
            {view.history.map((h) => (
              <li key={h.startTime + h.length}>
                {t(`exclusion_kind_${h.kind}`)} · {t(`exclusion_len_${h.length}`)} · {formatTime(h.startTime)} – {formatTime(h.endTime)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
