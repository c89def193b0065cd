// /shop (the spec's screens): every catalogue skin for points, with the player's gold coins and
// points on top, a filter bar (name search, sort default / highest / lowest price, category chips
// dagger, AWP, M4, AK, pistol), paging, and a buy dialog showing what coins and what points pay
// (coins first, as the spec says). Each change asks page 1 again; an answer to an older request is dropped
// (the list's store, src/lib/shop/catalogue.ts).
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { ShopItem } from '../../shared/contracts/shop.ts';
import { displayYuan, parseYuan } from '../../shared/money.ts';
import { SHOP_CATEGORIES, SHOP_SEARCH_MAX, SHOP_SORTS, splitShopPayment, type ShopCategory, type ShopSort } from '../../shared/shop.ts';
import type { Lang, UiKey } from '../../lib/i18n/ui.ts';
import { startShopPurchase } from '../../lib/shop/buy.ts';
import { NO_SHOP_FILTERS as NO_FILTERS, shopCatalogue, type ShopFilters } from '../../lib/shop/catalogue.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { askToSignIn } from '../../lib/auth/tips.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $wallet } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { pageParam, pickParam, useAddressedList } from '../common/useAddressedList.ts';
import { CatalogueList } from '../skin/CatalogueList.tsx';
import { ShopBuyDialog } from './ShopBuyDialog.tsx';
import { PointsGem, ShopCard } from './ShopCard.tsx';
import { SearchField } from '../common/SearchField.tsx';

const SORT_LABEL: Record<ShopSort, UiKey> = { default: 'shop.sort.default', highest: 'shop.sort.highest', lowest: 'shop.sort.lowest' };
/** The filters an address asks for (?sort=&category=&name=&page=); anything else is the default. */
export function shopFiltersFrom(search: string): { filters: ShopFilters; page: number } {
  const q = new URLSearchParams(search);
  return {
    filters: { sort: pickParam(q, 'sort', SHOP_SORTS, 'default'), category: pickParam(q, 'category', SHOP_CATEGORIES, 'all'), name: (q.get('name') ?? '').slice(0, SHOP_SEARCH_MAX) },
    page: pageParam(q),
  };
}

export default function ShopCatalogue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const wallet = useStore($wallet);
  const { form, set } = useAddressedList<ShopFilters, ShopItem>({
    empty: NO_FILTERS,
    fromSearch: shopFiltersFrom,
    list: shopCatalogue,
    typed: ['name'],
  });
  const [buying, setBuying] = useState<ShopItem | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const signedIn = mounted && loggedIn;
  const coins = signedIn && wallet ? wallet.goldCoins : null;
  const points = signedIn && wallet ? wallet.points : null;
  /** Whether the player's coins and points together cover a price (unknown while signed out). */
  const affordable = (price: string): boolean | null => {
    if (coins === null || points === null) return null;
    return splitShopPayment(parseYuan(price) ?? 0n, parseYuan(coins) ?? 0n, parseYuan(points) ?? 0n) !== null;
  };

  return (
    <div className="space-y-4" ref={top}>
      <div className="card relative overflow-hidden p-4 sm:p-5" data-testid="shop-wallet">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_-20%,rgba(155,92,255,0.28),transparent_55%),radial-gradient(circle_at_10%_130%,rgba(252,211,77,0.16),transparent_50%)]" aria-hidden="true" />
        <div className="relative flex flex-wrap items-center gap-x-8 gap-y-3">
          <div>
            <p className="text-xs text-muted">{t('shop.yourCoins')}</p>
            <p className="flex items-center gap-1.5 text-2xl font-bold tabular-nums text-amber-300">
              <CoinIcon />
              <span data-testid="shop-coins">{coins === null ? '—' : displayYuan(coins)}</span>
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">{t('shop.yourPoints')}</p>
            <p className="flex items-center gap-1.5 text-2xl font-bold tabular-nums text-accent-purple">
              <PointsGem className="size-5" />
              <span data-testid="shop-points">{points === null ? '—' : displayYuan(points)}</span>
            </p>
          </div>
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted">
            {t('shop.subtitle')}
            <span className="block text-xs">{t('shop.earnHint')}</span>
          </p>
          {mounted && !loggedIn && (
            <button type="button" className="btn-primary" onClick={() => openDialog('login')} data-testid="shop-login">
              {t('shop.loginToBuy')}
            </button>
          )}
        </div>
      </div>

      <div className="card space-y-3 p-3 sm:p-4" role="search" aria-label={t('shop.search')} data-testid="shop-filters">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchField label={t('shop.search')} value={form.name} maxLength={SHOP_SEARCH_MAX} onChange={(name) => set({ name })} testId="shop-search" />
          <label className="sm:w-48">
            <span className="sr-only">{t('shop.sort')}</span>
            <select className="input" value={form.sort} onChange={(e) => set({ sort: e.target.value as ShopSort })} data-testid="shop-sort">
              {SHOP_SORTS.map((s) => (
                <option key={s} value={s}>{t(SORT_LABEL[s])}</option>
              ))}
            </select>
          </label>
        </div>
        <div role="radiogroup" aria-label={t('skin.category.label')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:pb-0" data-testid="shop-category">
          {SHOP_CATEGORIES.map((c: ShopCategory) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={form.category === c}
              data-category={c}
              onClick={() => set({ category: c })}
              className="shrink-0 rounded-lg border border-line px-3 py-1.5 text-sm text-muted hover:text-ink aria-checked:border-accent-orange aria-checked:bg-accent-orange/10 aria-checked:font-semibold aria-checked:text-accent-orange"
            >
              {t(`skin.category.${c}` as UiKey)}
            </button>
          ))}
        </div>
      </div>

      <CatalogueList
        t={t}
        mounted={mounted}
        list={shopCatalogue}
        name="shop"
        total={(total) => t('shop.total', { total })}
        empty={t('shop.empty')}
        itemKey={(item) => item.ornamentId}
        renderItem={(item) => <ShopCard item={item} t={t} affordable={affordable(item.price)} onBuy={() => {
          if (!askToSignIn()) return;
          // Each opening of the dialog starts at "confirm", even for a skin just bought.
          startShopPurchase(item.ornamentId);
          setBuying(item);
        }} />}
        top={top}
      />

      {buying && coins !== null && points !== null && (
        <ShopBuyDialog t={t} item={buying} coins={coins} points={points} onClose={() => setBuying(null)} />
      )}
    </div>
  );
}

function CoinIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-5" aria-hidden="true">
      <circle cx="8" cy="8" r="6.2" fill="currentColor" fillOpacity="0.3" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 4.8v6.4M6.2 6.4h3.6" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
