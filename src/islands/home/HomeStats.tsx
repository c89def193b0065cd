// Home statistics (GET api/stat/homepage): cases opened, players online, registered players and
// today's best drop, in a strip under the banners. Numbers or a skeleton, never a dash: while the
// figures load the tiles pulse at their loaded size, and a failed request is asked again.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { displayYuan } from '../../shared/money.ts';
import { $homeStats, watchHomeStats } from '../../lib/home/stats.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';

/**
 * People online as shown: the one reading the page is online even before their live socket is
 * counted (the socket opens when the feed hydrates, the figures may be read first).
 */
export function onlineShown(usersOnline: number): number {
  return Math.max(1, usersOnline);
}

export default function HomeStats({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const stats = useStore($homeStats);
  useEffect(watchHomeStats, []);

  const number = (n: number) => n.toLocaleString(lang);
  const top = stats?.topDropToday ?? null;

  return (
    <section aria-labelledby="home-stats" aria-busy={stats === null} className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4" data-testid="home-stats">
      <h2 id="home-stats" className="sr-only">
        {t('home.stats')}
      </h2>
      <Tile label={t('home.stat.opened')} icon={<BoxIcon />} tone="text-accent-orange" testId="stat-opened" value={stats && number(stats.openedCount)} />
      <Tile
        label={t('home.stat.online')}
        icon={<span key={stats?.usersOnline ?? -1} data-testid="online-dot" className="status-pulse size-2.5 rounded-full bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400" />}
        tone="text-emerald-400"
        testId="stat-online"
        value={stats && number(onlineShown(stats.usersOnline))}
      />
      <Tile label={t('home.stat.users')} icon={<PeopleIcon />} tone="text-accent-blue" testId="stat-users" value={stats && number(stats.userCount)} />
      <div className="card col-span-3 flex min-h-[4.75rem] items-center gap-3 p-3 lg:col-span-1" data-testid="stat-top-drop">
        {top ? (
          <>
            <ItemImage item={top} className="aspect-[2/1] w-20 shrink-0" />
            <div className="min-w-0">
              <p className="text-xs text-muted">{t('home.stat.topToday')}</p>
              <p className="truncate text-sm font-bold" style={{ color: rarityColor(top.rarity?.color) }}>
                {top.name}
              </p>
              <p className="truncate text-xs text-muted">
                {shownNickname(top.nickname, t)} · <span className="font-semibold text-accent-orange">¥{displayYuan(top.price)}</span>
              </p>
            </div>
          </>
        ) : (
          <div className="min-w-0">
            <p className="text-xs text-muted">{t('home.stat.topToday')}</p>
            {stats ? <p className="mt-1 text-sm text-muted">{t('home.stat.none')}</p> : <Bar />}
          </div>
        )}
      </div>
    </section>
  );
}

function Tile({ label, icon, tone, testId, value }: { label: string; icon: ReactNode; tone: string; testId: string; value: string | null }) {
  return (
    <div className="card flex min-h-[4.75rem] items-center gap-3 p-3">
      {/* Three figures share a phone's row: the icons come from sm up. */}
      <span className={`hidden size-10 shrink-0 place-items-center rounded-xl bg-surface-2 sm:grid ${tone}`} aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted">{label}</p>
        {value === null ? (
          <Bar />
        ) : (
          <p data-testid={testId} className={`text-xl font-extrabold tabular-nums sm:text-2xl ${tone}`}>
            {value}
          </p>
        )}
      </div>
    </div>
  );
}

/** A number's place while it loads: the height of the figure, pulsing. */
function Bar() {
  return <span className="mt-1 block h-7 w-20 animate-pulse rounded bg-surface-2" />;
}

function BoxIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5l8-4.5M12 12v9" />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.7 3 2.4 3.5 5.2" />
    </svg>
  );
}
