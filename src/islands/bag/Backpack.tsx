// /personal/bag: the signed-in player's collection: items as cards coloured by rarity, what they
// are worth together, filtered by source, status, rarity and name, sorted, paged, with
// multi-select, a running total of sell-back prices, selling after a confirmation, and taking
// items back to Steam through WithdrawDialog, loaded when first opened.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { displayYuan } from '../../shared/money.ts';
import { MAX_WITHDRAW_ITEMS } from '../../shared/withdrawal-constants.ts';
import { sellItems } from '../../lib/actions/box.ts';
import { $bagFiltered, $bagFilters, $bagSearch, $bagValue, bagList as list, clearBagFilters, filterBag, leaveBag, searchBag } from '../../lib/bag/list.ts';
import {
  EMPTY_SELECTION,
  pageSelected,
  selectedIds,
  selectionTotal,
  toggleItem,
  togglePage,
  withoutIds,
  type Selection,
} from '../../lib/bag/selection.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { listView } from '../../lib/list-view.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { Pager } from '../common/Pager.tsx';
import { BagItemCard } from './BagItemCard.tsx';
import { BagToolbar } from './BagToolbar.tsx';
import { SellConfirmDialog } from './SellConfirmDialog.tsx';

const WithdrawDialog = lazy(() => import('./WithdrawDialog.tsx'));

export default function Backpack({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const filters = useStore($bagFilters);
  const { moduleId } = filters;
  const search = useStore($bagSearch);
  const value = useStore($bagValue);
  const filtered = useStore($bagFiltered);
  const state = useStore(list.$state);
  const { data, loading } = state;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const [selling, setSelling] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  // The items seen on any page, so the take-back dialog can show a selection spread over pages.
  const seen = useRef(new Map<string, BagItem>());

  useEffect(() => leaveBag, []);
  useEffect(() => {
    if (!mounted) return;
    if (!loggedIn) {
      list.reset();
      setSelection(EMPTY_SELECTION);
      return;
    }
    void list.load(1);
  }, [mounted, loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('bag.loginPrompt')} buttonLabel={t('header.login')} testId="bag-login-prompt" />;

  const items = data?.list ?? [];
  for (const item of items) seen.current.set(item.id, item);
  const count = selection.size;
  const total = selectionTotal(selection);
  const tooMany = count > MAX_WITHDRAW_ITEMS;

  async function sell() {
    const ids = selectedIds(selection);
    setSelling(true);
    try {
      const r = await sellItems(ids);
      toast.success(t('bag.sold', { amount: displayYuan(r.amount) }));
      setSelection((s) => withoutIds(s, ids));
    } catch {
      // Shown by the request client. Some items may have changed state elsewhere: start over
      // from what the server lists now.
      setSelection(EMPTY_SELECTION);
    } finally {
      setSelling(false);
      setConfirming(false);
      void list.refresh();
    }
  }

  function withdrawn(ids: string[]) {
    setWithdrawing(false);
    toast.success(t('withdraw_submitted'), { id: 'withdraw-submitted' });
    setSelection((s) => withoutIds(s, ids));
    void list.refresh();
  }

  return (
    <div className="space-y-4">
      {data && (
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1" data-testid="bag-summary">
          <span className="text-sm text-muted">{t('bag.total', { total: data.total })}</span>
          {value !== null && (
            <span className="text-lg font-extrabold tabular-nums text-accent-orange" data-testid="bag-value" data-value={value}>
              {t('bag.value', { amount: displayYuan(value) })}
            </span>
          )}
        </p>
      )}
      <BagToolbar
        t={t}
        lang={lang}
        filters={filters}
        search={search}
        onModule={(id) => id !== moduleId && void filterBag({ moduleId: id })}
        onSort={(s) => void filterBag({ sort: s })}
        onState={(st) => void filterBag({ state: st })}
        onRarity={(rarity) => void filterBag({ rarity })}
        onSearch={searchBag}
      />

      {/* Sticks under the header (h-14, sm:h-16) and, in a play session, under the session strip
          hanging from it (h-6, protection/RealityWatch.tsx). */}
      <div
        data-testid="bag-select-bar"
        className="card sticky top-14 z-10 flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:top-16 [body:has([data-testid=session-strip])_&]:top-20 sm:[body:has([data-testid=session-strip])_&]:top-[5.5rem]"
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            data-testid="bag-select-all"
            className="size-4 accent-accent-orange"
            checked={pageSelected(selection, items)}
            disabled={items.length === 0}
            onChange={() => setSelection((s) => togglePage(s, items))}
          />
          {t('bag.selectAll')}
        </label>
        <span className="text-sm text-muted" data-testid="bag-selected" data-count={count} data-total={total}>
          {t('bag.selected', { count, amount: displayYuan(total) })}
        </span>
        <span className="flex gap-2">
          <button
            type="button"
            data-testid="bag-withdraw"
            className="btn-ghost border-accent-orange/60 text-accent-orange"
            disabled={count === 0 || tooMany || selling}
            title={tooMany ? t('withdraw_tooMany', { max: MAX_WITHDRAW_ITEMS }) : undefined}
            onClick={() => setWithdrawing(true)}
          >
            {t('withdraw_action')}
          </button>
          <button type="button" data-testid="bag-sell" className="btn-primary" disabled={count === 0 || selling} onClick={() => setConfirming(true)}>
            {t('bag.sell')}
          </button>
        </span>
        {tooMany ? (
          <p className="w-full text-xs text-accent-red" data-testid="withdraw-too-many">
            {t('withdraw_tooMany', { max: MAX_WITHDRAW_ITEMS })}
          </p>
        ) : null}
      </div>

      {(() => {
        const view = listView(state);
        if (view === 'error') return <LoadFailed t={t} onRetry={() => void list.refresh()} />;
        if (view === 'loading') return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
        if (view === 'empty') {
          return filtered ? (
            <EmptyState
              testId="bag-no-match"
              icon="search"
              title={t('bag.noMatch')}
              action={{ label: t('bag.clearFilters'), onClick: () => void clearBagFilters(), testId: 'bag-clear-filters' }}
            />
          ) : (
            <EmptyState testId="bag-empty" icon="bag" title={t('bag.empty')} hint={t('bag.emptyHint')} action={{ label: t('bag.emptyAction'), href: localizedPath(lang, '/box') }} />
          );
        }
        return (
          <ul className={`grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
            {items.map((item) => (
              <BagItemCard
                key={item.id}
                item={item}
                selected={selection.has(item.id)}
                onToggle={() => setSelection((s) => toggleItem(s, item))}
                lang={lang}
                t={t}
              />
            ))}
          </ul>
        );
      })()}

      <Pager t={t} list={list} testId="bag-pager" />

      {confirming && (
        <SellConfirmDialog
          t={t}
          count={count}
          amount={displayYuan(total)}
          busy={selling}
          onConfirm={() => void sell()}
          onCancel={() => setConfirming(false)}
        />
      )}

      {withdrawing && (
        <Suspense fallback={null}>
          <WithdrawDialog
            lang={lang}
            t={t}
            items={selectedIds(selection).flatMap((id) => seen.current.get(id) ?? [])}
            onDone={withdrawn}
            onCancel={() => setWithdrawing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
