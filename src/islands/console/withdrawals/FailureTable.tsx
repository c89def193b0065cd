// Failure reasons by day (China time) over the last 30 days: one row per day with failures, one
// column per reason that occurred, most frequent first.
import { useStore } from '@nanostores/react';
import { FAILURE_DAYS as DAYS, failureColumns, withdrawalFailures } from '../../../lib/console/withdrawals.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { reasonLabel } from './parts.tsx';

/** Loaded and read again by the page's store (src/lib/console/withdrawals.ts). */
export function FailureTable({ t }: { t: Translator }) {
  const { data, error } = useStore(withdrawalFailures.$state);

  const days = (data?.days ?? []).filter((d) => Object.values(d.counts).some((n) => n > 0)).sort((a, b) => b.day.localeCompare(a.day));
  const { reasons, totals } = failureColumns(days);
  return (
    <section className="card space-y-2 p-4" data-testid="withdrawal-failures">
      <h2 className="font-bold">{t('console_withdrawals_failures')}</h2>
      <p className="text-xs text-muted">{t('console_withdrawals_failuresHint', { days: DAYS })}</p>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {!data && !error ? <p className="text-muted">{t('console_table_loading')}</p> : null}
      {data && days.length === 0 ? <p className="text-muted" data-testid="withdrawal-failures-empty">{t('console_withdrawals_failuresEmpty')}</p> : null}
      {days.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-max text-left text-xs sm:text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('console_withdrawals_day')}</th>
                {reasons.map((r) => <th key={r} scope="col" className="px-3 py-2 text-end">{reasonLabel(r, t)}</th>)}
                <th scope="col" className="px-3 py-2 text-end">{t('console_withdrawals_total')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d, i) => (
                <tr key={d.day} className="border-t border-line/60" data-testid="withdrawal-failure-day" data-day={d.day}>
                  <td className="whitespace-nowrap px-3 py-1.5 font-mono">{d.day}</td>
                  {reasons.map((r) => <td key={r} className="px-3 py-1.5 text-end tabular-nums">{d.counts[r] ? d.counts[r] : <span className="text-muted">·</span>}</td>)}
                  <td className="px-3 py-1.5 text-end font-semibold tabular-nums text-accent-red">{totals[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
