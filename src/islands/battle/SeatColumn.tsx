// One seat of a battle room: who sits there (avatar, bot label, "you", the team), the running
// total, the join / add-bot buttons while it is empty, the tall reel of the round being revealed,
// and every item it rolled so far (the newest large, the earlier ones beneath). Once a round has
// landed, the seat with that round's most valuable item is marked (lib/battle/show.ts roundBest).
import { Suspense } from 'react';
import type { BattleDetail, BattleRoll, BattleSeat } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import { markedRound, roundBest as bestOfRound, seatSpinMs } from '../../lib/battle/show.ts';
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

/** `best`: the round just landed was this seat's (badge and a pulse); `star`: an earlier round it won. */
function ItemTile({ roll, t, best = false, star = false }: { roll: BattleRoll; t: Translator; best?: boolean; star?: boolean }) {
  const color = rarityColor(roll.item.rarity?.color);
  return (
    <div
      data-testid="battle-item"
      data-round={roll.round}
      data-ornament-id={roll.item.ornamentId}
      data-best={best || star || undefined}
      title={`${roll.item.name} · ${t('battle.ticket', { ticket: roll.ticket })}`}
      className={`relative flex flex-col rounded-lg border-b-2 bg-surface-2 p-1.5 ${best ? 'round-best' : ''}`}
      style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
    >
      {best && (
        <span data-testid="round-best" className="absolute -top-2 end-1 rounded bg-accent-orange px-1 text-[10px] font-bold text-bg">
          {t('battle.roundBest')}
        </span>
      )}
      {star && !best && (
        <span className="absolute top-0.5 end-1 text-xs text-accent-orange" title={t('battle.roundBest')} aria-label={t('battle.roundBest')}>
          ★
        </span>
      )}
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
  // While rounds play, the reel's room stays the same height, so nothing jumps as reels come and go.
  const playing = Boolean(seat) && room.state !== BATTLE_STATE.waiting && !ended;
  // The round just landed (none while the next spins): is this seat's item its most valuable?
  const marked = markedRound(settled, spinning);
  const roundBest = marked !== null && !ended && bestOfRound(rolls, marked).includes(pos);
  // Earlier rounds this seat won, starred in its list.
  const bestRounds = new Set(done.filter((r) => bestOfRound(rolls, r.round).includes(pos)).map((r) => r.round));

  return (
    <li
      data-testid="battle-seat"
      data-pos={pos}
      data-filled={Boolean(seat)}
      data-bot={seat?.bot ?? false}
      data-winner={won}
      data-round-best={roundBest}
      className={`relative flex min-w-0 flex-col gap-2 rounded-2xl border p-2 transition-colors sm:p-3 ${won ? 'border-emerald-400 bg-emerald-400/10 shadow-[0_0_24px] shadow-emerald-400/30' : ended ? 'border-line bg-surface opacity-70' : roundBest ? 'border-accent-orange bg-accent-orange/5' : 'border-line bg-surface'}`}
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
          <Suspense fallback={<div className="h-[264px] rounded-xl bg-bg/60" />}>
            <SeatReel
              key={spinRoll.round}
              roll={spinRoll}
              table={tables.get(room.boxes[spinRoll.round - 1]?.boxId) ?? []}
              durationMs={seatSpinMs(room.roundMs)}
              // The first seat is always filled once the room plays: its reel ticks for the room.
              ticking={pos === 1}
              onDone={() => onSpun(spinRoll.round)}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : last ? (
        <div className={`mx-auto grid w-full max-w-56 place-items-center ${playing ? 'min-h-[264px]' : 'min-h-20'}`}>
          <div className="w-full"><ItemTile roll={last} t={t} best={roundBest && last.round === settled} star={bestRounds.has(last.round)} /></div>
        </div>
      ) : (
        <div className={`grid place-items-center rounded-xl bg-bg/60 text-xs text-muted ${playing ? 'min-h-[264px]' : 'min-h-20'}`}>{room.state === BATTLE_STATE.waiting ? t('battle.waiting') : t('battle.starting')}</div>
      )}

      {done.length > 1 && (
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('battle.rollsTitle')}>
          {done.slice(0, -1).reverse().map((r) => (
            <li key={r.round}><ItemTile roll={r} t={t} star={bestRounds.has(r.round)} /></li>
          ))}
        </ul>
      )}
    </li>
  );
}
