// /personal/protection: the player's deposit and loss limits. For each kind and period:
// the limit in force, what the window has used and left, when it frees up, a new amount (empty
// removes), and a raise or removal waiting with its time and the confirmation, enabled from then.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { LimitView, LimitsView } from '../../shared/contracts/protection/limits.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '../../shared/protection-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import {
  $limits, cancelLimit, confirmLimit, limitInput, limitPendingDue, limitRow, limitUsedPercent, loadLimits, setLimit,
} from '../../lib/protection/limits.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useBusyAction, useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';

export default function LimitsPanel({ lang, now = () => Date.now() }: { lang: Lang; now?: () => number }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const view = useStore($limits);

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void loadLimits();
  }, [mounted, loggedIn]);

  return (
    <section className="card relative overflow-hidden p-4 sm:p-6" data-testid="limits-panel">
      <div className="pointer-events-none absolute -right-16 -top-20 size-56 rounded-full bg-accent-orange/15 blur-3xl" aria-hidden="true" />
      <h2 className="text-lg font-bold">{t('limits_title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('limits_intro')}</p>
      {!mounted ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : !loggedIn ? (
        <LoginPrompt message={t('limits_loginPrompt')} buttonLabel={t('header.login')} testId="limits-login-prompt" className="space-y-4 py-8 text-center" />
      ) : view === null ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {LIMIT_KINDS.map((kind) => (
            <KindGroup key={kind} kind={kind} view={view} t={t} now={now} />
          ))}
        </div>
      )}
    </section>
  );
}

function KindGroup({ kind, view, t, now }: { kind: LimitKind; view: LimitsView; t: Translator; now: () => number }) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className={`font-semibold ${kind === 'deposit' ? 'text-accent-orange' : 'text-accent-blue'}`}>{t(`limits_kind_${kind}`)}</h3>
        <p className="text-xs text-muted">{t(`limits_kindNote_${kind}`)}</p>
      </div>
      {LIMIT_PERIODS.map((period) => {
        const l = limitRow(view, kind, period);
        return l ? <LimitRow key={period} limit={l} t={t} now={now} /> : null;
      })}
    </div>
  );
}

function LimitRow({ limit: l, t, now }: { limit: LimitView; t: Translator; now: () => number }) {
  const [amount, setAmount] = useState('');
  const [busy, run] = useBusyAction();
  const value = limitInput(amount);
  const typed = amount.trim() !== '';
  const due = limitPendingDue(l, now());
  const id = `limit-${l.kind}-${l.period}-input`;

  const save = () => run(async () => {
    if (value === null || (value === '' && l.amount === null)) return;
    const next = await setLimit(l.kind, l.period, value);
    if (!next) return;
    setAmount('');
    const row = limitRow(next, l.kind, l.period);
    toast.success(row?.pending ? t('limits_savedPending', { time: formatTime(row.pending.effectiveTime) }) : t('limits_saved'));
  });
  const confirm = () => run(async () => {
    if (await confirmLimit(l.kind, l.period)) toast.success(t('limits_confirmed'));
  });
  const cancel = () => run(async () => {
    if (await cancelLimit(l.kind, l.period)) toast.success(t('limits_cancelled'));
  });

  return (
    <div className="rounded-xl border border-white/10 bg-white/[0.03] p-3" data-testid={`limit-${l.kind}-${l.period}`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">{t(`limits_period_${l.period}`)}</span>
        <span className="text-lg font-black tabular-nums" data-testid="limit-current">
          {l.amount === null ? <span className="text-sm font-normal text-muted">{t('limits_none')}</span> : `¥${displayYuan(l.amount)}`}
        </span>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <div className={`h-full rounded-full ${l.kind === 'deposit' ? 'bg-accent-orange' : 'bg-accent-blue'}`} style={{ width: `${limitUsedPercent(l)}%` }} />
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-muted tabular-nums">
        <span data-testid="limit-used">{t('limits_used', { amount: displayYuan(l.used) })}</span>
        {l.left !== null && <span data-testid="limit-left">{t('limits_left', { amount: displayYuan(l.left) })}</span>}
      </div>
      {l.resetTime !== null && <p className="mt-0.5 text-xs text-muted" data-testid="limit-reset">{t('limits_reset', { time: formatTime(l.resetTime) })}</p>}
      {l.pending !== null && (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-accent-blue/10 px-2 py-1.5 text-xs" data-testid="limit-pending">
          <span className="flex-1">
            {l.pending.amount === null
              ? t('limits_pendingRemove', { time: formatTime(l.pending.effectiveTime) })
              : t('limits_pending', { amount: displayYuan(l.pending.amount), time: formatTime(l.pending.effectiveTime) })}
          </span>
          <button type="button" className="btn-primary px-3 py-1 text-xs" data-testid="limit-confirm" disabled={busy || !due} onClick={() => void confirm()}>
            {t('limits_confirm')}
          </button>
          <button type="button" className="btn-ghost px-3 py-1 text-xs" data-testid="limit-cancel" disabled={busy} onClick={() => void cancel()}>
            {t('limits_cancel')}
          </button>
        </div>
      )}
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label htmlFor={id} className="sr-only">{t('limits_amountLabel')}</label>
        <div className="relative flex-1">
          <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted">¥</span>
          <input
            id={id}
            data-testid="limit-amount"
            className="input ps-7 tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={(typed && value === null) || undefined}
            placeholder={t('limits_placeholder')}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary px-4" data-testid="limit-save" disabled={busy || value === null || (value === '' && l.amount === null)}>
          {t('limits_save')}
        </button>
      </form>
      {typed && value === null && <p className="mt-1 text-xs text-accent-red" role="alert">{t('limits_invalid')}</p>}
    </div>
  );
}
