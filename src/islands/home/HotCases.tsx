// The home page's hot row: the cases players open most right now (counted over the newest drops of
// the live feed's history), topped up with each theme's flagship (its dearest case) while few
// cases have been opened, so the row is full from the first visit. Cards are the catalogue's
// BoxCard (art and price) with a badge.
import type { BoxSummary } from '../../shared/contracts/box.ts';
import type { DropRecord } from '../../shared/contracts/feed.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { BoxCard } from '../box/BoxCard.tsx';

export const HOT_COUNT = 6;

export interface HotCase {
  box: BoxSummary;
  /** How many of the newest drops came from it (0: a flagship pick). */
  opened: number;
}

/** Most opened first (ties: dearer first), then the themes' flagships, then the dearest others. */
export function rankHot(boxes: readonly BoxSummary[], drops: readonly DropRecord[], count = HOT_COUNT): HotCase[] {
  const opened = new Map<number, number>();
  for (const d of drops) if (d.boxId !== null) opened.set(d.boxId, (opened.get(d.boxId) ?? 0) + 1);
  const price = (b: BoxSummary) => Number(b.price);
  const byPrice = [...boxes].sort((a, b) => price(b) - price(a) || a.id - b.id);
  const hot = byPrice.filter((b) => opened.has(b.id)).sort((a, b) => opened.get(b.id)! - opened.get(a.id)!);
  const themes = new Set<number>();
  const flagships = byPrice.filter((b) => !themes.has(b.themeId) && themes.add(b.themeId));
  const picked = new Map<number, HotCase>();
  for (const box of [...hot, ...flagships, ...byPrice]) {
    if (picked.size >= count) break;
    if (!picked.has(box.id)) picked.set(box.id, { box, opened: opened.get(box.id) ?? 0 });
  }
  return [...picked.values()];
}

export function HotCases({ hot, t }: { hot: readonly HotCase[]; t: Translator }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="hot-cases">
      {hot.map(({ box, opened }) => (
        <li key={box.id} className="relative" data-testid="hot-case">
          <BoxCard box={box} />
          <span className="pointer-events-none absolute start-2 top-2 flex items-center gap-1 rounded-full bg-gradient-to-r from-accent-red to-accent-orange px-2 py-0.5 text-[11px] font-extrabold text-white shadow">
            <FlameIcon />
            {opened > 0 ? t('home.hotOpened', { n: opened }) : t('home.hotBadge')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function FlameIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3" fill="currentColor" aria-hidden="true">
      <path d="M12 2c1 4.5 6 6 6 12a6 6 0 0 1-12 0c0-3 1.7-4.8 3-6c0 2.4 1.2 3.6 2.4 3.6C11.4 8 10.2 5.6 12 2z" />
    </svg>
  );
}
