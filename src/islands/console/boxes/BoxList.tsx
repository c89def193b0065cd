// /console/boxes: every case with its current version, price, declared against observed RTP,
// openings, state and pending proposals, filtered, sorted and paged by the server; new cases
// waiting for a second staff member's approval below it.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ConsoleBoxRow } from '../../../shared/console/boxes.ts';
import { consolePath, may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { boxList, when } from '../../../lib/console/boxes.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import ProposalCard from './ProposalCard.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsoleBoxRow>();

/** Observed RTP, marked as the RTP monitor flags it: outside 3σ of the declared one over at least 100 openings. */
function Observed({ row, none }: { row: ConsoleBoxRow; none: string }) {
  if (row.observedRtp === null) return <span className="text-muted">{none}</span>;
  const off = row.zScore !== null && row.openings >= 100 && Math.abs(row.zScore) > 3;
  return <span className={`tabular-nums ${off ? 'font-semibold text-accent-red' : ''}`} title={row.zScore === null ? undefined : `z = ${row.zScore.toFixed(2)}`}>{row.observedRtp}%</span>;
}

export default function BoxList({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const [draft, setDraft] = useState(boxList.initialFilter);
  const { data } = useStore(boxList.$state);

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void boxList.start(); }, []);
  const reload = useCallback(() => void boxList.refresh(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void boxList.setFilter(draft);
  };

  const columns = col.columns([
    col.accessor('id', { header: 'ID', enableSorting: true, cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
    col.accessor('name', {
      header: t('console_boxes_colName'),
      enableSorting: false,
      cell: (c) => (
        <a href={consolePath(`/console/boxes/${c.row.original.id}`)} className="inline-block min-w-40 font-semibold text-accent-blue hover:underline" data-testid="box-link">
          {c.getValue()} <span className="font-mono text-xs font-normal text-muted">{c.row.original.slug}</span>
        </a>
      ),
    }),
    col.accessor('currentVersion', { header: t('console_boxes_colVersion'), enableSorting: false, cell: (c) => <span className="tabular-nums">v{c.getValue()}</span> }),
    col.accessor('price', { header: t('console_boxes_colPrice'), enableSorting: true, cell: (c) => <span className="tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('declaredRtp', { header: t('console_boxes_colDeclared'), enableSorting: true, cell: (c) => <span className="tabular-nums">{c.getValue()}%</span> }),
    col.accessor('observedRtp', { header: t('console_boxes_colObserved'), enableSorting: true, cell: (c) => <Observed row={c.row.original} none={t('console_boxes_none')} /> }),
    col.accessor('openings', { header: t('console_boxes_colOpenings'), enableSorting: true, cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    col.accessor('retiredAt', {
      header: t('console_boxes_state'),
      enableSorting: false,
      cell: (c) => {
        const at = c.getValue();
        return at
          ? <span className="rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted" title={when(at)}>{t('console_boxes_stateRetired')}</span>
          : <span className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-xs text-emerald-400">{t('console_boxes_stateOnSale')}</span>;
      },
    }),
    col.accessor('pendingProposals', {
      header: t('console_boxes_colPending'),
      enableSorting: true,
      cell: (c) => (c.getValue() > 0
        ? <a href={consolePath(`/console/boxes/${c.row.original.id}`)} className="rounded bg-accent-orange/15 px-1.5 py-0.5 text-xs font-semibold text-accent-orange">{c.getValue()}</a>
        : <span className="text-muted">0</span>),
    }),
  ]);

  return (
    <div className="space-y-4" data-testid="console-boxes">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-bold">{t('console_boxes_title')}</h1>
          <p className="text-muted">{t('console_boxes_subtitle')}</p>
        </div>
        {may(who, 'boxes.propose') ? <a href={consolePath('/console/boxes/new')} className="btn-primary" data-testid="box-new">{t('console_boxes_new')}</a> : null}
      </header>
      <form onSubmit={submit} className="card p-3" role="search">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <label className="flex min-w-56 flex-1 flex-col gap-1">
            <span className="text-xs text-muted">{t('console_boxes_searchLabel')}</span>
            <input className="input" name="q" maxLength={60} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_boxes_state')}</span>
            <select className="input" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
              <option value="-1">{t('console_boxes_stateAll')}</option>
              <option value="0">{t('console_boxes_stateOnSale')}</option>
              <option value="1">{t('console_boxes_stateRetired')}</option>
            </select>
          </label>
          <button type="submit" className="btn-primary">{t('console_common_search')}</button>
        </HydratedFieldset>
      </form>
      <ConsoleList lang={lang} list={boxList} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => String(r.id)} testId="boxes-table" />
      <section className="space-y-2" data-testid="box-new-proposals">
        <h2 className="text-base font-bold">{t('console_boxes_pendingNew')}</h2>
        {data && data.newCaseProposals.length === 0 ? <p className="text-muted">{t('console_boxes_noPendingNew')}</p> : null}
        {data?.newCaseProposals.map((p) => <ProposalCard key={p.id} lang={lang} p={p} who={who} onDecided={reload} />)}
      </section>
    </div>
  );
}
