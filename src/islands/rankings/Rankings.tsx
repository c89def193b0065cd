// /rankings (排行榜): tabs for the best drops by value, the luckiest drops (value over
// the case's price), battle winners and promotion leaders. Each list says in words which period it
// covers and how it ranks. Nobody is ranked by what they lost or deposited.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import {
  battleWinners, dropsByLuck, dropsByValue, promotionLeaders, type BattlePeriod, type PromoterPeriod, type Ranking,
} from '../../lib/rankings/store.ts';
import type { RankingPeriod } from '../../shared/level-constants.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import type { EmptyAction } from '../common/EmptyState.tsx';
import { useT } from '../common/hooks.ts';
import { PillFilter } from '../common/PillFilter.tsx';
import { TabList } from '../common/TabList.tsx';
import { BattleRows, DropRows, PromoterRows, RankList } from './RankRows.tsx';

export const RANK_TABS = ['drops', 'luck', 'battles', 'promoters'] as const;
export type RankTab = (typeof RANK_TABS)[number];
const TAB_KEY: Record<RankTab, UiKey> = { drops: 'rank_tabDrops', luck: 'rank_tabLuck', battles: 'rank_tabBattles', promoters: 'rank_tabPromoters' };

export default function Rankings({ lang, initialTab = 'drops' }: { lang: Lang; initialTab?: RankTab }) {
  const t = useT(lang);
  const [tab, setTab] = useState<RankTab>(initialTab);
  // An empty board invites what would put a player on it.
  const openCase: EmptyAction = { label: t('bag.emptyAction'), href: localizedPath(lang, '/box') };

  function select(next: RankTab) {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <div className="space-y-4">
      {/* Two by two on a phone: a scrolled row hid the chosen tab at its end. */}
      <TabList
        tabs={RANK_TABS}
        tab={tab}
        onSelect={select}
        label={t('rank_tabs')}
        labelOf={(name) => t(TAB_KEY[name])}
        idPrefix="rank"
        testIdPrefix="rank-tab"
        className="grid grid-cols-2 gap-2 sm:flex"
        tabClassName="shrink-0 truncate rounded-xl border border-line bg-surface px-4 py-2 text-sm font-bold text-muted hover:text-ink aria-selected:border-accent-orange aria-selected:bg-gradient-to-r aria-selected:from-accent-orange aria-selected:to-amber-400 aria-selected:text-black"
      />
      <div role="tabpanel" id={`rank-panel-${tab}`} aria-labelledby={`rank-tab-${tab}`}>
        {tab === 'drops' && (
          <RankPanel t={t} ranking={dropsByValue} title={t('rank_titleDrops')} rule={t('rank_ruleValue')} periods={DROP_PERIODS} emptyAction={openCase}>
            {(rows) => <DropRows t={t} rows={rows} by="value" />}
          </RankPanel>
        )}
        {tab === 'luck' && (
          <RankPanel t={t} ranking={dropsByLuck} title={t('rank_titleLuck')} rule={t('rank_ruleLuck')} periods={DROP_PERIODS} emptyAction={openCase}>
            {(rows) => <DropRows t={t} rows={rows} by="luck" />}
          </RankPanel>
        )}
        {tab === 'battles' && (
          <RankPanel t={t} ranking={battleWinners} title={t('rank_titleBattles')} rule={t('rank_ruleBattles')} periods={BATTLE_PERIODS} emptyAction={{ label: t('flow.emptyAction.battle'), href: localizedPath(lang, '/battle') }}>
            {(rows) => <BattleRows t={t} rows={rows} />}
          </RankPanel>
        )}
        {tab === 'promoters' && (
          <RankPanel t={t} ranking={promotionLeaders} title={t('rank_titlePromoters')} rule={t('rank_rulePromoters')} periods={PROMOTER_PERIODS}>
            {(rows) => <PromoterRows t={t} rows={rows} />}
          </RankPanel>
        )}
      </div>
    </div>
  );
}

/** A period to choose: its pill's label, and how the list's rule names it. */
interface PeriodOption<P extends string> {
  value: P;
  label: UiKey;
  when: UiKey;
}

const DROP_PERIODS: readonly PeriodOption<RankingPeriod>[] = [
  { value: 'day', label: 'rank_today', when: 'rank_periodDay' },
  { value: 'week', label: 'rank_week', when: 'rank_periodWeek' },
];
const BATTLE_PERIODS: readonly PeriodOption<BattlePeriod>[] = [
  { value: 'today', label: 'rank_today', when: 'rank_periodDay' },
  { value: 'week', label: 'rank_week', when: 'rank_periodWeek' },
  { value: 'all', label: 'rank_all', when: 'rank_periodAll' },
];
// The week here counts partners' players by when they were bound, and says so.
const PROMOTER_PERIODS: readonly PeriodOption<PromoterPeriod>[] = [
  { value: 'week', label: 'rank_week', when: 'rank_periodWeekBound' },
  { value: 'all', label: 'rank_all', when: 'rank_periodAll' },
];

/**
 * One tab's list (every tab alike): its title, the period it covers and how it ranks, the period's
 * pills, then loading, a retry, "nobody yet" or the rows. Its store (src/lib/rankings/store.ts)
 * reads it afresh each time the tab is shown.
 */
function RankPanel<P extends string, R>({ t, ranking, title, rule, periods, emptyAction, children }: {
  t: Translator;
  emptyAction?: EmptyAction;
  ranking: Ranking<P, R>;
  title: string;
  rule: string;
  periods: readonly PeriodOption<P>[];
  children: (rows: R[]) => ReactNode;
}) {
  const { period, rows, failed } = useStore(ranking.$view);
  useEffect(() => ranking.enter(), [ranking]);
  const when = periods.find((p) => p.value === period)?.when ?? periods[0].when;
  return (
    <RankList
      t={t}
      title={title}
      rule={`${t(when)} · ${rule}`}
      filter={
        <PillFilter
          label={t('rank_period')}
          testId="rank-period"
          dataName="period"
          options={periods.map((p) => ({ value: p.value, label: t(p.label) }))}
          value={period}
          onChange={ranking.choose}
        />
      }
      failed={failed}
      retry={ranking.retry}
      loading={!rows}
      empty={rows?.length === 0}
      emptyAction={emptyAction}
    >
      {rows && children(rows)}
    </RankList>
  );
}
