// Backpack filters: source (moduleId, -1 all), status (in the bag, going to Steam, both), rarity,
// a name search, and the sort (newest, oldest, value either way, rarity either way). On a phone the
// source and status pills wrap and the selects share one row.
import { BAG_SEARCH_MAX, BAG_STATES, type BagState } from '../../shared/contracts/bag.ts';
import { MODULE } from '../../shared/constants.ts';
import { RARITY_KEYS, type RarityKey } from '../../shared/skin-category.ts';
import type { BagFilters, BagOrder, BagOrderBy } from '../../lib/bag/list.ts';
import { tDynamic, type Lang, type Translator, type UiKey } from '../../lib/i18n/ui.ts';
import { PillFilter } from '../common/PillFilter.tsx';
import { SearchField } from '../common/SearchField.tsx';

export const SOURCES: readonly { id: number; label: UiKey }[] = [
  { id: -1, label: 'bag.module.all' },
  { id: MODULE.case, label: 'bag.module.case' },
  { id: MODULE.battle, label: 'bag.module.battle' },
  { id: MODULE.dream, label: 'bag.module.dream' },
  { id: MODULE.shop, label: 'bag.module.shop' },
  { id: MODULE.roll, label: 'bag.module.roll' },
  { id: MODULE.voucher, label: 'bag.module.voucher' },
];

export interface Sort {
  orderBy: BagOrderBy;
  order: BagOrder;
}

const SORTS: readonly (Sort & { label: UiKey })[] = [
  { orderBy: 'time', order: 'desc', label: 'bag.sort.timeDesc' },
  { orderBy: 'time', order: 'asc', label: 'bag.sort.timeAsc' },
  { orderBy: 'price', order: 'desc', label: 'bag.sort.priceDesc' },
  { orderBy: 'price', order: 'asc', label: 'bag.sort.priceAsc' },
  { orderBy: 'rarity', order: 'desc', label: 'bag.sort.rarityDesc' },
  { orderBy: 'rarity', order: 'asc', label: 'bag.sort.rarityAsc' },
];

interface Props {
  t: Translator;
  lang: Lang;
  filters: BagFilters;
  search: string;
  onModule: (id: number) => void;
  onSort: (sort: Sort) => void;
  onState: (state: BagState) => void;
  onRarity: (rarity: RarityKey | 'all') => void;
  onSearch: (text: string) => void;
}

export function BagToolbar({ t, lang, filters, search, onModule, onSort, onState, onRarity, onSearch }: Props) {
  const { moduleId, sort } = filters;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="radiogroup" aria-label={t('bag.source')} className="flex flex-wrap gap-1" data-testid="bag-source">
          {SOURCES.map((s) => (
            <button
              key={s.id}
              type="button"
              role="radio"
              aria-checked={moduleId === s.id}
              data-module-id={s.id}
              onClick={() => onModule(s.id)}
              className="rounded-lg border border-line px-3 py-1.5 text-sm text-muted hover:text-ink aria-checked:border-accent-orange aria-checked:text-accent-orange"
            >
              {t(s.label)}
            </button>
          ))}
        </div>
        <PillFilter
          label={t('bag.status')}
          testId="bag-status"
          dataName="bag-state"
          options={BAG_STATES.map((s) => ({ value: s, label: s === -1 ? t('bag.status.all') : tDynamic(lang, `bag.status.${s}`, 'bag.status.0') }))}
          value={filters.state}
          onChange={onState}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-full sm:min-w-56 sm:flex-1">
          <SearchField label={t('bag.search')} value={search} maxLength={BAG_SEARCH_MAX} onChange={onSearch} testId="bag-search" />
        </div>
        <label className="flex flex-1 items-center gap-2 text-sm text-muted sm:flex-none">
          <span className="shrink-0">{t('skin.rarity.label')}</span>
          <select
            data-testid="bag-rarity"
            className="input w-full py-1.5 sm:w-auto"
            value={filters.rarity}
            onChange={(e) => onRarity(e.target.value as RarityKey | 'all')}
          >
            <option value="all">{t('skin.rarity.all')}</option>
            {RARITY_KEYS.map((k) => (
              <option key={k} value={k}>
                {tDynamic(lang, `skin.rarity.${k}`, 'skin.rarity.all')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 items-center gap-2 text-sm text-muted sm:flex-none">
          <span className="shrink-0">{t('bag.sort')}</span>
          <select
            data-testid="bag-sort"
            className="input w-full py-1.5 sm:w-auto"
            value={`${sort.orderBy}:${sort.order}`}
            onChange={(e) => {
              const [orderBy, order] = e.target.value.split(':') as [BagOrderBy, BagOrder];
              onSort({ orderBy, order });
            }}
          >
            {SORTS.map((s) => (
              <option key={s.label} value={`${s.orderBy}:${s.order}`}>
                {t(s.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
