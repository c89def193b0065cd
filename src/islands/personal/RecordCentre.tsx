// The record centre (/personal/flow): balance records (filtered by balance type: points and gold
// coins too), recharge records, battle records, dream records, shop purchases and giveaway
// entries (the roll record: roll code and its range), paged; take-backs in their own tab
// (./WithdrawalRecords.tsx, live).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BattleSummary } from '../../shared/contracts/battle.ts';
import type { DreamLogEntry } from '../../shared/contracts/dream.ts';
import type { GiveawayEntryRecord } from '../../shared/contracts/giveaway.ts';
import type { RechargeRecord } from '../../shared/contracts/pay.ts';
import type { ShopOrderRecord } from '../../shared/contracts/shop.ts';
import type { BalanceLogItem } from '../../shared/contracts/wallet.ts';
import { ppmToPercent } from '../../shared/dream-fee.ts';
import { displayYuan } from '../../shared/money.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { dreamApi } from '../../lib/api/dream.ts';
import { endpoints, PAGE_SIZE } from '../../lib/api/endpoints.ts';
import { giveawayApi } from '../../lib/api/giveaway.ts';
import { shopApi } from '../../lib/api/shop.ts';
import { formatTime } from '../../lib/format.ts';
import { tDynamic, type Lang, type Translator } from '../../lib/i18n/ui.ts';
import { createPagedList, type PagedList } from '../../lib/paged.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { PillFilter } from '../common/PillFilter.tsx';
import { Pager, type PagerKeys } from '../common/Pager.tsx';
import { TabList } from '../common/TabList.tsx';
import WithdrawalRecords from './WithdrawalRecords.tsx';

export type FlowTab = 'balance' | 'recharge' | 'battle' | 'dream' | 'shop' | 'roll' | 'withdraw';
const TABS: readonly FlowTab[] = ['balance', 'recharge', 'battle', 'dream', 'shop', 'roll', 'withdraw'];
const TAB_KEY = { balance: 'flow.tab.balance', recharge: 'flow.tab.recharge', battle: 'flow.tab.battle', dream: 'flow.tab.dream', shop: 'flow.tab.shop', roll: 'giveaway_record_tab', withdraw: 'withdraw_record_tab' } as const;
/** The balance log's balance type filter (spec §3): -1 all, 1 balance, 2 secondary, 3 points, 4 gold coins. */
const BALANCE_FILTERS = [-1, 1, 2, 3, 4] as const;

export default function RecordCentre({ lang, initialTab }: { lang: Lang; initialTab: FlowTab }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const [tab, setTabState] = useState<FlowTab>(initialTab);
  const [balanceType, setBalanceType] = useState<number>(-1);
  const balance = useMemo(() => createPagedList((page) => endpoints.balanceLog(page, {}, balanceType)), [balanceType]);
  const recharge = useMemo(() => createPagedList((page) => endpoints.rechargeRecords(page)), []);
  const battles = useMemo(() => createPagedList((page) => battleApi.mine(-1, page)), []);
  const shop = useMemo(() => createPagedList((page) => shopApi.myOrders(page, PAGE_SIZE)), []);
  const dreams = useMemo(() => createPagedList((page) => dreamApi.log(page)), []);
  const rolls = useMemo(() => createPagedList((page) => giveawayApi.myEntries(page, PAGE_SIZE)), []);
  // Load the shown tab when signed in; forget everything on sign-out.
  useEffect(() => {
    if (!mounted) return;
    if (!loggedIn) {
      balance.reset();
      recharge.reset();
      battles.reset();
      shop.reset();
      dreams.reset();
      rolls.reset();
      return;
    }
    if (tab === 'withdraw') return; // WithdrawalRecords loads its own list
    const list = tab === 'balance' ? balance : tab === 'recharge' ? recharge : tab === 'shop' ? shop : tab === 'dream' ? dreams : tab === 'roll' ? rolls : battles;
    if (!list.$state.get().data) void (list as PagedList<unknown>).load(1);
  }, [mounted, loggedIn, tab, balance, recharge, battles, shop, dreams, rolls]);

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
              onChange={setBalanceType}
            />
            <PagedTable list={balance} t={t} columns={balanceColumns(lang, t)} rowTestId="balance-log-row" rowKey={(r) => r.id} />
          </div>
        ) : tab === 'dream' ? (
          <PagedTable list={dreams} t={t} columns={dreamColumns(t)} rowTestId="dream-record-row" rowKey={(r) => r.id} />
        ) : tab === 'withdraw' ? (
          <WithdrawalRecords t={t} />
        ) : tab === 'roll' ? (
          <PagedTable list={rolls} t={t} columns={rollColumns(t)} rowTestId="roll-record-row" rowKey={(r) => `${r.giveawayId}`} />
        ) : tab === 'shop' ? (
          <PagedTable list={shop} t={t} columns={shopColumns(t)} rowTestId="shop-record-row" rowKey={(r) => r.id} />
        ) : tab === 'recharge' ? (
          <PagedTable list={recharge} t={t} columns={rechargeColumns(lang, t)} rowTestId="recharge-record-row" rowKey={(r) => r.orderId} />
        ) : (
          <PagedTable list={battles} t={t} columns={battleColumns(t)} rowTestId="battle-record-row" rowKey={(r) => r.id} />
        )}
      </div>
    </section>
  );
}

interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** On a phone, takes the card's whole width (the order number: long, and read first). */
  wide?: boolean;
}

const signed = (amount: string) => (amount.trim().startsWith('-') ? 'text-accent-red' : 'text-emerald-400');

function balanceColumns(lang: Lang, t: Translator): Column<BalanceLogItem>[] {
  return [
    { head: t('flow.col.orderId'), wide: true, cell: (r) => <span className="font-mono text-xs break-all">{r.orderId}</span> },
    { head: t('flow.col.actionType'), cell: (r) => tDynamic(lang, `action.${r.actionType}`, 'action.unknown', { type: r.actionType }) },
    {
      head: t('flow.col.balanceType'),
      cell: (r) => tDynamic(lang, `balanceType.${r.balanceType}`, 'balanceType.unknown', { type: r.balanceType }),
    },
    {
      head: t('flow.col.amount'),
      align: 'right',
      cell: (r) => (
        <span className={`font-semibold ${signed(r.amount)}`}>
          {r.amount.trim().startsWith('-') ? '' : '+'}
          {displayYuan(r.amount)}
        </span>
      ),
    },
    { head: t('flow.col.balanceAfter'), align: 'right', cell: (r) => displayYuan(r.balanceAfter) },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

const stateColour = ['text-accent-orange', 'text-emerald-400', 'text-muted'];

function rechargeColumns(lang: Lang, t: Translator): Column<RechargeRecord>[] {
  return [
    { head: t('flow.col.orderId'), wide: true, cell: (r) => <span className="font-mono text-xs break-all">{r.orderId}</span> },
    { head: t('flow.col.channel'), cell: (r) => r.channelName || r.channel },
    { head: t('flow.col.credited'), align: 'right', cell: (r) => `¥${displayYuan(r.amount)}` },
    { head: t('flow.col.payAmount'), align: 'right', cell: (r) => `${displayYuan(r.payAmount)} ${r.currency}` },
    {
      head: t('flow.col.state'),
      cell: (r) => (
        <span data-pay-state={r.payState} className={stateColour[r.payState] ?? 'text-muted'}>
          {tDynamic(lang, `payState.${r.payState}`, 'payState.unknown', { state: r.payState })}
        </span>
      ),
    },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

const BATTLE_STATE_KEY = ['battle.state.0', 'battle.state.1', 'battle.state.2', 'battle.state.3'] as const;

/** Spec §3's battle record: the cases (linked to the room), the price paid, the mode, the result. */
function battleColumns(t: Translator): Column<BattleSummary>[] {
  return [
    {
      head: t('flow.col.battleBoxes'),
      wide: true,
      cell: (r) => (
        <a href={`${r.mode === 'reverse' ? '/reverse' : '/battle'}/${r.id}`} className="block max-w-72 truncate text-accent-blue hover:underline">
          {r.boxes.map((b) => b.name).join(', ')}
        </a>
      ),
    },
    { head: t('flow.col.totalPrice'), align: 'right', cell: (r) => `¥${displayYuan(r.costPerSeat)}` },
    { head: t('flow.col.mode'), cell: (r) => `${t(r.mode === 'reverse' ? 'battle.mode.reverse' : 'battle.mode.classic')}${r.team ? ` · ${t('battle.team')}` : ''}` },
    {
      head: t('flow.col.result'),
      cell: (r) => {
        const mine = r.seatList.find((s) => s.pos === r.myPos);
        if (r.state !== 2 || !mine) return <span className="text-muted">{t(BATTLE_STATE_KEY[r.state] ?? 'battle.state.0')}</span>;
        return <span data-battle-won={mine.winner} className={mine.winner ? 'text-emerald-400' : 'text-accent-red'}>{t(mine.winner ? 'flow.battleWon' : 'flow.battleLost')}</span>;
      },
    },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

/** Spec §3's dream record: the target, the fee (or the staked items), the chance, the result and the ticket (linked to its verify page). */
function dreamColumns(t: Translator): Column<DreamLogEntry>[] {
  return [
    {
      head: t('flow.col.target'),
      wide: true,
      cell: (r) => (
        <span className="block max-w-72 truncate" style={{ color: r.target.rarity.color }} title={r.target.name}>
          {r.target.name} <span className="text-muted">¥{displayYuan(r.target.price)}</span>
        </span>
      ),
    },
    {
      head: t('flow.col.dreamFee'),
      align: 'right',
      cell: (r) => (r.stakeCount > 0 ? t('flow.dream.staked', { count: r.stakeCount, amount: displayYuan(r.stakeValue) }) : `¥${displayYuan(r.fee)}`),
    },
    { head: t('flow.col.chance'), align: 'right', cell: (r) => `${ppmToPercent(r.chancePpm)}%` },
    {
      head: t('flow.col.result'),
      cell: (r) => <span data-dream-won={r.won} className={r.won ? 'text-emerald-400' : 'text-accent-red'}>{t(r.won ? 'flow.dream.won' : 'flow.dream.lost')}</span>,
    },
    {
      head: t('flow.col.roll'),
      align: 'right',
      cell: (r) => <a href={`/provably-fair/verify/dream/${r.id}`} className="font-mono text-accent-blue hover:underline">{r.ticket}</a>,
    },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

const GIVEAWAY_STATE_KEY = ['giveaway_state_open', 'giveaway_state_drawing', 'giveaway_state_drawn', 'giveaway_state_cancelled'] as const;

/** Spec §3's roll record: the room (linked), the roll code and its range, the room's state, and the prize won. */
function rollColumns(t: Translator): Column<GiveawayEntryRecord>[] {
  return [
    {
      head: t('giveaway_record_room'),
      wide: true,
      cell: (r) => (
        <a href={`/giveaways/${r.giveawayId}`} className="block max-w-72 truncate text-accent-blue hover:underline">
          {r.title}
        </a>
      ),
    },
    { head: t('giveaway_record_code'), align: 'right', cell: (r) => <span className="font-mono font-semibold text-accent-orange" data-testid="roll-record-code">#{r.code}</span> },
    { head: t('giveaway_record_range'), align: 'right', cell: (r) => <span className="font-mono">{r.range[0]}-{r.range[1]}</span> },
    { head: t('flow.col.state'), cell: (r) => t(GIVEAWAY_STATE_KEY[r.state] ?? 'giveaway_state_open') },
    {
      head: t('giveaway_record_prize'),
      cell: (r) =>
        r.prize ? (
          <span className="block max-w-60 truncate" style={{ color: r.prize.rarity.color }} title={r.prize.name}>
            {r.prize.name} <span className="text-muted">¥{displayYuan(r.prize.price)}</span>
          </span>
        ) : (
          <span className="text-muted">{r.state === 2 ? t('giveaway_record_noPrize') : '-'}</span>
        ),
    },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

/** Shop purchases: the skin, its price, and what gold coins and points each paid of it. */
function shopColumns(t: Translator): Column<ShopOrderRecord>[] {
  return [
    {
      head: t('flow.col.item'),
      wide: true,
      cell: (r) => (
        <span className="block max-w-72 truncate" style={{ color: r.ornament.rarity.color }} title={r.ornament.name}>
          {r.ornament.name}
        </span>
      ),
    },
    { head: t('flow.col.price'), align: 'right', cell: (r) => displayYuan(r.price) },
    { head: t('flow.col.coinsPaid'), align: 'right', cell: (r) => <span className="text-accent-orange">{displayYuan(r.coinsPaid)}</span> },
    { head: t('flow.col.pointsPaid'), align: 'right', cell: (r) => <span className="text-accent-purple">{displayYuan(r.pointsPaid)}</span> },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

// The record centre's pager came before the shared one: it keeps its own keys (the same words) and
// its nav stays named by the page count.
const FLOW_PAGER: PagerKeys = { prev: 'flow.prev', next: 'flow.next', pageOf: 'flow.pageOf', label: 'flow.pageOf' };

interface PagedTableProps<T> {
  list: PagedList<T>;
  t: Translator;
  columns: Column<T>[];
  rowTestId: string;
  rowKey: (row: T) => string;
}

function PagedTable<T>({ list, t, columns, rowTestId, rowKey }: PagedTableProps<T>) {
  const { data, loading, error } = useStore(list.$state);

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm text-muted">
        <span>{data ? t('flow.total', { total: data.total }) : '\u00a0'}</span>
        <button
          type="button"
          data-testid="flow-refresh"
          className="btn-ghost px-3 py-1.5"
          onClick={() => void list.refresh()}
          disabled={loading}
        >
          {t('flow.refresh')}
        </button>
      </div>

      <div className="card overflow-x-auto" aria-busy={loading}>
        {error && !loading ? (
          <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 px-4 py-10 text-center" />
        ) : !data ? (
          <p className="px-4 py-10 text-center text-muted">{t('common.loading')}</p>
        ) : data.list.length === 0 ? (
          <p data-testid="flow-empty" className="px-4 py-10 text-center text-muted">
            {t('flow.empty')}
          </p>
        ) : (
          // From sm up a table (scrolling inside the card if it must); on a phone each row is a card of
          // labelled pairs in two columns, so no amount runs off the screen's right edge.
          <table className={`w-full text-sm max-sm:block sm:min-w-[40rem] ${loading ? 'opacity-60' : ''}`}>
            <thead className="border-b border-line text-start text-xs text-muted max-sm:hidden">
              <tr>
                {columns.map((c) => (
                  <th key={c.head} scope="col" className={`px-4 py-3 font-medium ${c.align === 'right' ? 'text-end' : 'text-start'}`}>
                    {c.head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {data.list.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId}
                  className="border-b border-line/60 last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
                >
                  {columns.map((c) => (
                    <td
                      key={c.head}
                      className={`min-w-0 px-4 py-3 max-sm:block max-sm:p-0 sm:whitespace-nowrap ${c.wide ? 'max-sm:col-span-2' : ''} ${c.align === 'right' ? 'tabular-nums sm:text-end' : ''}`}
                    >
                      <span className="block text-xs text-muted sm:hidden">{c.head}</span>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Pager t={t} list={list} keys={FLOW_PAGER} buttonTestIds={{ prev: 'flow-prev', next: 'flow-next' }} always />
    </div>
  );
}
