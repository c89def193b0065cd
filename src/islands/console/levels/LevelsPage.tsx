// /console/levels: the partner level table (promoted players' purchases needed, rebate
// ratio) and the member level table (deposits needed, one-time gold-coin reward and free cases, picked
// from the cases on sale), each edited as a
// whole and saved as a new version that applies from its time on and never to past credits; who
// saved the current version and when; and the promotion channel list. Reading needs
// promotion.view; editing promotion.manage (the server checks both).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { may } from '../../../lib/console/api.ts';
import { channelsChanged, levelChannels, levelTables, saveRebateTable, saveVipTable, startLevels } from '../../../lib/console/levels.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { VIP_FREE_BOX_MAX } from '../../../shared/level-constants.ts';
import { useT } from '../../common/hooks.ts';
import { ChannelList } from './ChannelList.tsx';
import { LevelTableEditor, type LevelColumn } from './LevelTableEditor.tsx';

export default function LevelsPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const { data: tables, error } = useStore(levelTables.$state);
  const channels = useStore(levelChannels.$state);
  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => startLevels(), []);
  const canManage = may(who, 'promotion.manage');

  const rebateColumns: LevelColumn<'minPurchases' | 'ratio'>[] = [
    { key: 'minPurchases', label: t('console_levels_colMinPurchases'), prefix: '¥' },
    { key: 'ratio', label: t('console_levels_colRatio'), suffix: '%' },
  ];
  // The cases on sale, plus any a current level names that has gone off sale since (shown, not offered anew).
  const boxChoices = [
    { value: '', label: t('console_levels_noFreeBox') },
    ...(tables?.freeBoxChoices ?? []).map((b) => ({ value: String(b.id), label: `#${b.id} ${b.name}` })),
    ...(tables?.vip.levels ?? []).filter((l) => l.freeBoxId !== '' && !tables?.freeBoxChoices.some((b) => String(b.id) === l.freeBoxId))
      .map((l) => ({ value: l.freeBoxId, label: t('console_levels_retiredBox', { id: l.freeBoxId }) })),
  ].filter((c, i, all) => all.findIndex((o) => o.value === c.value) === i);
  const vipColumns: LevelColumn<'minGrowth' | 'rewardCoins' | 'freeBoxId' | 'freeBoxCount'>[] = [
    { key: 'minGrowth', label: t('console_levels_colMinGrowth'), prefix: '¥' },
    { key: 'rewardCoins', label: t('console_levels_colReward'), prefix: '¥' },
    { key: 'freeBoxId', label: t('console_levels_colFreeBox'), choices: boxChoices, initial: '', below: true },
    { key: 'freeBoxCount', label: t('console_levels_freeBoxCount'), integer: true, max: VIP_FREE_BOX_MAX, initial: '0', prefix: '×', below: true },
  ];

  return (
    <div className="space-y-4" data-testid="console-levels">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_levels_title')}</h1>
        <p className="text-muted">{t('console_levels_subtitle')}</p>
      </header>
      <p className="rounded-lg border border-accent-blue/40 bg-accent-blue/10 px-3 py-2 text-sm" data-testid="levels-applies">{t('console_levels_applies')}</p>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <LevelTableEditor lang={lang} t={t} kind="rebate" title={t('console_levels_rebateTable')} columns={rebateColumns} current={tables?.rebate ?? null}
          canManage={canManage} onSave={saveRebateTable} />
        <LevelTableEditor lang={lang} t={t} kind="vip" title={t('console_levels_vipTable')} columns={vipColumns} current={tables?.vip ?? null}
          canManage={canManage} onSave={saveVipTable} />
      </div>

      <ChannelList lang={lang} t={t} channels={channels.data} error={channels.error} canManage={canManage} onChanged={channelsChanged} />
    </div>
  );
}
