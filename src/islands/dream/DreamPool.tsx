// The dream pool: skins a player may dream of, searched by name (in the page's language) and
// sorted by price, a page at a time. Only the latest request's answer is shown (a stale one is
// dropped by the request client's channel). A card picks the target; its ⓘ opens the skin dialog.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Ornament } from '../../shared/contracts/box.ts';
import type { DreamSort } from '../../shared/contracts/dream.ts';
import { displayYuan } from '../../shared/money.ts';
import { $dreamPool, dreamPoolPages, loadDreamPool, pageDreamPool, searchDreamPool, sortDreamPool } from '../../lib/dream/store.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { openSkinDialog } from '../../lib/skin-dialog.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';

interface Props {
  t: Translator;
  selected: number | null;
  onPick: (o: Ornament) => void;
}

export function DreamPool({ t, selected, onPick }: Props) {
  const [search, setSearch] = useState('');
  const { sort, page, data, failed } = useStore($dreamPool);

  useEffect(() => {
    void loadDreamPool();
  }, []);

  // Typing settles for a moment before it is asked for.
  useEffect(() => {
    const timer = window.setTimeout(() => void searchDreamPool(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const pages = dreamPoolPages(data);
  return (
    <section aria-labelledby="dream-pool" className="card space-y-3 p-3 sm:p-4" data-testid="dream-pool">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="dream-pool" className="me-auto text-lg font-bold">{t('dream.pool')}</h2>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('dream.search')}
          aria-label={t('dream.search')}
          maxLength={50}
          data-testid="dream-search"
          className="input h-9 w-full sm:w-56"
        />
        <select
          value={sort}
          onChange={(e) => void sortDreamPool(e.target.value as DreamSort)}
          aria-label={t('dream.sortLabel')}
          data-testid="dream-sort"
          className="input h-9 w-auto"
        >
          <option value="price_desc">{t('dream.sortDesc')}</option>
          <option value="price_asc">{t('dream.sortAsc')}</option>
        </select>
      </div>

      {failed ? (
        <p className="py-8 text-center text-muted">{t('common.loadFailed')}</p>
      ) : data === null ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => <li key={i} className="h-36 animate-pulse rounded-xl bg-surface-2" />)}
        </ul>
      ) : data.list.length === 0 ? (
        <p className="py-8 text-center text-muted" data-testid="dream-pool-empty">{t('dream.poolEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" data-total={data.total}>
          {data.list.map((o) => {
            const color = rarityColor(o.rarity?.color);
            const on = o.ornamentId === selected;
            return (
              <li key={o.ornamentId} className="relative">
                <button
                  type="button"
                  data-testid="dream-pool-item"
                  data-ornament-id={o.ornamentId}
                  aria-pressed={on}
                  onClick={() => onPick(o)}
                  className={`flex w-full flex-col overflow-hidden rounded-xl border border-b-2 bg-surface-2 p-2 text-start transition hover:-translate-y-0.5 ${on ? 'border-accent-orange ring-2 ring-accent-orange/60' : 'border-line'}`}
                  style={{ borderBottomColor: color, backgroundImage: `radial-gradient(ellipse at 50% 30%, ${color}33, transparent 70%)` }}
                >
                  <ItemImage item={o} className="mt-2 aspect-[2/1] w-full" />
                  <ItemNameLines name={o.name} wear={o.wearName} color={color} className="mt-1" />
                  <span className="text-xs font-semibold text-accent-orange">¥{displayYuan(o.price)}</span>
                </button>
                <button
                  type="button"
                  onClick={() => openSkinDialog(o.ornamentId)}
                  aria-label={t('dream.skinDetail', { name: o.name })}
                  className="absolute top-1.5 end-1.5 grid size-6 place-items-center rounded-full bg-bg/80 text-xs text-muted hover:text-ink"
                >
                  i
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {data && pages > 1 && (
        <nav className="flex items-center justify-center gap-3 text-sm" aria-label={t('dream.poolPages')}>
          <button type="button" className="btn-ghost px-3 py-1" disabled={page <= 1} onClick={() => void pageDreamPool(page - 1)} data-testid="dream-pool-prev">
            {t('pager.prev')}
          </button>
          <span className="text-muted tabular-nums">{t('pager.pageOf', { page, pages })}</span>
          <button type="button" className="btn-ghost px-3 py-1" disabled={page >= pages} onClick={() => void pageDreamPool(page + 1)} data-testid="dream-pool-next">
            {t('pager.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
