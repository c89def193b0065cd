// Home: the hot row, then theme tabs over the case grid. The catalogue is small: it is read once
// and the tabs filter it here, so switching tabs asks the server nothing. The hot row counts the
// newest drops per case (GET api/stat/lastDrop, the live feed's history).
// Given `initial` (the server's data, src/shared/site-view.ts), the page renders it on the server with no
// client directive: the HTML has the cards, and src/pages/home.astro's script works the tabs.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { BoxSummary, BoxTheme } from '../../shared/contracts/box.ts';
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { $homeCases, ALL_THEMES, HOT_SAMPLE, loadHomeBoxes, startHomeCases } from '../../lib/box/catalogue.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { BoxGrid, BoxGridSkeleton } from '../box/BoxCard.tsx';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ServerOnly } from '../common/SafeImage.tsx';
import { HOT_COUNT, HotCases, rankHot } from './HotCases.tsx';

export { HOT_SAMPLE };

export interface HomeCasesData {
  themes: BoxTheme[];
  boxes: BoxSummary[];
  /** The newest HOT_SAMPLE drops. */
  drops: DropRecord[];
}

export default function HomeCases({ lang, initial }: { lang: Lang; initial?: HomeCasesData }) {
  const t = useT(lang);
  const [themeId, setThemeId] = useState(ALL_THEMES);
  // The server's data when given (rendered on the server, no store involved), else the store's.
  const loaded = useStore($homeCases);
  const { themes, boxes, failed, drops } = initial ? { ...initial, failed: false } : loaded;

  useEffect(() => (initial ? undefined : startHomeCases()), []);

  const tabs = [{ id: ALL_THEMES, name: t('home.allThemes') }, ...themes];
  const shown = useMemo(() => (boxes && themeId !== ALL_THEMES ? boxes.filter((b) => b.themeId === themeId) : boxes), [boxes, themeId]);
  const hot = useMemo(() => (boxes ? rankHot(boxes, drops) : null), [boxes, drops]);

  const content = (
    <div className="space-y-6 sm:space-y-8">
      {!failed && (
        <section aria-labelledby="home-hot" className="space-y-3">
          <h2 id="home-hot" className="flex items-center gap-2 text-lg font-bold">
            <span className="h-5 w-1 rounded-full bg-gradient-to-b from-accent-orange to-accent-red" aria-hidden="true" />
            {t('home.hot')}
          </h2>
          {hot ? <HotCases hot={hot} t={t} /> : <BoxGridSkeleton count={HOT_COUNT} />}
        </section>
      )}
      {/* Below a phone's first screen: its layout and paint wait until it nears the viewport. */}
      <section aria-labelledby="home-cases" className="space-y-3 [contain-intrinsic-size:auto_1000px] [content-visibility:auto]">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="home-cases" className="flex items-center gap-2 text-lg font-bold">
            <span className="h-5 w-1 rounded-full bg-gradient-to-b from-accent-blue to-accent-purple" aria-hidden="true" />
            {t('home.cases')}
          </h2>
          <a href="/box" className="text-sm text-accent-blue hover:underline">
            {t('home.viewAll')} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
          </a>
        </div>
        <div role="tablist" aria-label={t('home.themes')} data-theme-tabs={initial ? '' : undefined} className="flex gap-1 overflow-x-auto border-b border-line">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={themeId === tab.id}
              data-testid="theme-tab"
              data-theme-id={tab.id}
              onClick={() => setThemeId(tab.id)}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-muted hover:text-ink aria-selected:border-accent-orange aria-selected:text-accent-orange"
            >
              {tab.name}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {failed ? (
            <LoadFailed t={t} onRetry={() => void loadHomeBoxes()} />
          ) : shown === null ? (
            <BoxGridSkeleton />
          ) : shown.length === 0 || initial ? (
            <>
              {/* Rendered on the server: the page's script shows it when a tab has no case. */}
              <p className="card px-4 py-10 text-center text-muted" data-testid="no-cases" hidden={shown.length > 0}>
                {t('home.noCases')}
              </p>
              {shown.length > 0 && <BoxGrid boxes={shown} />}
            </>
          ) : (
            <BoxGrid boxes={shown} />
          )}
        </div>
      </section>
    </div>
  );
  return initial ? <ServerOnly>{content}</ServerOnly> : content;
}
