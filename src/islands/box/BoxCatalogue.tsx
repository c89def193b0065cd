// /box: every case, grouped under its theme (themes in the server's order, then "other").
import { useEffect, useState } from 'react';
import type { BoxSummary, BoxTheme } from '../../shared/contracts/box.ts';
import { ALL_THEMES, boxApi, loadAllBoxes } from '../../lib/api/box.ts';
import { groupByTheme } from '../../lib/box/group.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { BoxGrid, BoxGridSkeleton } from './BoxCard.tsx';

export default function BoxCatalogue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [data, setData] = useState<{ themes: BoxTheme[]; boxes: BoxSummary[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    Promise.all([boxApi.themes().catch(() => [] as BoxTheme[]), loadAllBoxes(ALL_THEMES)]).then(
      ([themes, boxes]) => setData({ themes, boxes }),
      () => setFailed(true),
    );
  }, [attempt]);

  if (failed) return <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!data) return <BoxGridSkeleton />;
  if (data.boxes.length === 0) return <p className="card px-4 py-10 text-center text-muted">{t('home.noCases')}</p>;

  return (
    <div className="space-y-8">
      {groupByTheme(data.themes, data.boxes).map((group) => (
        <section key={group.id} aria-labelledby={`theme-${group.id}`} className="space-y-3" data-testid="box-theme">
          <h2 id={`theme-${group.id}`} className="border-s-4 border-accent-orange ps-2 text-lg font-bold">
            {group.name ?? t('box.theme.other')}
          </h2>
          <BoxGrid boxes={group.boxes} />
        </section>
      ))}
    </div>
  );
}
