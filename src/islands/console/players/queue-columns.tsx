// The columns every four-eyes queue of the players' area opens with: when it was asked, and the
// player it is about (a link to their page). The adjustments' and the authenticator removals'
// queues share them.
import { createColumnHelper } from '@tanstack/react-table';
import { consolePath } from '../../../lib/console/api.ts';
import type { RecordRow } from '../../../lib/console/players.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { when } from './PlayerStatus.tsx';

export const queueColumn = createColumnHelper<typeof consoleTableFeatures, RecordRow>();

export function queueLeadColumns(t: Translator) {
  return [
    queueColumn.accessor((r) => r.at, { id: 'at', header: t('console_players_at'), enableSorting: false, cell: (c) => when(c.getValue()) }),
    queueColumn.accessor((r) => r.nickname, {
      id: 'player', header: t('console_players_nickname'), enableSorting: false,
      cell: (c) => <a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${String(c.row.original.userId)}`)}>{String(c.getValue())}</a>,
    }),
  ];
}
