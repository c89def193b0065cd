// A catalogue's list (/shop, /skin): the total line, then the skeleton before the first answer, a
// retry when it failed, the empty note or the grid of cards (dimmed while the next page loads),
// and the pager, which scrolls back to the catalogue's top once a page turned. The list is a store
// from src/lib (docs/decisions/0041-paged-lists.md); this only renders it.
import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode, type RefObject } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';
import type { PagedList } from '../../lib/paged.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Pager } from '../common/Pager.tsx';
import { SKIN_GRID, SkinGridSkeleton } from './SkinCard.tsx';

export interface CatalogueListProps<T> {
  t: Translator;
  mounted: boolean;
  list: PagedList<T>;
  /** The prefix of the test ids: `${name}-total`, `-empty`, `-grid`, `-pager`, `-prev`, `-next`. */
  name: string;
  total: (total: number) => string;
  empty: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Where a turned page scrolls to. */
  top: RefObject<HTMLElement | null>;
}

export function CatalogueList<T>({ t, mounted, list, name, total, empty, itemKey, renderItem, top }: CatalogueListProps<T>) {
  const state = useStore(list.$state);
  const pager = useMemo(() => {
    const turn = (move: () => Promise<void>) => {
      void move().then(() => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    };
    return { ...list, next: () => (turn(list.next), Promise.resolve()), prev: () => (turn(list.prev), Promise.resolve()) };
  }, [list, top]);
  return (
    <>
      <p className="text-sm text-muted" aria-live="polite" data-testid={`${name}-total`}>
        {state.data ? total(state.data.total) : '\u00a0'}
      </p>

      {!mounted || (state.loading && !state.data) ? (
        <SkinGridSkeleton />
      ) : state.error && !state.data ? (
        <LoadFailed t={t} onRetry={() => void list.refresh()} />
      ) : state.data && state.data.list.length === 0 ? (
        <p className="card px-4 py-12 text-center text-muted" data-testid={`${name}-empty`}>{empty}</p>
      ) : (
        <ul className={`${SKIN_GRID} transition-opacity ${state.loading ? 'opacity-60' : ''}`} data-testid={`${name}-grid`} aria-busy={state.loading}>
          {state.data?.list.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}

      <Pager t={t} list={pager} testId={`${name}-pager`} buttonTestIds={{ prev: `${name}-prev`, next: `${name}-next` }} />
    </>
  );
}
