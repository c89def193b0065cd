// One case proposal: who made it against which version, why, its table, and, while it is pending,
// approve and reject for a staff member with boxes.approve who did not make it (the server refuses
// one's own either way: CONSOLE_OWN_CHANGE and the database's CHECK).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ConsoleProposal } from '../../../shared/console/boxes.ts';
import type { ConsoleMe } from '../../../shared/contracts/console-staff.ts';
import { may } from '../../../lib/console/api.ts';
import { proposalDecisions, when } from '../../../lib/console/boxes.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import OddsTable, { TableFigures } from './OddsTable.tsx';

const STATE_STYLE = ['border-accent-orange/60 text-accent-orange', 'border-emerald-500/60 text-emerald-400', 'border-line text-muted'];

export default function ProposalCard({ lang, p, who, onDecided }: { lang: Lang; p: ConsoleProposal; who: ConsoleMe | null; onDecided: () => void }) {
  const t = useT(lang);
  const [open, setOpen] = useState(p.state === 0);
  const [reason, setReason] = useState('');
  const action = proposalDecisions.get(p.id);
  const { busy, error, notice } = useStore(action.$state);
  const note = error ? { ok: false, text: error } : notice ? { ok: true, text: notice } : null;
  const own = who?.id === p.proposedById;
  const canDecide = p.state === 0 && may(who, 'boxes.approve');

  const decide = (approve: boolean) => {
    void action.run(t, approve, reason).then((r) => { if (r.ok) onDecided(); });
  };

  return (
    <article className="card space-y-3 p-3" data-testid="box-proposal" data-state={p.state}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{t('console_boxes_proposal', { id: p.id })}</h3>
        <span className={`rounded border px-1.5 py-0.5 text-xs ${STATE_STYLE[p.state]}`}>{t(p.state === 0 ? 'console_boxes_propState0' : p.state === 1 ? 'console_boxes_propState1' : 'console_boxes_propState2')}</span>
        {p.newCase ? <span className="font-semibold">{p.newCase.name[lang]} <span className="font-mono text-xs text-muted">{p.newCase.slug}</span></span> : null}
        {p.baseVersion !== null ? <span className="text-xs text-muted">{t('console_boxes_baseVersion', { version: p.baseVersion })}</span> : null}
        {p.resultVersion !== null ? <span className="text-xs text-muted">{t('console_boxes_became', { version: p.resultVersion })}</span> : null}
        <span className="text-xs text-muted">{t('console_boxes_proposedBy', { name: p.proposedBy, at: when(p.createdAt) })}</span>
        {p.decidedBy && p.decidedAt ? <span className="text-xs text-muted">{t('console_boxes_decidedBy', { name: p.decidedBy, at: when(p.decidedAt) })}</span> : null}
      </header>
      <p className="text-sm"><span className="me-2 text-muted">{t('console_boxes_reason')}</span>{p.reason}</p>
      <TableFigures lang={lang} table={p.table} />
      <button type="button" className="btn-ghost px-2.5 py-1 text-xs" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? 'console_boxes_hideTable' : 'console_boxes_showTable')}
      </button>
      {open ? <OddsTable lang={lang} table={p.table} /> : null}
      {canDecide ? (
        own ? (
          <p className="text-sm text-muted" data-testid="box-proposal-own">{t('console_boxes_ownProposal')}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-56 flex-1 flex-col gap-1">
              <span className="text-xs text-muted">{t('console_boxes_reason')}</span>
              <input className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="button" className="btn-primary" disabled={busy} data-testid="box-approve" onClick={() => decide(true)}>{t('console_boxes_approve')}</button>
            <button type="button" className="btn-ghost" disabled={busy} data-testid="box-reject" onClick={() => decide(false)}>{t('console_boxes_reject')}</button>
          </div>
        )
      ) : null}
      {note ? <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-emerald-400' : 'text-accent-red'}>{note.text}</p> : null}
    </article>
  );
}
