// One tab of the record centre (./RecordCentre.tsx): its total and refresh, the rows (a table from
// sm up, a card of labelled pairs per row on a phone), and the pager.
import { useStore } from '@nanostores/react';
import type { Translator } from '../../lib/i18n/ui.ts';
import type { PagedList } from '../../lib/paged.ts';
import { listView } from '../../lib/list-view.ts';
import { EmptyState, type EmptyAction } from '../common/EmptyState.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Pager, type PagerKeys } from '../common/Pager.tsx';
import type { Column } from './record-columns.tsx';

// The record centre's pager came before the shared one: it keeps its own keys (the same words) and
// its nav stays named by the page count.
const FLOW_PAGER: PagerKeys = { prev: 'flow.prev', next: 'flow.next', pageOf: 'flow.pageOf', label: 'flow.pageOf' };

interface PagedTableProps<T> {
  list: PagedList<T>;
  t: Translator;
  columns: Column<T>[];
  rowTestId: string;
  rowKey: (row: T) => string;
  /** The step that would put a first row here (top up, join a battle…). */
  emptyAction?: EmptyAction;
}

export function PagedTable<T>({ list, t, columns, rowTestId, rowKey, emptyAction }: PagedTableProps<T>) {
  const state = useStore(list.$state);
  const { data, loading } = state;
  const view = listView(state);

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm text-muted">
        <span>{data ? t('flow.total', { total: data.total }) : '\u00a0'}</span>
        <button
          type="button"
          data-testid="flow-refresh"
          className="btn-ghost px-3 py-1.5"
          onClick={() => void list.refresh()}
          disabled={loading}
        >
          {t('flow.refresh')}
        </button>
      </div>

      <div className="card overflow-x-auto" aria-busy={loading}>
        {view === 'error' ? (
          <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 px-4 py-10 text-center" />
        ) : !data ? (
          <p className="px-4 py-10 text-center text-muted">{t('common.loading')}</p>
        ) : view === 'empty' ? (
          <EmptyState variant="inline" testId="flow-empty" icon="records" title={t('flow.empty')} hint={t('flow.emptyHint')} action={emptyAction} />
        ) : (
          // From sm up a table (scrolling inside the card if it must); on a phone each row is a card of
          // labelled pairs in two columns, so no amount runs off the screen's right edge.
          <table className={`w-full text-sm max-sm:block sm:min-w-[40rem] ${loading ? 'opacity-60' : ''}`}>
            <thead className="border-b border-line text-start text-xs text-muted max-sm:hidden">
              <tr>
                {columns.map((c) => (
                  <th key={c.head} scope="col" className={`px-4 py-3 font-medium ${c.align === 'right' ? 'text-end' : 'text-start'}`}>
                    {c.head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {data.list.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId}
                  className="border-b border-line/60 last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
                >
                  {columns.map((c) => (
                    <td
                      key={c.head}
                      className={`min-w-0 px-4 py-3 max-sm:block max-sm:p-0 sm:whitespace-nowrap ${c.wide ? 'max-sm:col-span-2' : ''} ${c.align === 'right' ? 'tabular-nums sm:text-end' : ''}`}
                    >
                      <span className="block text-xs text-muted sm:hidden">{c.head}</span>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Pager t={t} list={list} keys={FLOW_PAGER} buttonTestIds={{ prev: 'flow-prev', next: 'flow-next' }} always />
    </div>
  );
}
