// /console/adjustments: balance adjustments above the four-eyes amount wait here for a second staff
// member. One's own requests show as such and cannot be approved (the server refuses it too), nor
// can those whose proposer made, reset or changed the role of the approver's account lately: the
// row says why instead of offering the button.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { adjustmentDecision, adjustmentList, startAdjustments } from '../../../lib/console/players.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import { APPROVAL_LABEL } from './PlayerRecords.tsx';
import { queueColumn, queueLeadColumns } from './queue-columns.tsx';

const col = queueColumn;

export default function AdjustmentQueue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { state } = useStore(adjustmentList.$filter);
  const { error } = useStore(adjustmentList.$state);
  const me = useStore($consoleMe);
  const decision = useStore(adjustmentDecision.$state);
  const message = decision.error || decision.notice;

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void startAdjustments(); }, []);

  const decide = (id: string, approve: boolean) => void adjustmentDecision.run(t, id, approve);

  const columns = col.columns([
    ...queueLeadColumns(t),
    col.accessor((r) => r.account, { id: 'account', header: t('console_players_account'), enableSorting: false }),
    col.accessor((r) => r.amount, { id: 'amount', header: t('console_players_amount'), enableSorting: false, cell: (c) => <span className="font-bold tabular-nums">¥{String(c.getValue())}</span> }),
    col.accessor((r) => r.reason, { id: 'reason', header: t('console_players_reason'), enableSorting: false }),
    col.accessor((r) => r.requestedBy, { id: 'requestedBy', header: t('console_players_requestedBy'), enableSorting: false }),
    col.accessor((r) => r.state, {
      id: 'state', header: t('console_players_approval'), enableSorting: false,
      cell: (c) => {
        const row = c.row.original;
        if (Number(row.state) !== 0) return `${t(APPROVAL_LABEL[Number(row.state)])} · ${String(row.decidedBy ?? '')}`;
        if (row.requestedBy === me?.name) return <span className="text-muted">{t('console_players_yours')}</span>;
        // The server says, in the page's language, why this approver may not approve it (they may still reject it).
        const blocked = typeof row.blockedReason === 'string' ? row.blockedReason : '';
        return (
          <span className="flex flex-wrap items-center gap-1">
            {blocked
              ? <span data-testid="approve-blocked" className="text-xs text-muted">{blocked}</span>
              : <button type="button" data-testid="approve" className="btn-primary px-2.5 py-1 text-xs" onClick={() => decide(String(row.id), true)}>{t('console_players_approve')}</button>}
            <button type="button" data-testid="reject" className="btn-ghost px-2.5 py-1 text-xs" onClick={() => decide(String(row.id), false)}>{t('console_players_reject')}</button>
          </span>
        );
      },
    }),
  ]);

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_players_queueTitle')}</h1>
        <p className="text-muted">{t('console_players_queueSubtitle')}</p>
      </header>
      <HydratedFieldset>
        <label className="flex items-center gap-2">
          <span className="text-muted">{t('console_players_approval')}</span>
          <select className="input w-auto" value={state} onChange={(e) => void adjustmentList.setFilter({ state: e.target.value })}>
            <option value="0">{t('console_players_pending')}</option>
            <option value="1">{t('console_players_posted')}</option>
            <option value="2">{t('console_players_rejected')}</option>
            <option value="-1">{t('console_players_all')}</option>
          </select>
        </label>
      </HydratedFieldset>
      {message || error ? <p role="status" className="rounded-lg border border-line bg-surface px-3 py-2">{message || error}</p> : null}
      <ConsoleList lang={lang} list={adjustmentList} testId="adjustments-table" columns={columns} rows={(d) => d.list} total={(d) => d.total} errorClassName={null} />
    </div>
  );
}
