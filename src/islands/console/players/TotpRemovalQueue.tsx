// /console/totp-removals: removals of a player's lost authenticator wait here for a second staff
// member. One's own proposal shows as such (its proposer may withdraw it; the server refuses their
// approval too), and one whose proposer made, reset or changed the role of the viewer's account
// lately says why instead of offering the approve button. Approving removes it at once.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import {
  startTotpRemovals, TOTP_REMOVAL_STATE_LABEL, totpRemovalDecision, totpRemovalList, type TotpRemovalVerb,
} from '../../../lib/console/totp-removals.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import { queueColumn, queueLeadColumns } from './queue-columns.tsx';

const col = queueColumn;

export default function TotpRemovalQueue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { state } = useStore(totpRemovalList.$filter);
  const { error } = useStore(totpRemovalList.$state);
  const me = useStore($consoleMe);
  const decision = useStore(totpRemovalDecision.$state);
  const message = decision.error || decision.notice;

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void startTotpRemovals(); }, []);

  const decide = (id: string, verb: TotpRemovalVerb) => void totpRemovalDecision.run(t, id, verb);

  const columns = col.columns([
    ...queueLeadColumns(t),
    col.accessor((r) => r.reason, { id: 'reason', header: t('console_players_reason'), enableSorting: false }),
    col.accessor((r) => r.requestedBy, { id: 'requestedBy', header: t('console_players_requestedBy'), enableSorting: false }),
    col.accessor((r) => r.state, {
      id: 'state', header: t('console_totpRemoval_state'), enableSorting: false,
      cell: (c) => {
        const row = c.row.original;
        const id = String(row.id);
        if (Number(row.state) !== 0) return `${t(TOTP_REMOVAL_STATE_LABEL[Number(row.state)] ?? 'console_totpRemoval_statePending')} · ${String(row.decidedBy ?? '')}`;
        if (row.requestedBy === me?.name) {
          return (
            <span className="flex flex-wrap items-center gap-1">
              <span className="text-muted">{t('console_players_yours')}</span>
              {may(me, 'players.totpRemove')
                ? <button type="button" data-testid="totp-cancel" className="btn-ghost px-2.5 py-1 text-xs" disabled={decision.busy} onClick={() => decide(id, 'cancel')}>{t('console_totpRemoval_cancel')}</button>
                : null}
            </span>
          );
        }
        // The server says, in the page's language, why this approver may not approve it (they may still reject it).
        const blocked = typeof row.blockedReason === 'string' ? row.blockedReason : '';
        return (
          <span className="flex flex-wrap items-center gap-1">
            {blocked
              ? <span data-testid="totp-approve-blocked" className="text-xs text-muted">{blocked}</span>
              : <button type="button" data-testid="totp-approve" className="btn-primary px-2.5 py-1 text-xs" disabled={decision.busy} onClick={() => decide(id, 'approve')}>{t('console_totpRemoval_approve')}</button>}
            <button type="button" data-testid="totp-reject" className="btn-ghost px-2.5 py-1 text-xs" disabled={decision.busy} onClick={() => decide(id, 'reject')}>{t('console_totpRemoval_reject')}</button>
          </span>
        );
      },
    }),
  ]);

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_totpRemoval_title')}</h1>
        <p className="text-muted">{t('console_totpRemoval_subtitle')}</p>
      </header>
      <HydratedFieldset>
        <label className="flex items-center gap-2">
          <span className="text-muted">{t('console_totpRemoval_state')}</span>
          <select className="input w-auto" data-testid="totp-state" value={state} onChange={(e) => void totpRemovalList.setFilter({ state: e.target.value })}>
            {[0, 1, 2, 3, 4].map((s) => <option key={s} value={String(s)}>{t(TOTP_REMOVAL_STATE_LABEL[s])}</option>)}
            <option value="-1">{t('console_totpRemoval_stateAll')}</option>
          </select>
        </label>
      </HydratedFieldset>
      {message || error ? <p role="status" data-testid="totp-decision" className="rounded-lg border border-line bg-surface px-3 py-2">{message || error}</p> : null}
      <ConsoleList lang={lang} list={totpRemovalList} testId="totp-removals-table" columns={columns} rows={(d) => d.list} total={(d) => d.total} errorClassName={null} />
    </div>
  );
}
