// One seat of a battle room: who sits there (avatar, bot label, "you", the team), the running
// total, the join / add-bot buttons while it is empty, the reel of the round being revealed, and
// every item it rolled so far (the newest large, the earlier ones beneath).
import { Suspense } from 'react';
import type { BattleDetail, BattleRoll, BattleSeat } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { BotLabel, SeatAvatar } from './parts.tsx';
import { VipBadge } from '../common/VipBadge.tsx';
import { nameStyle } from '../common/PlayerAvatar.tsx';

// The reels load on demand, when a round is first revealed: not part of the page's first JavaScript.
export const SeatReel = lazyWithRetry(() => import('./SeatReel.tsx'), 'SeatReel');

export const fen = (yuan: string): bigint => parseYuan(yuan) ?? 0n;

function ItemTile({ roll, t }: { roll: BattleRoll; t: Translator }) {
  const color = rarityColor(roll.item.rarity?.color);
  return (
    <div
      data-testid="battle-item"
      data-round={roll.round}
      data-ornament-id={roll.item.ornamentId}
      title={`${roll.item.name} · ${t('battle.ticket', { ticket: roll.ticket })}`}
      className="flex flex-col rounded-lg border-b-2 bg-surface-2 p-1.5"
      style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
    >
      <ItemImage item={roll.item} className="aspect-[2/1] w-full" />
      <span className="truncate text-[11px] font-semibold" style={{ color }}>{roll.item.name}</span>
      <span className="text-[11px] font-bold text-ink">¥{displayYuan(roll.item.price)}</span>
    </div>
  );
}

export interface SeatProps {
  pos: number;
  room: BattleDetail;
  seat: BattleSeat | undefined;
  rolls: BattleRoll[];
  settled: number;
  spinning: number | null;
  tables: Map<number, BoxItem[]>;
  mine: boolean;
  canJoin: boolean;
  isCreator: boolean;
  loggedIn: boolean;
  busy: boolean;
  t: Translator;
  lang: Lang;
  onJoin: (pos: number) => void;
  onBot: (pos: number) => void;
  onSpun: (round: number) => void;
}

export function SeatColumn({ pos, room, seat, rolls, settled, spinning, tables, mine, canJoin, isCreator, loggedIn, busy, t, lang, onJoin, onBot, onSpun }: SeatProps) {
  const own = rolls.filter((r) => r.pos === pos);
  const done = own.filter((r) => r.round <= settled);
  const total = formatFen(done.reduce((s, r) => s + fen(r.item.price), 0n));
  const ended = room.state === BATTLE_STATE.ended && settled >= room.rounds;
  const won = ended && (room.winners ?? []).includes(pos);
  const spinRoll = spinning !== null ? own.find((r) => r.round === spinning) : undefined;
  const last = done.at(-1);
  const team = room.team ? (pos <= 2 ? 1 : 2) : null;

  return (
    <li
      data-testid="battle-seat"
      data-pos={pos}
      data-filled={Boolean(seat)}
      data-bot={seat?.bot ?? false}
      data-winner={won}
      className={`relative flex min-w-0 flex-col gap-2 rounded-2xl border p-2 transition-colors sm:p-3 ${won ? 'border-emerald-400 bg-emerald-400/10 shadow-[0_0_24px] shadow-emerald-400/30' : ended ? 'border-line bg-surface opacity-70' : 'border-line bg-surface'}`}
    >
      {team !== null && <span className={`absolute -top-2 start-2 rounded px-1.5 text-[10px] font-bold ${team === 1 ? 'bg-accent-orange text-bg' : 'bg-accent-blue text-bg'}`}>{t('battle.teamN', { team })}</span>}
      <div className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-start">
        <SeatAvatar seat={seat} t={t} className="size-9 sm:size-10" />
        <div className="w-full min-w-0 flex-1">
          <div className="flex min-w-0 flex-wrap items-center justify-center gap-1 sm:flex-nowrap sm:justify-start">
            <span className="max-w-full truncate text-xs font-bold sm:text-sm" data-testid="seat-name" style={nameStyle(seat?.nameColour)}>{seat ? shownNickname(seat.nickname, t) : t('battle.emptySeat')}</span>
            {seat && !seat.bot && <VipBadge level={seat.vipLevel} t={t} />}
            {seat?.bot && <BotLabel t={t} />}
            {mine && <span className="rounded bg-accent-orange/20 px-1 text-[10px] font-bold text-accent-orange">{t('battle.you')}</span>}
          </div>
          <div className="text-sm font-extrabold text-accent-orange sm:text-base" data-testid="seat-total" data-total={total}>
            ¥{displayYuan(total)}
          </div>
        </div>
      </div>

      {!seat ? (
        <div className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line p-2 text-center">
          {room.state === BATTLE_STATE.waiting && (
            <>
              {canJoin && (
                <button type="button" className="btn-primary w-full px-2 py-1.5 text-xs sm:text-sm" disabled={busy} data-testid="battle-join" onClick={() => onJoin(pos)}>
                  {loggedIn ? t('battle.join', { amount: displayYuan(room.costPerSeat) }) : t('battle.loginToJoin')}
                </button>
              )}
              {isCreator && (
                <button type="button" className="btn-ghost w-full px-2 py-1.5 text-xs sm:text-sm" disabled={busy} data-testid="battle-add-bot" onClick={() => onBot(pos)}>
                  {t('battle.addBot')}
                </button>
              )}
              {!canJoin && !isCreator && <span className="text-xs text-muted">{t('battle.waiting')}</span>}
            </>
          )}
        </div>
      ) : spinRoll ? (
        <ChunkErrorBoundary lang={lang} onRetry={SeatReel.retry}>
          <Suspense fallback={<div className="h-20 rounded-xl bg-bg/60" />}>
            <SeatReel
              key={spinRoll.round}
              roll={spinRoll}
              table={tables.get(room.boxes[spinRoll.round - 1]?.boxId) ?? []}
              durationMs={Math.min(4500, Math.max(300, room.roundMs * 0.7))}
              onDone={() => onSpun(spinRoll.round)}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : last ? (
        <div className="mx-auto min-h-20 w-full max-w-56"><ItemTile roll={last} t={t} /></div>
      ) : (
        <div className="grid min-h-20 place-items-center rounded-xl bg-bg/60 text-xs text-muted">{room.state === BATTLE_STATE.waiting ? t('battle.waiting') : t('battle.starting')}</div>
      )}

      {done.length > 1 && (
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('battle.rollsTitle')}>
          {done.slice(0, -1).reverse().map((r) => (
            <li key={r.round}><ItemTile roll={r} t={t} /></li>
          ))}
        </ul>
      )}
    </li>
  );
}
