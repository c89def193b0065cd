// The record centre (/personal/flow): balance records (filtered by balance type: points and gold
// coins too), recharge records, case openings (./OpeningRecords.tsx), battle records, dream
// records, shop purchases and giveaway entries (the roll record: roll code and its range), paged;
// take-backs in their own tab (./WithdrawalRecords.tsx, live). The columns: ./record-columns.tsx;
// a tab's table: ./RecordTable.tsx.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { tDynamic, type Lang, type UiKey } from '../../lib/i18n/ui.ts';
import {
  balanceRecords as balance, battleRecords as battles, dreamRecords as dreams, filterBalanceRecords, forgetRecords, rechargeRecords as recharge,
  resetRecords, rollRecords as rolls, shopRecords as shop, showRecords,
} from '../../lib/personal/records.ts';
import { openingRecords as openings } from '../../lib/personal/openings.ts';
import { openRecharge } from '../../lib/actions/wallet.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { PillFilter } from '../common/PillFilter.tsx';
import { TabList } from '../common/TabList.tsx';
import { balanceColumns, battleColumns, dreamColumns, rechargeColumns, rollColumns, shopColumns } from './record-columns.tsx';
import OpeningRecords from './OpeningRecords.tsx';
import { PagedTable } from './RecordTable.tsx';
import WithdrawalRecords from './WithdrawalRecords.tsx';

export type FlowTab = 'balance' | 'recharge' | 'openings' | 'battle' | 'dream' | 'shop' | 'roll' | 'withdraw';
const TABS: readonly FlowTab[] = ['balance', 'recharge', 'openings', 'battle', 'dream', 'shop', 'roll', 'withdraw'];
const TAB_KEY = { balance: 'flow.tab.balance', recharge: 'flow.tab.recharge', openings: 'flow.tab.openings', battle: 'flow.tab.battle', dream: 'flow.tab.dream', shop: 'flow.tab.shop', roll: 'giveaway_record_tab', withdraw: 'withdraw_record_tab' } as const;
/** The balance log's balance type filter (the spec's fields): -1 all, 1 balance, 2 secondary, 3 points, 4 gold coins. */
const BALANCE_FILTERS = [-1, 1, 2, 3, 4] as const;

export default function RecordCentre({ lang, initialTab }: { lang: Lang; initialTab: FlowTab }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const [tab, setTabState] = useState<FlowTab>(initialTab);
  const { type: balanceType } = useStore(balance.$filters);
  useEffect(() => resetRecords, []);
  // Load the shown tab when signed in; forget everything on sign-out.
  useEffect(() => {
    if (!mounted) return;
    if (!loggedIn) {
      forgetRecords();
      return;
    }
    if (tab === 'withdraw') return; // WithdrawalRecords loads its own list
    const list = tab === 'balance' ? balance : tab === 'recharge' ? recharge : tab === 'openings' ? openings : tab === 'shop' ? shop : tab === 'dream' ? dreams : tab === 'roll' ? rolls : battles;
    showRecords(list);
  }, [mounted, loggedIn, tab]);

  // What an empty tab offers: the step that would write its first record.
  const go = (label: UiKey, path: string) => ({ label: t(label), href: localizedPath(lang, path) });
  const emptyAction = {
    balance: go('bag.emptyAction', '/box'),
    recharge: { label: t('flow.emptyAction.recharge'), onClick: openRecharge },
    battle: go('flow.emptyAction.battle', '/battle'),
    dream: go('flow.emptyAction.dream', '/dream'),
    shop: go('flow.emptyAction.shop', '/shop'),
    roll: go('flow.emptyAction.roll', '/giveaways'),
  };

  function selectTab(next: FlowTab) {
    setTabState(next);
    const url = new URL(window.location.href);
    if (next !== 'balance') url.searchParams.set('tab', next);
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <section className="space-y-4">
      <h1 className="text-xl font-bold sm:text-2xl">{t('flow.title')}</h1>
      <TabList
        tabs={TABS}
        tab={tab}
        onSelect={selectTab}
        label={t('flow.tabs')}
        labelOf={(name) => t(TAB_KEY[name])}
        hrefOf={(name) => (name === 'balance' ? '?' : `?tab=${name}`)}
        idPrefix="flow"
        className="flex gap-1 overflow-x-auto border-b border-line"
        tabClassName="-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold aria-selected:border-accent-orange aria-selected:text-accent-orange border-transparent text-muted hover:text-ink"
      />
      <div role="tabpanel" id={`flow-panel-${tab}`} aria-labelledby={`flow-tab-${tab}`}>
        {!mounted ? (
          <p className="py-10 text-center text-muted">{t('common.loading')}</p>
        ) : !loggedIn ? (
          <LoginPrompt message={t('flow.loginPrompt')} buttonLabel={t('header.login')} testId="flow-login-prompt" />
        ) : tab === 'balance' ? (
          <div className="space-y-3">
            <PillFilter
              label={t('flow.col.balanceType')}
              testId="balance-type-filter"
              dataName="balance-type"
              options={BALANCE_FILTERS.map((type) => ({ value: type, label: type === -1 ? t('flow.balanceType.all') : tDynamic(lang, `balanceType.${type}`, 'balanceType.unknown', { type }) }))}
              value={balanceType}
              onChange={filterBalanceRecords}
            />
            <PagedTable list={balance} t={t} columns={balanceColumns(lang, t)} rowTestId="balance-log-row" rowKey={(r) => r.id} emptyAction={emptyAction.balance} />
          </div>
        ) : tab === 'openings' ? (
          <OpeningRecords lang={lang} t={t} />
        ) : tab === 'dream' ? (
          <PagedTable list={dreams} t={t} columns={dreamColumns(t)} rowTestId="dream-record-row" rowKey={(r) => r.id} emptyAction={emptyAction.dream} />
        ) : tab === 'withdraw' ? (
          <WithdrawalRecords t={t} />
        ) : tab === 'roll' ? (
          <PagedTable list={rolls} t={t} columns={rollColumns(t)} rowTestId="roll-record-row" rowKey={(r) => `${r.giveawayId}`} emptyAction={emptyAction.roll} />
        ) : tab === 'shop' ? (
          <PagedTable list={shop} t={t} columns={shopColumns(t)} rowTestId="shop-record-row" rowKey={(r) => r.id} emptyAction={emptyAction.shop} />
        ) : tab === 'recharge' ? (
          <PagedTable list={recharge} t={t} columns={rechargeColumns(lang, t)} rowTestId="recharge-record-row" rowKey={(r) => r.orderId} emptyAction={emptyAction.recharge} />
        ) : (
          <PagedTable list={battles} t={t} columns={battleColumns(t)} rowTestId="battle-record-row" rowKey={(r) => r.id} emptyAction={emptyAction.battle} />
        )}
      </div>
    </section>
  );
}
