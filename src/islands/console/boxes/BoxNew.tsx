// /console/boxes/new: a proposal for a new case (names, theme, one of the case images, the items and
// their weights). It goes on sale only once another staff member approves it on /console/boxes.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { boxNewOptions } from '../../../lib/console/boxes.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import BoxEditor from './BoxEditor.tsx';

export default function BoxNew({ lang, assetBase }: { lang: Lang; assetBase: string }) {
  const t = useT(lang);
  const { data: list, error } = useStore(boxNewOptions.$state);
  useEffect(() => { boxNewOptions.reset(); void boxNewOptions.load(); }, []);
  return (
    <div className="space-y-4" data-testid="console-box-new">
      <a href={consolePath('/console/boxes')} className="text-xs text-accent-blue hover:underline">← {t('console_boxes_back')}</a>
      <h1 className="text-xl font-bold">{t('console_boxes_new')}</h1>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {list ? <BoxEditor lang={lang} assetBase={assetBase} boxId={0} themes={list.themes} images={list.images} edge={list.houseEdgePercent} /> : null}
    </div>
  );
}
