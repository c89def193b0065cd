// /console/giveaways: every room, official and streamer, newest first, filtered by kind and state
// and paged by the server: pool value, entrants against the maximum, how and when it draws, who
// made it. Staff who may manage rooms get the link to create an official one.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { ConsoleGiveawayRow } from '../../../shared/console/giveaways.ts';
import { consolePath, may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { giveawayList } from '../../../lib/console/giveaways.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { drawLine, GiveawayState, kindLabel, STATE_LABEL } from './parts.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsoleGiveawayRow>();

export default function GiveawayList({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const [draft, setDraft] = useState(giveawayList.initialFilter);

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void giveawayList.start(); }, []);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void giveawayList.setFilter(draft);
  };

  const columns = col.columns([
    col.accessor('id', { header: 'ID', enableSorting: false, cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
    col.accessor('title', {
      header: t('console_giveaways_colTitle'),
      enableSorting: false,
      cell: (c) => (
        <a href={consolePath(`/console/giveaways/${c.row.original.id}`)} className="inline-block min-w-36 font-semibold text-accent-blue hover:underline" data-testid="giveaway-link">
          {c.getValue()}
          <span className="block text-xs font-normal text-muted">
            {kindLabel(c.row.original.kind, t)}{c.row.original.demo ? ` · ${t('console_giveaways_demo')}` : ''}
          </span>
        </a>
      ),
    }),
    col.accessor('state', { header: t('console_giveaways_colState'), enableSorting: false, cell: (c) => <GiveawayState state={c.getValue()} t={t} /> }),
    col.accessor('poolValue', {
      header: t('console_giveaways_colPool'),
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap tabular-nums">¥{c.getValue()} <span className="text-xs text-muted">×{c.row.original.prizeCount}</span></span>,
    }),
    col.accessor('entrantCount', {
      header: t('console_giveaways_colEntrants'),
      enableSorting: false,
      cell: (c) => <span className="tabular-nums">{c.getValue()}{c.row.original.maxEntrants ? ` / ${c.row.original.maxEntrants}` : ''}</span>,
    }),
    col.accessor('drawMode', { header: t('console_giveaways_colDraw'), enableSorting: false, cell: (c) => <span className="text-xs">{drawLine(c.row.original, t, lang)}</span> }),
    col.accessor('maker', {
      header: t('console_giveaways_colMaker'),
      enableSorting: false,
      cell: (c) => {
        const m = c.getValue();
        if (!m) return <span className="text-muted">{t('console_giveaways_system')}</span>;
        return m.kind === 'streamer'
          ? <a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${m.id}`)}>{m.name}</a>
          : <span>{m.name}</span>;
      },
    }),
    col.accessor('createdAt', { header: t('console_giveaways_colCreated'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap text-xs">{consoleTime(c.getValue(), lang, { seconds: false })}</span> }),
  ]);

  return (
    <div className="space-y-4" data-testid="console-giveaways">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-bold">{t('console_giveaways_title')}</h1>
          <p className="text-muted">{t('console_giveaways_subtitle')}</p>
        </div>
        {may(who, 'giveaways.manage') ? <a href={consolePath('/console/giveaways/new')} className="btn-primary" data-testid="giveaway-new">{t('console_giveaways_new')}</a> : null}
      </header>
      <form onSubmit={submit} className="card p-3" role="search">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_giveaways_kind')}</span>
            <select className="input" name="kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
              <option value="all">{t('console_giveaways_all')}</option>
              <option value="official">{t('console_giveaways_kindOfficial')}</option>
              <option value="streamer">{t('console_giveaways_kindStreamer')}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_giveaways_colState')}</span>
            <select className="input" name="state" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
              <option value="-1">{t('console_giveaways_all')}</option>
              {STATE_LABEL.map((k, i) => <option key={k} value={String(i)}>{t(k)}</option>)}
            </select>
          </label>
          <button type="submit" className="btn-primary">{t('console_common_search')}</button>
        </HydratedFieldset>
      </form>
      <ConsoleList lang={lang} list={giveawayList} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.id} testId="giveaways-table" />
    </div>
  );
}
