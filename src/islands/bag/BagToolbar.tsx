// Backpack filters: source (moduleId, -1 all) and sort (time or price, either direction).
import { MODULE } from '../../shared/constants.ts';
import type { BagOrder, BagOrderBy } from '../../lib/bag/list.ts';
import type { Translator, UiKey } from '../../lib/i18n/ui.ts';

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
];

interface Props {
  t: Translator;
  moduleId: number;
  sort: Sort;
  onModule: (id: number) => void;
  onSort: (sort: Sort) => void;
}

export function BagToolbar({ t, moduleId, sort, onModule, onSort }: Props) {
  return (
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
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('bag.sort')}
        <select
          data-testid="bag-sort"
          className="input w-auto py-1.5"
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
  );
}
