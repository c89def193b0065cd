// Home statistics (GET api/stat/homepage): cases opened, users online, today's top drop.
import { useEffect, useState } from 'react';
import type { HomeStats as Stats } from '../../shared/contracts/feed.ts';
import { displayYuan } from '../../shared/money.ts';
import { statApi } from '../../lib/api/stat.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';

export default function HomeStats({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [stats, setStats] = useState<Stats | null>(null);
  useEffect(() => {
    statApi.homepage().then(setStats, () => undefined);
  }, []);

  const number = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString(lang));
  const top = stats?.topDropToday ?? null;

  return (
    <section aria-labelledby="home-stats" className="grid gap-3 sm:grid-cols-3" data-testid="home-stats">
      <h2 id="home-stats" className="sr-only">
        {t('home.stats')}
      </h2>
      <div className="card p-4">
        <p className="text-sm text-muted">{t('home.stat.opened')}</p>
        <p data-testid="stat-opened" className="mt-1 text-2xl font-extrabold text-accent-orange tabular-nums">
          {number(stats?.openedCount)}
        </p>
      </div>
      <div className="card p-4">
        <p className="text-sm text-muted">{t('home.stat.online')}</p>
        <p data-testid="stat-online" className="mt-1 flex items-center gap-2 text-2xl font-extrabold text-emerald-400 tabular-nums">
          <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
          {number(stats?.usersOnline)}
        </p>
      </div>
      <div className="card flex items-center gap-3 p-4" data-testid="stat-top-drop">
        {top ? (
          <>
            <ItemImage item={top} className="aspect-[2/1] w-24 shrink-0" />
            <div className="min-w-0">
              <p className="text-sm text-muted">{t('home.stat.topToday')}</p>
              <p className="truncate font-bold" style={{ color: rarityColor(top.rarity?.color) }}>
                {top.name}
              </p>
              <p className="truncate text-xs text-muted">
                {top.nickname} · <span className="font-semibold text-accent-orange">¥{displayYuan(top.price)}</span>
              </p>
            </div>
          </>
        ) : (
          <div>
            <p className="text-sm text-muted">{t('home.stat.topToday')}</p>
            <p className="mt-1 text-muted">{stats ? t('home.stat.none') : '—'}</p>
          </div>
        )}
      </div>
    </section>
  );
}
