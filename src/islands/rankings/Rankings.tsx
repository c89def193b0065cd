// /rankings (排行榜, issue 17): tabs for the best drops by value, the luckiest drops (value over
// the case's price), battle winners and promotion leaders. Each list says in words which period it
// covers and how it ranks. Nobody is ranked by what they lost or deposited.
import { useCallback, useEffect, useState } from 'react';
import type { BattleRank } from '../../shared/contracts/battle.ts';
import type { DropRanking, PromoterRanking } from '../../shared/contracts/ranking.ts';
import type { RankingPeriod } from '../../shared/level-constants.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { rankingApi } from '../../lib/api/rankings.ts';
import type { Lang, UiKey } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { PillFilter } from '../common/PillFilter.tsx';
import { TabList } from '../common/TabList.tsx';
import { BattleRows, DropRows, PromoterRows, RankList } from './RankRows.tsx';

export const RANK_TABS = ['drops', 'luck', 'battles', 'promoters'] as const;
export type RankTab = (typeof RANK_TABS)[number];
const TAB_KEY: Record<RankTab, UiKey> = { drops: 'rank_tabDrops', luck: 'rank_tabLuck', battles: 'rank_tabBattles', promoters: 'rank_tabPromoters' };

type BattlePeriod = 'today' | 'week' | 'all';
type PromoterPeriod = 'week' | 'all';

export default function Rankings({ lang, initialTab = 'drops' }: { lang: Lang; initialTab?: RankTab }) {
  const t = useT(lang);
  const [tab, setTab] = useState<RankTab>(initialTab);

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
        {tab === 'drops' || tab === 'luck' ? <DropsPanel key={tab} lang={lang} by={tab === 'drops' ? 'value' : 'luck'} /> : null}
        {tab === 'battles' && <BattlesPanel lang={lang} />}
        {tab === 'promoters' && <PromotersPanel lang={lang} />}
      </div>
    </div>
  );
}

/** Loads with `load` whenever `deps` change; the last answer wins. */
function useLoaded<T>(load: () => Promise<T>): { data: T | null; failed: boolean; retry: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, round]);
  return { data, failed, retry: useCallback(() => setRound((r) => r + 1), []) };
}

function DropsPanel({ lang, by }: { lang: Lang; by: 'value' | 'luck' }) {
  const t = useT(lang);
  const [period, setPeriod] = useState<RankingPeriod>('day');
  const load = useCallback(() => rankingApi.drops(period, by, { silent: true }), [period, by]);
  const { data, failed, retry } = useLoaded<DropRanking>(load);
  const shown = data && data.period === period && data.by === by ? data : null;
  const rule = t(by === 'value' ? 'rank_ruleValue' : 'rank_ruleLuck');
  const when = t(period === 'day' ? 'rank_periodDay' : 'rank_periodWeek');
  return (
    <RankList
      t={t}
      title={t(by === 'value' ? 'rank_titleDrops' : 'rank_titleLuck')}
      rule={`${when} · ${rule}`}
      filter={
        <PillFilter
          label={t('rank_period')}
          testId="rank-period"
          dataName="period"
          options={[
            { value: 'day', label: t('rank_today') },
            { value: 'week', label: t('rank_week') },
          ]}
          value={period}
          onChange={setPeriod}
        />
      }
      failed={failed}
      retry={retry}
      loading={!shown}
      empty={shown?.list.length === 0}
    >
      {shown && <DropRows t={t} rows={shown.list} by={by} />}
    </RankList>
  );
}

function BattlesPanel({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [period, setPeriod] = useState<BattlePeriod>('today');
  const load = useCallback(() => battleApi.rank({ silent: true }), []);
  const { data, failed, retry } = useLoaded<BattleRank>(load);
  const rows = data ? data[period] : null;
  const when = t(period === 'today' ? 'rank_periodDay' : period === 'week' ? 'rank_periodWeek' : 'rank_periodAll');
  return (
    <RankList
      t={t}
      title={t('rank_titleBattles')}
      rule={`${when} · ${t('rank_ruleBattles')}`}
      filter={
        <PillFilter
          label={t('rank_period')}
          testId="rank-period"
          dataName="period"
          options={[
            { value: 'today', label: t('rank_today') },
            { value: 'week', label: t('rank_week') },
            { value: 'all', label: t('rank_all') },
          ]}
          value={period}
          onChange={setPeriod}
        />
      }
      failed={failed}
      retry={retry}
      loading={!rows}
      empty={rows?.length === 0}
    >
      {rows && <BattleRows t={t} rows={rows} />}
    </RankList>
  );
}

function PromotersPanel({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [period, setPeriod] = useState<PromoterPeriod>('week');
  const load = useCallback(() => rankingApi.promoters({ silent: true }), []);
  const { data, failed, retry } = useLoaded<PromoterRanking>(load);
  const rows = data ? data[period] : null;
  const when = t(period === 'week' ? 'rank_periodWeekBound' : 'rank_periodAll');
  return (
    <RankList
      t={t}
      title={t('rank_titlePromoters')}
      rule={`${when} · ${t('rank_rulePromoters')}`}
      filter={
        <PillFilter
          label={t('rank_period')}
          testId="rank-period"
          dataName="period"
          options={[
            { value: 'week', label: t('rank_week') },
            { value: 'all', label: t('rank_all') },
          ]}
          value={period}
          onChange={setPeriod}
        />
      }
      failed={failed}
      retry={retry}
      loading={!rows}
      empty={rows?.length === 0}
    >
      {rows && <PromoterRows t={t} rows={rows} />}
    </RankList>
  );
}
