// /console/players: one search box over id, phone, nickname and invitation code, a state filter,
// and the server-paged table of matches; a row opens the player's page. The query lives in the
// address (?q=…&status=…), so a search can be shared and the back button returns to it.
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { playerList, type PlayerRow } from '../../../lib/console/players.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { PlayerStatus, when } from './PlayerStatus.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, PlayerRow>();

function fromAddress(): { q: string; status: string } {
  const p = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  return { q: p.get('q') ?? '', status: p.get('status') ?? '-1' };
}

export default function PlayerSearch({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [draft, setDraft] = useState(fromAddress);
  useEffect(() => { void playerList.start(fromAddress()); }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void playerList.setFilter(draft);
    const p = new URLSearchParams();
    if (draft.q) p.set('q', draft.q);
    if (draft.status !== '-1') p.set('status', draft.status);
    window.history.replaceState(null, '', `${window.location.pathname}${p.size ? `?${p}` : ''}`);
  };

  const columns = col.columns([
    col.accessor('id', { header: 'ID', enableSorting: true, cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
    col.accessor('nickname', {
      header: t('console_players_nickname'),
      enableSorting: false,
      cell: (c) => (
        <a href={consolePath(`/console/players/${c.row.original.id}`)} data-testid="player-link" className="font-semibold text-accent-blue hover:underline">
          {c.getValue()}
        </a>
      ),
    }),
    col.accessor('phone', { header: t('console_players_phone'), enableSorting: false, cell: (c) => c.getValue() ?? '—' }),
    col.accessor('invitationCode', { header: t('console_players_invitationCode'), enableSorting: false }),
    col.accessor('status', { header: t('console_players_status'), enableSorting: false, cell: (c) => <PlayerStatus status={c.getValue()} t={t} /> }),
    col.accessor('main', { header: t('console_players_main'), enableSorting: false, cell: (c) => <span className="tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('secondary', { header: t('console_players_secondary'), enableSorting: false, cell: (c) => <span className="tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('createdAt', { header: t('console_players_createdAt'), enableSorting: false, cell: (c) => when(c.getValue()) }),
  ]);

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_players_title')}</h1>
        <p className="text-muted">{t('console_players_subtitle')}</p>
      </header>
      <form onSubmit={submit} className="card p-3" role="search">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <label className="flex min-w-56 flex-1 flex-col gap-1">
            <span className="text-xs text-muted">{t('console_common_search')}</span>
            <input
              className="input"
              name="q"
              data-testid="player-search"
              value={draft.q}
              maxLength={50}
              placeholder={t('console_players_searchHint')}
              onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_players_status')}</span>
            <select className="input w-auto" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
              <option value="-1">{t('console_players_all')}</option>
              <option value="0">{t('console_players_active')}</option>
              <option value="1">{t('console_players_banned')}</option>
              <option value="2">{t('console_players_cancelled')}</option>
            </select>
          </label>
          <button type="submit" className="btn-primary">{t('console_common_search')}</button>
        </HydratedFieldset>
      </form>
      <ConsoleList lang={lang} list={playerList} testId="players-table" columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.id} />
    </div>
  );
}
