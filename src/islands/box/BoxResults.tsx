// /box/results?id=N (China's 2017 rule): a case's openings of the last 90 days, newest
// first, the player masked (first and last character), the item with its rarity and price. Public.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { boxResultsPage } from '../../lib/box/results.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { displayYuan } from '../../shared/money.ts';
import { PUBLISHED_RESULTS_DAYS } from '../../shared/protection-constants.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemName } from '../common/ItemName.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Pager } from '../common/Pager.tsx';

export default function BoxResults({ lang, id }: { lang: Lang; id: number }) {
  const t = useT(lang);
  const mounted = useMounted();
  const page = useMemo(() => boxResultsPage(id), [id]);
  const { list } = page;
  const { name, missing } = useStore(page.$head);
  const { data, loading, error } = useStore(list.$state);
  useEffect(() => page.start(), [page]);

  if (missing) return <p className="card px-4 py-10 text-center text-muted" data-testid="results-missing">{t('results.notFound')}</p>;
  const days = PUBLISHED_RESULTS_DAYS;
  return (
    <div className="space-y-4" data-testid="box-results">
      <a href={`/box/${id}`} className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('results.back')}
      </a>
      <header className="card relative overflow-hidden px-4 py-5 sm:px-6">
        <div className="pointer-events-none absolute -top-16 end-0 size-56 rounded-full bg-accent-orange/10 blur-3xl" aria-hidden="true" />
        <h1 className="relative text-xl font-extrabold sm:text-2xl">{name ? t('results.heading', { name }) : t('results.title')}</h1>
        <p className="relative mt-1 text-sm text-muted">{t('results.desc', { days })}</p>
        <p className="relative mt-2 flex flex-wrap gap-3 text-sm">
          {data ? <span className="rounded-md bg-accent-orange/10 px-2 py-0.5 font-semibold text-accent-orange">{t('results.total', { count: data.total })}</span> : null}
          <a href="/provably-fair" className="text-accent-blue hover:underline">{t('results.fair')}</a>
        </p>
      </header>
      {error && !data ? <LoadFailed t={t} onRetry={() => void list.refresh()} /> : null}
      {mounted && data && data.list.length === 0 ? <p className="card px-4 py-10 text-center text-muted" data-testid="results-empty">{t('results.empty', { days })}</p> : null}
      {data && data.list.length > 0 ? (
        <div className="card overflow-hidden" aria-busy={loading || undefined}>
          <div className="hidden grid-cols-[10rem_8rem_1fr_6rem] gap-3 border-b border-line px-4 py-2 text-xs text-muted sm:grid">
            <span>{t('results.colTime')}</span><span>{t('results.colPlayer')}</span><span>{t('results.colItem')}</span><span className="text-end">{t('results.colPrice')}</span>
          </div>
          <ul className="divide-y divide-line">
            {data.list.map((r) => (
              <li key={r.id} data-testid="results-row" className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2 text-sm sm:grid-cols-[10rem_8rem_1fr_6rem] sm:px-4">
                <span className="order-4 col-span-2 text-xs text-muted tabular-nums sm:order-none sm:col-span-1 sm:text-sm">{formatTime(r.createTime)}</span>
                <span className="order-5 truncate text-xs text-muted sm:order-none sm:text-sm sm:text-ink" data-testid="results-player">{r.nickname}</span>
                <span className="order-1 row-span-2 flex min-w-0 items-center gap-2 sm:order-none sm:row-span-1 sm:col-span-1">
                  <span className="w-14 shrink-0 rounded-md border-b-2 bg-surface-2/60" style={{ borderColor: rarityColor(r.rarity?.color) }}>
                    <ItemImage item={r} className="aspect-[2/1] w-full" />
                  </span>
                  <span className="hidden min-w-0 truncate font-semibold sm:inline" style={{ color: rarityColor(r.rarity?.color) }}><ItemName name={r.name} /></span>
                </span>
                <span className="order-2 min-w-0 truncate font-semibold sm:hidden" style={{ color: rarityColor(r.rarity?.color) }}><ItemName name={r.name} /></span>
                <span className="order-3 text-end font-bold tabular-nums text-accent-orange sm:order-none">¥{displayYuan(r.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!data && !error ? <div className="card h-64 animate-pulse" aria-busy="true" /> : null}
      <Pager t={t} list={list} testId="results-pager" />
    </div>
  );
}
