// A version's (or a proposal's) table: every item with its ticket range, odds and value, in ticket
// order, with the price, expected value and RTP above it. Shown whole (a case holds at most 100
// items), through the console's DataTable so it reads like every other console table.
import { createColumnHelper } from '@tanstack/react-table';
import type { ConsoleBoxItem, ConsoleBoxTable } from '../../../shared/console/boxes.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import DataTable, { type consoleTableFeatures } from '../common/DataTable.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsoleBoxItem>();

export function TableFigures({ lang, table, edge }: { lang: Lang; table: Pick<ConsoleBoxTable, 'price' | 'expectedValue' | 'rtp'>; edge?: number }) {
  const t = useT(lang);
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="box-figures">
      <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colPrice')}</dt><dd className="font-semibold tabular-nums" data-testid="box-price">¥{table.price}</dd></div>
      <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_ev')}</dt><dd className="tabular-nums">¥{table.expectedValue}</dd></div>
      <div className="flex gap-2"><dt className="text-muted">{t('box.rtp')}</dt><dd className="font-semibold tabular-nums" data-testid="box-rtp">{table.rtp}%</dd></div>
      {edge !== undefined ? <div className="text-muted">{t('console_boxes_edge', { edge })}</div> : null}
    </dl>
  );
}

export default function OddsTable({ lang, table, testId }: { lang: Lang; table: ConsoleBoxTable; testId?: string }) {
  const t = useT(lang);
  const columns = col.columns([
    col.accessor('name', {
      header: t('console_boxes_colItem'),
      enableSorting: false,
      cell: (c) => (
        <span className="flex min-w-56 items-center gap-2">
          <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: c.row.original.rarityColor }} />
          <span>{c.getValue()}</span>
          <span className="font-mono text-xs text-muted">#{c.row.original.ornamentId}</span>
        </span>
      ),
    }),
    col.accessor('price', { header: t('console_boxes_colValue'), enableSorting: false, cell: (c) => <span className="tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('tickets', { header: t('console_boxes_colWeight'), enableSorting: false, cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    col.accessor('ticketFrom', {
      header: t('console_boxes_colTickets'),
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap font-mono text-xs tabular-nums">{c.getValue()}–{c.row.original.ticketTo}</span>,
    }),
    col.accessor('odds', { header: t('console_boxes_colOdds'), enableSorting: false, cell: (c) => <span className="font-semibold tabular-nums">{c.getValue()}%</span> }),
  ]);
  const n = Math.max(1, table.items.length);
  return (
    <DataTable lang={lang} columns={columns} data={table.items} total={table.items.length} page={1} pageSize={n} pageSizes={[n]}
      onChange={() => undefined} rowId={(r) => String(r.ornamentId)} testId={testId} />
  );
}
