// The settlement queue (state 5): take-backs waiting for a person (value over the review line,
// the supplier timed out, 12 hours passed). Approving dispatches the record again (5 → 0);
// rejecting, with a note for the audit log, fails it and returns the item (5 → 4).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { consoleTime } from '../../../lib/console/format.ts';
import { withdrawalDecisions, type ConsoleWithdrawalRow, type WithdrawalDecision } from '../../../lib/console/withdrawals.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { reasonLabel } from './parts.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  rows: ConsoleWithdrawalRow[] | null;
  canManage: boolean;
  /** After a decision, with its notice (the page shows it from the store: withdrawalDecisions.$notice). */
  onChanged?: (notice: string) => void;
  onView: (id: string) => void;
}

export function QueueSection({ lang, t, rows, canManage, onChanged, onView }: Props) {
  return (
    <section className="card space-y-3 p-4" data-testid="withdrawal-queue">
      <h2 className="flex items-center gap-2 font-bold">
        {t('console_withdrawals_queue')}
        {rows ? <span className="rounded-full bg-amber-400/15 px-2 text-xs text-amber-300" data-testid="withdrawal-queue-count">{rows.length}</span> : null}
      </h2>
      {!rows ? <p className="text-muted">{t('console_table_loading')}</p> : rows.length === 0 ? (
        <p className="text-muted" data-testid="withdrawal-queue-empty">{t('console_withdrawals_queueEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line/60">
          {rows.map((r) => <QueueRow key={r.id} r={r} lang={lang} t={t} canManage={canManage} onChanged={onChanged} onView={onView} />)}
        </ul>
      )}
    </section>
  );
}

function QueueRow({ r, lang, t, canManage, onChanged, onView }: { r: ConsoleWithdrawalRow } & Omit<Props, 'rows'>) {
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const action = withdrawalDecisions.get(r.id);
  const { busy, error } = useStore(action.$state);

  const act = (d: WithdrawalDecision) => {
    void action.run(t, d).then((res) => { if (res.ok) onChanged?.(action.$state.get().notice); });
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5" data-testid="withdrawal-queue-row" data-id={r.id}>
      <div className="min-w-0 flex-1 basis-64">
        <p className="break-words font-semibold">{r.marketHashName}</p>
        <p className="text-xs text-muted">
          #{r.id} · {r.nickname || r.userId} · <span className="text-amber-300">{reasonLabel(r.reason, t)}</span> · {consoleTime(r.updatedAt, lang, { seconds: false })}
        </p>
      </div>
      <span className="text-lg font-bold tabular-nums text-accent-orange">¥{r.value}</span>
      <span className="flex flex-wrap gap-2">
        <button type="button" className="btn-ghost px-3 py-1.5 text-xs" onClick={() => onView(r.id)}>{t('console_withdrawals_view')}</button>
        {canManage ? (
          <>
            <button type="button" disabled={busy} data-testid="withdrawal-approve" className="btn bg-emerald-600 px-3 py-1.5 text-xs text-white hover:bg-emerald-500"
              onClick={() => act({ approve: true })}>
              {t('console_withdrawals_approve')}
            </button>
            <button type="button" disabled={busy} data-testid="withdrawal-reject" className="btn bg-accent-red-fill px-3 py-1.5 text-xs text-white hover:bg-accent-red"
              onClick={() => setRejecting((v) => !v)} aria-expanded={rejecting}>
              {t('console_withdrawals_reject')}
            </button>
          </>
        ) : null}
      </span>
      {rejecting && canManage ? (
        <form className="flex basis-full flex-wrap gap-2" onSubmit={(e) => { e.preventDefault(); act({ approve: false, note }); }}>
          <input className="input min-w-48 flex-1" name="note" required minLength={2} maxLength={200} value={note}
            aria-label={t('console_withdrawals_rejectNote')} placeholder={t('console_withdrawals_rejectNote')} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" disabled={busy} data-testid="withdrawal-reject-confirm" className="btn bg-accent-red-fill text-white hover:bg-accent-red">{t('console_withdrawals_rejectConfirm')}</button>
        </form>
      ) : null}
      {error ? <p role="alert" className="basis-full text-sm text-accent-red">{error}</p> : null}
    </li>
  );
}
