// The record centre's columns, one list per tab (./RecordCentre.tsx): each column's head, its
// cell, and how it sits on a phone (./RecordTable.tsx).
import type { ReactNode } from 'react';
import type { BattleSummary } from '../../shared/contracts/battle.ts';
import type { DreamLogEntry } from '../../shared/contracts/dream.ts';
import type { GiveawayEntryRecord } from '../../shared/contracts/giveaway.ts';
import type { RechargeRecord } from '../../shared/contracts/pay.ts';
import type { ShopOrderRecord } from '../../shared/contracts/shop.ts';
import type { BalanceLogItem } from '../../shared/contracts/wallet.ts';
import { ppmToPercent } from '../../shared/dream-fee.ts';
import { displayYuan } from '../../shared/money.ts';
import { formatTime } from '../../lib/format.ts';
import { tDynamic, type Lang, type Translator } from '../../lib/i18n/ui.ts';

export interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** On a phone, takes the card's whole width (the order number: long, and read first). */
  wide?: boolean;
}

const signed = (amount: string) => (amount.trim().startsWith('-') ? 'text-accent-red' : 'text-emerald-400');

export function balanceColumns(lang: Lang, t: Translator): Column<BalanceLogItem>[] {
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

export function rechargeColumns(lang: Lang, t: Translator): Column<RechargeRecord>[] {
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

/** The spec's battle record: the cases (linked to the room), the price paid, the mode, the result. */
export function battleColumns(t: Translator): Column<BattleSummary>[] {
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

/** The spec's dream record: the target, the fee (or the staked items), the chance, the result and the ticket (linked to its verify page). */
export function dreamColumns(t: Translator): Column<DreamLogEntry>[] {
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

/** The spec's roll record: the room (linked), the roll code and its range, the room's state, and the prize won. */
export function rollColumns(t: Translator): Column<GiveawayEntryRecord>[] {
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
export function shopColumns(t: Translator): Column<ShopOrderRecord>[] {
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
