// /box: every case, grouped under its theme (themes in the server's order, then "other").
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $boxCatalogue, loadBoxCatalogue } from '../../lib/box/catalogue.ts';
import { groupByTheme } from '../../lib/box/group.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { BoxGrid, BoxGridSkeleton } from './BoxCard.tsx';

export default function BoxCatalogue({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const data = useStore($boxCatalogue);

  useEffect(() => {
    void loadBoxCatalogue();
  }, []);

  if (data.state === 'failed') return <LoadFailed t={t} onRetry={() => void loadBoxCatalogue()} />;
  if (data.state === 'loading') return <BoxGridSkeleton />;
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
