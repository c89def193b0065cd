// /skin: every catalogue skin, with a filter bar (name search, category chips,
// rarity, price range, sort), paging, and the skin dialog on a card. Filters live in the address
// (?search=&category=&rarity=&minPrice=&maxPrice=&sort=&page=) so a filtered list can be shared;
// each change asks page 1 again and an answer to an older request is dropped (the list's store,
// src/lib/skin/catalogue.ts).
import { useRef } from 'react';
import type { SkinSummary } from '../../shared/contracts/skin.ts';
import { RARITY_KEYS, SKIN_CATEGORIES } from '../../shared/skin-category.ts';
import type { Lang, UiKey } from '../../lib/i18n/ui.ts';
import { NO_FILTERS, skinCatalogue, type SkinFilters } from '../../lib/skin/catalogue.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { addressOf, pageParam, pickParam, useAddressedList } from '../common/useAddressedList.ts';
import { CatalogueList } from './CatalogueList.tsx';
import { SkinCard } from './SkinCard.tsx';
import { SearchField } from '../common/SearchField.tsx';

const SORTS = ['default', 'price_desc', 'price_asc'] as const;
const SORT_LABEL: Record<(typeof SORTS)[number], UiKey> = { default: 'skin.sort.default', price_desc: 'skin.sort.priceDesc', price_asc: 'skin.sort.priceAsc' };
const YUAN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;
const SEARCH_MAX = 50;
/** The filters an address asks for; anything not in the lists is left at its default. */
export function filtersFromSearch(search: string): { filters: SkinFilters; page: number } {
  const q = new URLSearchParams(search);
  const yuan = (name: string) => {
    const v = (q.get(name) ?? '').trim();
    return YUAN.test(v) ? v : '';
  };
  return {
    filters: {
      search: (q.get('search') ?? '').slice(0, SEARCH_MAX),
      category: pickParam(q, 'category', ['all', ...SKIN_CATEGORIES], 'all'),
      rarity: pickParam(q, 'rarity', ['all', ...RARITY_KEYS], 'all'),
      minPrice: yuan('minPrice'),
      maxPrice: yuan('maxPrice'),
      sort: pickParam(q, 'sort', SORTS, 'default'),
    },
    page: pageParam(q),
  };
}

/** The address of these filters: only what differs from the defaults. */
export const searchOf = (f: SkinFilters, page: number): string => addressOf(f, NO_FILTERS, page);

/** Whether the price inputs make a range the server takes (blank is no bound). */
export function priceProblem(f: SkinFilters): boolean {
  const min = f.minPrice.trim();
  const max = f.maxPrice.trim();
  if ((min && !YUAN.test(min)) || (max && !YUAN.test(max))) return true;
  return Boolean(min && max && Number(min) > Number(max));
}

export default function SkinCatalogue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const { form, setForm, set } = useAddressedList<SkinFilters, SkinSummary>({
    empty: NO_FILTERS,
    fromSearch: filtersFromSearch,
    list: skinCatalogue,
    typed: ['search', 'minPrice', 'maxPrice'],
    invalid: priceProblem,
  });
  const top = useRef<HTMLDivElement>(null);
  const badPrice = priceProblem(form);
  const changed = (Object.keys(NO_FILTERS) as (keyof SkinFilters)[]).some((k) => form[k] !== NO_FILTERS[k]);

  return (
    <div className="space-y-4" ref={top}>
      <div className="card space-y-3 p-3 sm:p-4" role="search" aria-label={t('skin.filters')} data-testid="skin-filters">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchField label={t('skin.search')} value={form.search} maxLength={SEARCH_MAX} onChange={(search) => set({ search })} testId="skin-search" />
          <div className="flex gap-2">
            <label className="flex-1 sm:w-44 sm:flex-none">
              <span className="sr-only">{t('skin.rarity.label')}</span>
              <select className="input" value={form.rarity} onChange={(e) => set({ rarity: e.target.value })} data-testid="skin-rarity">
                <option value="all">{t('skin.rarity.all')}</option>
                {[...RARITY_KEYS].reverse().map((r) => (
                  <option key={r} value={r}>{t(`skin.rarity.${r}` as UiKey)}</option>
                ))}
              </select>
            </label>
            <label className="flex-1 sm:w-44 sm:flex-none">
              <span className="sr-only">{t('skin.sort.label')}</span>
              <select className="input" value={form.sort} onChange={(e) => set({ sort: e.target.value })} data-testid="skin-sort">
                {SORTS.map((s) => (
                  <option key={s} value={s}>{t(SORT_LABEL[s])}</option>
                ))}
              </select>
            </label>
          </div>
        </div>

        <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
          <div role="radiogroup" aria-label={t('skin.category.label')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-wrap lg:pb-0" data-testid="skin-category">
            {(['all', ...SKIN_CATEGORIES] as const).map((c) => (
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
          <fieldset className="flex items-center gap-2 text-sm">
            <legend className="sr-only">{t('skin.price.label')}</legend>
            <span className="shrink-0 text-muted" aria-hidden="true">¥</span>
            <input
              inputMode="decimal"
              className="input w-full py-1.5 lg:w-24"
              placeholder={t('skin.price.min')}
              aria-label={t('skin.price.min')}
              aria-invalid={badPrice || undefined}
              value={form.minPrice}
              onChange={(e) => set({ minPrice: e.target.value })}
              data-testid="skin-min-price"
            />
            <span className="text-muted" aria-hidden="true">–</span>
            <input
              inputMode="decimal"
              className="input w-full py-1.5 lg:w-24"
              placeholder={t('skin.price.max')}
              aria-label={t('skin.price.max')}
              aria-invalid={badPrice || undefined}
              value={form.maxPrice}
              onChange={(e) => set({ maxPrice: e.target.value })}
              data-testid="skin-max-price"
            />
            {changed && (
              <button type="button" className="btn-ghost shrink-0 px-3 py-1.5" onClick={() => setForm(NO_FILTERS)} data-testid="skin-reset">
                {t('skin.reset')}
              </button>
            )}
          </fieldset>
        </div>
        {badPrice && <p className="text-xs text-accent-red" role="alert">{t('skin.price.bad')}</p>}
      </div>

      <CatalogueList
        t={t}
        mounted={mounted}
        list={skinCatalogue}
        name="skin"
        total={(count) => t('skin.total', { count })}
        empty={t('skin.empty')}
        itemKey={(s) => s.ornamentId}
        renderItem={(s) => <SkinCard skin={s} t={t} />}
        top={top}
      />
    </div>
  );
}
