// The record centre's take-back tab (the spec's fields: item, create time, update time, take state, callback
// remark): one card per record with the skin's art and a state badge; in state 2 the
// Steam trade offer's id, a link to Steam's offers page and a countdown until it expires; in
// state 3 the end of Steam Trade Protection. The page follows its own live events (EVENT.withdrawal
// with the page's liveTag) and refetches, so a record walks its states without a reload.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { WithdrawalRecord } from '../../shared/contracts/withdrawal.ts';
import { STEAM_OFFERS_URL, WITHDRAW_STATE, type WithdrawState } from '../../shared/withdrawal-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { $feed } from '../../lib/feed/store.ts';
import { formatTime } from '../../lib/format.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { filterWithdrawalRecords, withdrawalLiveTag, withdrawalRecords as list } from '../../lib/personal/withdrawals.ts';
import { clock, listenOwnWithdrawals, msLeft } from '../../lib/withdrawal/live.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { withdrawStateStyle } from '../../lib/withdrawal/state-style.ts';
import { Pager, type PagerKeys } from '../common/Pager.tsx';
import { PillFilter } from '../common/PillFilter.tsx';

const FILTERS = [-1, 0, 1, 2, 3, 4, 5] as const;
const STATE_KEY = ['withdraw_state_0', 'withdraw_state_1', 'withdraw_state_2', 'withdraw_state_3', 'withdraw_state_4', 'withdraw_state_5'] as const;
const FLOW_PAGER: PagerKeys = { prev: 'flow.prev', next: 'flow.next', pageOf: 'flow.pageOf', label: 'flow.pageOf' };

export function WithdrawStateBadge({ state, t }: { state: number; t: Translator }) {
  return (
    <span data-testid="withdraw-record-state" className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${withdrawStateStyle(state)}`}>
      {t(STATE_KEY[state] ?? STATE_KEY[0])}
    </span>
  );
}

export default function WithdrawalRecords({ t }: { t: Translator }) {
  const { state } = useStore(list.$filters);
  const { data, loading, error } = useStore(list.$state);
  const { connected } = useStore($feed, { keys: ['connected'] });

  useEffect(() => {
    void list.start();
    // Refetch the shown page when one of this player's records changes.
    const stop = listenOwnWithdrawals(withdrawalLiveTag, () => void list.refresh());
    return () => {
      stop();
      list.reset();
    };
  }, []);

  // Events sent while the socket was not yet or no longer subscribed are lost: each time it
  // (re)connects after the page has loaded, read the page again.
  const loaded = data !== null;
  useEffect(() => {
    if (connected && loaded) void list.refresh();
  }, [connected]); // only the socket's transitions matter

  // A one-second tick, only while an offer's countdown is on screen.
  const counting = data?.list.some((r) => r.state === WITHDRAW_STATE.awaitingReceipt && r.offerExpiresAt) ?? false;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  return (
    <div className="space-y-3" data-testid="withdraw-records" data-live={connected}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PillFilter
          label={t('flow.col.state')}
          testId="withdraw-state-filter"
          dataName="state"
          options={FILTERS.map((s) => ({ value: s, label: s === -1 ? t('flow.balanceType.all') : t(STATE_KEY[s]) }))}
          value={state}
          onChange={filterWithdrawalRecords}
        />
        <span className="flex items-center gap-3 text-sm text-muted">
          {data ? t('flow.total', { total: data.total }) : null}
          <button type="button" data-testid="flow-refresh" className="btn-ghost px-3 py-1.5" onClick={() => void list.refresh()} disabled={loading}>
            {t('flow.refresh')}
          </button>
        </span>
      </div>

      {error && !loading ? (
        <div className="card">
          <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 px-4 py-10 text-center" />
        </div>
      ) : !data ? (
        <p className="card px-4 py-10 text-center text-muted">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <EmptyState testId="flow-empty" icon="records" title={t('withdraw_empty')} action={{ label: t('withdraw_emptyAction'), href: '/personal/bag' }} />
      ) : (
        <ul className={`grid grid-cols-1 gap-2 lg:grid-cols-2 ${loading ? 'opacity-80' : ''}`} aria-busy={loading}>
          {data.list.map((r) => (
            <RecordCard key={r.id} r={r} t={t} now={now} />
          ))}
        </ul>
      )}

      <Pager t={t} list={list} keys={FLOW_PAGER} buttonTestIds={{ prev: 'flow-prev', next: 'flow-next' }} />
    </div>
  );
}

function RecordCard({ r, t, now }: { r: WithdrawalRecord; t: Translator; now: number }) {
  const color = rarityColor(r.item.rarity?.color);
  const left = r.state === WITHDRAW_STATE.awaitingReceipt ? msLeft(r.offerExpiresAt, now) : null;
  const failed = r.state === WITHDRAW_STATE.failed;
  return (
    <li
      data-testid="withdraw-record"
      data-id={r.id}
      data-item-id={r.itemId}
      data-state={r.state satisfies WithdrawState}
      className="card flex gap-3 border-s-2 p-3"
      style={{ borderInlineStartColor: color, backgroundImage: `linear-gradient(to right, ${color}1a, transparent 45%)` }}
    >
      <ItemImage item={r.item} className="aspect-[2/1] w-24 shrink-0 self-center sm:w-28" />
      <div className="min-w-0 flex-1 space-y-1.5">
        {/* On a phone the badge drops under the name rather than squeezing it. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <span className="min-w-0 flex-1 basis-48">
            <ItemNameLines name={r.item.name} wear="" color={color} />
            <span className="flex gap-1 text-xs text-muted">
              <span className="truncate">{r.item.wearName} ·</span>
              <span className="shrink-0 text-accent-orange">¥{displayYuan(r.item.price)}</span>
            </span>
          </span>
          <WithdrawStateBadge state={r.state} t={t} />
        </div>

        {r.remark ? (
          <p data-testid="withdraw-record-remark" className={`text-xs ${failed ? 'text-accent-red' : 'text-amber-300'}`}>
            {r.remark}
          </p>
        ) : null}

        {r.state === WITHDRAW_STATE.awaitingReceipt && r.tradeOfferId ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-surface-2 px-2 py-1.5 text-xs">
            <span>
              {t('withdraw_offerId')} <span className="font-mono" data-testid="withdraw-offer-id">{r.tradeOfferId}</span>
            </span>
            {left !== null ? (
              <span className="text-muted">
                {t('withdraw_offerExpires')}{' '}
                <span data-testid="withdraw-countdown" className="font-mono font-semibold tabular-nums text-accent-orange">
                  {clock(left)}
                </span>
              </span>
            ) : null}
            <a href={STEAM_OFFERS_URL} target="_blank" rel="noopener noreferrer" data-testid="withdraw-offer-link" className="font-semibold text-accent-blue hover:underline">
              {t('withdraw_offerOpen')} ↗
            </a>
          </div>
        ) : null}

        {r.state === WITHDRAW_STATE.success && r.protectedUntil ? (
          <p className="text-xs text-muted" data-testid="withdraw-protected-until">
            {t('withdraw_protectedUntil', { at: formatTime(r.protectedUntil) })}
          </p>
        ) : null}

        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-[11px] text-muted">
          <dt>{t('withdraw_created')}</dt>
          <dd className="tabular-nums">
            <time dateTime={r.createTime}>{formatTime(r.createTime)}</time>
          </dd>
          <dt>{t('withdraw_updated')}</dt>
          <dd className="tabular-nums">
            <time dateTime={r.updateTime}>{formatTime(r.updateTime)}</time>
          </dd>
        </dl>
      </div>
    </li>
  );
}
