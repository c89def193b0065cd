// /console/withdrawals: the settlement queue (state 5) first with approve and reject,
// the supplier and its balance, every take-back filtered by state, a record's history (its
// events), and failure reasons by day. Reading needs withdrawals.view; acting withdrawals.manage.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import {
  $historyId, $supplier, closeWithdrawal, startWithdrawals, viewWithdrawal, withdrawalDecisions, withdrawalList, withdrawalQueue, type ConsoleWithdrawalRow,
} from '../../../lib/console/withdrawals.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import { FailureTable } from './FailureTable.tsx';
import { reasonLabel, STATE_LABEL, WithdrawalState } from './parts.tsx';
import { QueueSection } from './QueueSection.tsx';
import { WithdrawalHistory } from './WithdrawalHistory.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsoleWithdrawalRow>();

export default function WithdrawalsPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const { state } = useStore(withdrawalList.$filter);
  const queue = useStore(withdrawalQueue.$state);
  const supplier = useStore($supplier);
  const viewing = useStore($historyId);
  const notice = useStore(withdrawalDecisions.$notice);
  const setViewing = (id: string) => void viewWithdrawal(id);

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => startWithdrawals(), []);

  const columns = col.columns([
    // The id opens the record's history (first in the row, so a wide table need not scroll to it).
    col.accessor('id', {
      header: 'ID',
      enableSorting: false,
      cell: (c) => (
        <button type="button" className="font-mono text-accent-blue hover:underline" data-testid="withdrawal-view" title={t('console_withdrawals_view')} onClick={() => setViewing(c.getValue())}>
          #{c.getValue()}
        </button>
      ),
    }),
    col.accessor('marketHashName', { header: t('console_withdrawals_colItem'), enableSorting: false, cell: (c) => <span className="inline-block max-w-72 truncate" title={c.getValue()}>{c.getValue()}</span> }),
    col.accessor('userId', {
      header: t('console_withdrawals_colPlayer'),
      enableSorting: false,
      cell: (c) => <a className="whitespace-nowrap text-accent-blue hover:underline" href={consolePath(`/console/players/${c.getValue()}`)}>{c.row.original.nickname || c.getValue()}</a>,
    }),
    col.accessor('value', { header: t('console_withdrawals_colValue'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('state', { header: t('console_withdrawals_colState'), enableSorting: false, cell: (c) => <WithdrawalState state={c.getValue()} t={t} /> }),
    col.accessor('reason', { header: t('console_withdrawals_colReason'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap text-xs">{reasonLabel(c.getValue(), t)}</span> }),
    col.accessor('tradeOfferId', { header: t('console_withdrawals_colOffer'), enableSorting: false, cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span> }),
    col.accessor('updatedAt', { header: t('console_withdrawals_colUpdated'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap text-xs">{consoleTime(c.getValue(), lang, { seconds: false })}</span> }),
  ]);

  return (
    <div className="space-y-4" data-testid="console-withdrawals">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-80 space-y-1">
          <h1 className="text-xl font-bold">{t('console_withdrawals_title')}</h1>
          <p className="text-muted">{t('console_withdrawals_subtitle')}</p>
        </div>
        <div className="card min-w-44 px-4 py-3" data-testid="withdrawal-supplier">
          <p className="text-xs text-muted">{t('console_withdrawals_balance')}{supplier ? ` · ${supplier.id}` : ''}</p>
          <p className="text-xl font-bold tabular-nums text-accent-orange" data-testid="withdrawal-supplier-balance">
            {supplier?.balance != null ? `¥${supplier.balance}` : <span className="text-sm font-normal text-muted">{t('console_withdrawals_balanceUnknown')}</span>}
          </p>
        </div>
      </header>

      {notice ? <p role="status" data-testid="withdrawal-notice" className="rounded-lg border border-accent-orange/40 bg-accent-orange/10 px-3 py-2">{notice}</p> : null}

      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          {queue.error ? <p role="alert" className="text-accent-red">{queue.error}</p> : null}
          <QueueSection lang={lang} t={t} rows={queue.data?.list ?? null} canManage={may(who, 'withdrawals.manage')} onView={setViewing} />

          <section className="card space-y-3 p-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 className="font-bold">{t('console_withdrawals_records')}</h2>
              <HydratedFieldset>
                <label className="flex items-center gap-2 text-sm">
                  <span className="text-muted">{t('console_withdrawals_colState')}</span>
                  <select className="input w-auto py-1.5" data-testid="withdrawal-state-filter" value={state}
                    onChange={(e) => void withdrawalList.setFilter({ state: Number(e.target.value) })}>
                    <option value={-1}>{t('console_withdrawals_all')}</option>
                    {STATE_LABEL.map((k, i) => <option key={k} value={i}>{t(k)}</option>)}
                  </select>
                </label>
              </HydratedFieldset>
            </div>
            <ConsoleList lang={lang} list={withdrawalList} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.id} testId="withdrawals-table" />
          </section>
        </div>

        <div className="min-w-0 space-y-4">
          {viewing ? <WithdrawalHistory id={viewing} lang={lang} t={t} onClose={closeWithdrawal} /> : null}
          <FailureTable t={t} />
        </div>
      </div>
    </div>
  );
}
