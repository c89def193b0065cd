// One take-back's history as staff read it: the record's facts and its withdrawal_events in order
// (from state → to state, the event, who drove it: callback, poller, job, staff, and why).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { withdrawalHistory } from '../../../lib/console/withdrawals.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { reasonLabel, STATE_LABEL, WithdrawalState } from './parts.tsx';

interface Props {
  id: string;
  lang: Lang;
  t: Translator;
  onClose: () => void;
}

/** The record is loaded (and read again after an action) by the page's store (src/lib/console/withdrawals.ts). */
export function WithdrawalHistory({ id, lang, t, onClose }: Props) {
  const { data: detail, error } = useStore(withdrawalHistory.$state);
  const box = useRef<HTMLElement>(null);
  // Opened from a row further down or up the page: bring it into view.
  useEffect(() => { box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }); }, [id]);

  const r = detail?.record;
  const stateName = (s: number | null) => (s === null ? '∅' : t(STATE_LABEL[s] ?? STATE_LABEL[0]));
  return (
    <section ref={box} className="card scroll-mt-4 space-y-3 p-4" data-testid="withdrawal-history" data-id={id}>
      <header className="flex items-center justify-between gap-2">
        <h2 className="font-bold">{t('console_withdrawals_history', { id })}</h2>
        <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={onClose}>{t('console_withdrawals_close')}</button>
      </header>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {r ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('console_withdrawals_colItem')}</dt>
          <dd className="break-words">{r.marketHashName}</dd>
          <dt className="text-muted">{t('console_withdrawals_colPlayer')}</dt>
          <dd><a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${r.userId}`)}>{r.nickname || r.userId}</a></dd>
          <dt className="text-muted">{t('console_withdrawals_colValue')}</dt>
          <dd className="tabular-nums">¥{r.value}{r.paidPrice ? <span className="text-muted"> · {t('console_withdrawals_paid', { price: r.paidPrice })}</span> : null}</dd>
          <dt className="text-muted">{t('console_withdrawals_colState')}</dt>
          <dd className="flex flex-wrap items-center gap-2"><WithdrawalState state={r.state} t={t} /> {r.reason ? <span className="text-xs text-muted">{reasonLabel(r.reason, t)}</span> : null}</dd>
          <dt className="text-muted">{t('console_withdrawals_supplier')}</dt>
          <dd className="break-all font-mono text-xs">{r.supplier} · {r.supplierRef}{r.supplierOrderId ? ` · ${r.supplierOrderId}` : ''}</dd>
          {r.tradeOfferId ? (<><dt className="text-muted">{t('console_withdrawals_colOffer')}</dt><dd className="font-mono text-xs">{r.tradeOfferId}</dd></>) : null}
        </dl>
      ) : !error ? <p className="text-muted">{t('console_table_loading')}</p> : null}
      {detail ? (
        detail.events.length === 0 ? <p className="text-muted">{t('console_withdrawals_historyEmpty')}</p> : (
          <ol className="divide-y divide-line/50 text-sm" data-testid="withdrawal-events">
            {detail.events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5" data-testid="withdrawal-event">
                <span className="whitespace-nowrap text-xs text-muted">{consoleTime(e.createdAt, lang)}</span>
                <span className="whitespace-nowrap">{stateName(e.fromState)} → {stateName(e.toState)}</span>
                <span className="font-mono text-xs">{e.event}</span>
                <span className="text-xs text-muted">{e.source}{e.staffName ? ` · ${e.staffName}` : ''}</span>
                {e.reason ? <span className="basis-full text-xs text-muted sm:basis-auto">{reasonLabel(e.reason, t)}</span> : null}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}
