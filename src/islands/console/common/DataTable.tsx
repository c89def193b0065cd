// The console's table: @tanstack/react-table v9 (headless) with sorting and paging done
// by the server. The page owns the query (page, pageSize, sort and its filter form), fetches the
// rows and the total, and passes them in; clicking a sortable header or a pager button calls
// onChange with the next query, which the page fetches (and resets to page 1 when the filter or
// the sort changes). The table never sorts, filters or slices rows itself (manual* options).
//
// Columns are TanStack column definitions: `header` (text), `cell` (render), `enableSorting: true`
// on the columns the server can sort by (the column id is the sort key sent to the server).
import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type PaginationState, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useMemo } from 'react';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import type { ListQuery as TableQuery, ListSort as TableSort } from '../../../lib/paged.ts';
import HydratedFieldset from './HydratedFieldset.tsx';

export const consoleTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
type Features = typeof consoleTableFeatures;

// A page builds its list with its column helper's `columns([...])` rather than annotating an
// array as ConsoleColumn<Row>[]: the annotation would make every accessor's value `any`, the helper
// keeps each column's own value type for its cell.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column values differ per column
export type ConsoleColumn<T extends RowData> = ColumnDef<Features, T, any>;

// The query lives in a list store (src/lib/paged.ts, docs/decisions/0041-paged-lists.md).
export type { ListQuery as TableQuery, ListSort as TableSort } from '../../../lib/paged.ts';

export interface DataTableProps<T extends RowData> {
  lang: Lang;
  columns: ConsoleColumn<T>[];
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  sort?: TableSort | null;
  onChange: (next: TableQuery) => void;
  loading?: boolean;
  /** A stable id per row (default: its index). */
  rowId?: (row: T) => string;
  pageSizes?: number[];
  testId?: string;
}

function apply<S>(u: Updater<S>, old: S): S {
  return typeof u === 'function' ? (u as (o: S) => S)(old) : u;
}

export default function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { lang, columns, data, total, page, pageSize, onChange, loading = false } = props;
  const sort = props.sort ?? null;
  const sorting: SortingState = useMemo(() => (sort ? [sort] : []), [sort]);
  const pagination: PaginationState = useMemo(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data,
    getRowId: props.rowId ? (row: T) => props.rowId!(row) : undefined,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (u) => {
      const next = apply(u, sorting)[0] ?? null;
      onChange({ page: 1, pageSize, sort: next ? { id: next.id, desc: next.desc } : null });
    },
    onPaginationChange: (u) => {
      const next = apply(u, pagination);
      onChange({ page: next.pageIndex + 1, pageSize: next.pageSize, sort });
    },
  });

  const go = (p: number) => onChange({ page: Math.min(Math.max(1, p), pages), pageSize, sort });

  return (
    <div className="space-y-2" data-testid={props.testId}>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-max border-collapse lg:min-w-full text-left text-xs sm:text-sm" aria-busy={loading}>
          <thead className="bg-surface-2 text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const dir = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      className="relative whitespace-nowrap border-b border-line px-3 py-2 font-semibold"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button type="button" className="inline-flex items-center gap-1 hover:text-ink" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={dir ? 'text-accent-orange' : 'opacity-40'}>{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                          {dir ? <span className="sr-only">{t(lang, dir === 'asc' ? 'console_table_sortAsc' : 'console_table_sortDesc')}</span> : null}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={loading ? 'opacity-60' : undefined}>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-line/60 last:border-b-0 odd:bg-surface/40 hover:bg-surface-2/60">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {data.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                  {t(lang, loading ? 'console_table_loading' : 'console_table_empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{t(lang, 'console_table_total', { total })}</span>
        <span className="ms-auto">{t(lang, 'console_table_page', { page: Math.min(page, pages), pages })}</span>
        <button type="button" className="btn-ghost px-2.5 py-1 text-xs" disabled={page <= 1 || loading} onClick={() => go(page - 1)}>
          {t(lang, 'console_table_prev')}
        </button>
        <button type="button" className="btn-ghost px-2.5 py-1 text-xs" disabled={page >= pages || loading} onClick={() => go(page + 1)}>
          {t(lang, 'console_table_next')}
        </button>
        <HydratedFieldset>
          <label className="flex items-center gap-1">
            <span className="sr-only sm:not-sr-only">{t(lang, 'console_table_pageSize')}</span>
            <select
              className="rounded border border-line bg-bg px-1.5 py-1 text-ink"
              value={pageSize}
              onChange={(e) => table.setPageSize(Number(e.target.value))}
            >
              {(props.pageSizes ?? [20, 50, 100]).map((n) => (
                <option key={n} value={n}>{n}</option>
              ))}
            </select>
          </label>
        </HydratedFieldset>
      </div>
    </div>
  );
}

/** A link that downloads a CSV export with the table's filter (the browser sends the console cookie). */
export function CsvLink({ lang, href }: { lang: Lang; href: string }) {
  return (
    <a href={href} download className="btn-ghost px-3 py-1.5 text-xs" data-testid="console-csv">
      {t(lang, 'console_csv_download')}
    </a>
  );
}
