// Previous / next paging under a paged list (src/lib/paged.ts), with "page x of y".
import { useStore } from '@nanostores/react';
import { pageCount } from '../../lib/format.ts';
import type { Translator, UiKey } from '../../lib/i18n/ui.ts';
import type { PagedList } from '../../lib/paged.ts';

/** Where the pager's words come from; `label` names the nav and is given the page numbers too. */
export interface PagerKeys {
  prev: UiKey;
  next: UiKey;
  pageOf: UiKey;
  label: UiKey;
}

const PAGER_KEYS: PagerKeys = { prev: 'pager.prev', next: 'pager.next', pageOf: 'pager.pageOf', label: 'pager.label' };

interface PagerProps<T> {
  t: Translator;
  list: PagedList<T>;
  /** On the nav. */
  testId?: string;
  /** On the two buttons, for lists whose tests press them. */
  buttonTestIds?: { prev: string; next: string };
  /** Shown with a single page too; otherwise a list that fits one page has no pager. */
  always?: boolean;
  keys?: PagerKeys;
}

export function Pager<T>({ t, list, testId, buttonTestIds, always = false, keys = PAGER_KEYS }: PagerProps<T>) {
  const { page, data, loading } = useStore(list.$state);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  if (pages <= 1 && !always) return null;
  return (
    <nav className="flex items-center justify-center gap-3 text-sm" aria-label={t(keys.label, { page, pages })} data-testid={testId}>
      <button
        type="button"
        data-testid={buttonTestIds?.prev}
        className="btn-ghost px-3 py-1.5"
        disabled={loading || page <= 1}
        onClick={() => void list.prev()}
      >
        {t(keys.prev)}
      </button>
      <span className="text-muted">{t(keys.pageOf, { page, pages })}</span>
      <button
        type="button"
        data-testid={buttonTestIds?.next}
        className="btn-ghost px-3 py-1.5"
        disabled={loading || page >= pages}
        onClick={() => void list.next()}
      >
        {t(keys.next)}
      </button>
    </nav>
  );
}
