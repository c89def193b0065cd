// The record tabs of a player's page: each tab a server-paged table of one record kind (ledger,
// rolls, backpack, orders, sessions, notes, adjustments). Columns are chosen per kind; the table
// itself is the console's DataTable. `version` changes after an action so the open tab re-reads.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { PLAYER_RECORDS, type PlayerRecord } from '../../../shared/console/players.ts';
import { playerRecordList as list, type RecordRow } from '../../../lib/console/players.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { when } from './PlayerStatus.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, RecordRow>();

/** The columns of each record kind: [field, label key, how to show it]. */
type Show = 'text' | 'time' | 'money' | 'mono' | 'state';
const FIELDS: Record<PlayerRecord, [string, UiKey, Show][]> = {
  ledger: [['at', 'console_players_at', 'time'], ['account', 'console_players_account', 'text'], ['kind', 'console_players_kind', 'mono'], ['ref', 'console_players_ref', 'mono'], ['amount', 'console_players_amount', 'money'], ['balanceAfter', 'console_players_balanceAfter', 'money']],
  rolls: [['at', 'console_players_at', 'time'], ['game', 'console_players_game', 'mono'], ['boxId', 'console_players_box', 'text'], ['boxVersion', 'console_players_version', 'text'], ['nonce', 'console_players_nonce', 'text'], ['ticket', 'console_players_ticket', 'mono'], ['item', 'console_players_item', 'text']],
  backpack: [['at', 'console_players_at', 'time'], ['id', 'console_players_itemId', 'mono'], ['item', 'console_players_item', 'text'], ['price', 'console_players_price', 'money'], ['module', 'console_players_module', 'text'], ['state', 'console_players_itemState', 'text']],
  orders: [['at', 'console_players_at', 'time'], ['id', 'console_players_orderId', 'mono'], ['provider', 'console_players_provider', 'text'], ['channel', 'console_players_channel', 'text'], ['amount', 'console_players_amount', 'money'], ['payState', 'console_players_payState', 'text']],
  sessions: [['at', 'console_players_signedInAt', 'time'], ['lastUsedAt', 'console_players_lastUsed', 'time'], ['revokedAt', 'console_players_ended', 'time'], ['ip', 'console_players_ip', 'mono'], ['userAgent', 'console_players_device', 'text']],
  notes: [['at', 'console_players_at', 'time'], ['staff', 'console_players_staff', 'text'], ['body', 'console_players_note', 'text']],
  adjustments: [['at', 'console_players_at', 'time'], ['account', 'console_players_account', 'text'], ['amount', 'console_players_amount', 'money'], ['reason', 'console_players_reason', 'text'], ['state', 'console_players_approval', 'state'], ['requestedBy', 'console_players_requestedBy', 'text'], ['decidedBy', 'console_players_decidedBy', 'text']],
};

const TAB_LABEL: Record<PlayerRecord, UiKey> = {
  ledger: 'console_players_tab_ledger', rolls: 'console_players_tab_rolls', backpack: 'console_players_tab_backpack', orders: 'console_players_tab_orders',
  sessions: 'console_players_tab_sessions', notes: 'console_players_tab_notes', adjustments: 'console_players_tab_adjustments',
};

export const APPROVAL_LABEL: UiKey[] = ['console_players_pending', 'console_players_posted', 'console_players_rejected'];

function cellOf(show: Show, v: RecordRow[string] | undefined, t: Translator) {
  if (v === null || v === undefined || v === '') return '—';
  if (show === 'time') return when(v);
  if (show === 'money') return <span className={`tabular-nums ${String(v).startsWith('-') ? 'text-accent-red' : ''}`}>{String(v)}</span>;
  if (show === 'mono') return <span className="font-mono text-xs">{String(v)}</span>;
  if (show === 'state') return t(APPROVAL_LABEL[Number(v)] ?? 'console_players_pending');
  return String(v);
}

/** A change elsewhere on the page reads the shown page again (playerChanged in src/lib/console/players.ts). */
export function PlayerRecords({ lang, t, id }: { lang: Lang; t: Translator; id: string }) {
  const { tab } = useStore(list.$filter);
  const { error } = useStore(list.$state);
  useEffect(() => { void list.start({ id, tab: 'ledger' }); }, [id]);

  const columns = FIELDS[tab].map(([field, label, show]) =>
    col.accessor((r) => r[field], { id: field, header: t(label), enableSorting: false, cell: (c) => cellOf(show, c.getValue(), t) }));

  return (
    <section className="space-y-3">
      <div role="tablist" aria-label={t('console_players_records')} className="flex gap-1 overflow-x-auto border-b border-line">
        {PLAYER_RECORDS.map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={tab === r}
            data-testid={`record-tab-${r}`}
            onClick={() => void list.setFilter({ id, tab: r })}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 font-semibold text-muted hover:text-ink aria-selected:border-accent-orange aria-selected:text-accent-orange"
          >
            {t(TAB_LABEL[r])}
          </button>
        ))}
      </div>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      <div role="tabpanel">
        <ConsoleList lang={lang} list={list} testId={`records-${tab}`} columns={columns} rows={(d) => d.list} total={(d) => d.total} errorClassName={null} />
      </div>
    </section>
  );
}
