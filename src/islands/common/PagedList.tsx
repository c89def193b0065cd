// A paged list as the player's pages show it (coupons, vouchers, the catalogues): a retry when the
// page failed, "loading" before the first answer, an empty note, the items, and a prev / "n / m" /
// next pager when there is more than one page. The list's data and actions live in a store from
// src/lib (createPagedList / createFilteredList, docs/decisions/0041-paged-lists.md); this only
// renders its state.
import type { ReactNode } from 'react';
import { pageCount } from '../../lib/format.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { listView } from '../../lib/list-view.ts';
import type { PagedState } from '../../lib/paged.ts';
import { EmptyState, type EmptyAction, type EmptyIcon } from './EmptyState.tsx';
import { LoadFailed } from './LoadFailed.tsx';

export interface PagedListProps<T> {
  t: Translator;
  state: PagedState<T>;
  /** The page size the list asks for (the pager counts pages with it). */
  pageSize: number;
  onRetry: () => void;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  empty: { testId: string; text: string; hint?: string; action?: EmptyAction; icon?: EmptyIcon };
  prevLabel: string;
  nextLabel: string;
  listClassName?: string;
}

export function PagedList<T>(p: PagedListProps<T>) {
  const { t, state } = p;
  const { data, page } = state;
  const pages = data ? pageCount(data.total, p.pageSize) : 1;
  const view = listView(state);
  return (
    <>
      {view === 'error' ? (
        <LoadFailed t={t} onRetry={p.onRetry} />
      ) : !data ? (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      ) : view === 'empty' ? (
        <EmptyState testId={p.empty.testId} icon={p.empty.icon ?? 'ticket'} title={p.empty.text} hint={p.empty.hint} action={p.empty.action} />
      ) : (
        <ul className={p.listClassName ?? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'}>{data.list.map(p.renderItem)}</ul>
      )}
      {data && pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => p.onPage(page - 1)}>{p.prevLabel}</button>
          <span className="tabular-nums text-muted">{page} / {pages}</span>
          <button type="button" className="btn-ghost" disabled={page >= pages} onClick={() => p.onPage(page + 1)}>{p.nextLabel}</button>
        </div>
      )}
    </>
  );
}
