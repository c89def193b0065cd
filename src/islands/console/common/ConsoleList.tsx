// A console list page's table: the list's error above its DataTable, both read from a list store
// (createQueryList in src/lib/paged.ts, docs/decisions/0041-paged-lists.md). The page keeps its own
// filter form and calls the store's actions; the table's pager and sort go to setQuery.
import { useStore } from '@nanostores/react';
import type { RowData } from '@tanstack/react-table';
import type { Lang } from '../../../lib/i18n/ui.ts';
import type { QueryList } from '../../../lib/paged.ts';
import DataTable, { type ConsoleColumn } from './DataTable.tsx';

export interface ConsoleListProps<F, D, T extends RowData> {
  lang: Lang;
  list: QueryList<F, D>;
  columns: ConsoleColumn<T>[];
  rows: (data: D) => T[];
  total: (data: D) => number;
  /** A stable id per row (default: its index). */
  rowId?: (row: T) => string;
  testId: string;
  pageSizes?: number[];
  /** The error line's classes; null when the page shows the list's failures itself (onError). */
  errorClassName?: string | null;
  /** A load the table asked for (page, size, sort) failed. */
  onError?: (message: string) => void;
}

export default function ConsoleList<F, D, T extends RowData>(p: ConsoleListProps<F, D, T>) {
  const query = useStore(p.list.$query);
  const { data, error, loading } = useStore(p.list.$state);
  const errorClassName = p.errorClassName === undefined ? 'text-accent-red' : p.errorClassName;
  return (
    <>
      {errorClassName !== null && error ? <p role="alert" className={errorClassName}>{error}</p> : null}
      <DataTable
        lang={p.lang}
        columns={p.columns}
        data={data ? p.rows(data) : []}
        total={data ? p.total(data) : 0}
        page={query.page}
        pageSize={query.pageSize}
        sort={query.sort}
        onChange={(q) => void p.list.setQuery(q).then((e) => e && p.onError?.(e))}
        loading={loading}
        rowId={p.rowId}
        pageSizes={p.pageSizes}
        testId={p.testId}
      />
    </>
  );
}
