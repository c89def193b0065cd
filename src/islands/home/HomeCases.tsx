// Home: theme tabs over the case grid. A newer tab's answer wins over an older one's.
import { useEffect, useState } from 'react';
import type { BoxSummary, BoxTheme } from '../../shared/contracts/box.ts';
import { ALL_THEMES, boxApi, loadAllBoxes } from '../../lib/api/box.ts';
import { isStale, latest } from '../../lib/api/client.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { BoxGrid, BoxGridSkeleton } from '../box/BoxCard.tsx';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';

const loadTheme = latest((themeId: number) => loadAllBoxes(themeId), 'homeBoxes');

export default function HomeCases({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [themes, setThemes] = useState<BoxTheme[]>([]);
  const [themeId, setThemeId] = useState(ALL_THEMES);
  const [boxes, setBoxes] = useState<BoxSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    boxApi.themes().then(setThemes, () => undefined);
  }, []);

  useEffect(() => {
    setBoxes(null);
    setFailed(false);
    loadTheme(themeId).then(setBoxes, (err) => {
      if (!isStale(err)) setFailed(true);
    });
  }, [themeId, attempt]);

  const tabs = [{ id: ALL_THEMES, name: t('home.allThemes') }, ...themes];

  return (
    <section aria-labelledby="home-cases" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-cases" className="text-lg font-bold">
          {t('home.cases')}
        </h2>
        <a href="/box" className="text-sm text-accent-blue hover:underline">
          {t('home.viewAll')} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </a>
      </div>
      <div role="tablist" aria-label={t('home.themes')} className="flex gap-1 overflow-x-auto border-b border-line">
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
          <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />
        ) : boxes === null ? (
          <BoxGridSkeleton />
        ) : boxes.length === 0 ? (
          <p className="card px-4 py-10 text-center text-muted">{t('home.noCases')}</p>
        ) : (
          <BoxGrid boxes={boxes} />
        )}
      </div>
    </section>
  );
}
