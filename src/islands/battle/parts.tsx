// Pieces the battle screens share: a room's card in the lists, a seat's avatar with its bot
// label, the state badge, and the base address of a mode (/battle or /reverse).
import type { BattleMode, BattleSeat, BattleState, BattleSummary } from '../../shared/contracts/battle.ts';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator, UiKey } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { PlayerAvatar } from '../common/PlayerAvatar.tsx';

export const modeBase = (mode: BattleMode): string => (mode === 'reverse' ? '/reverse' : '/battle');

const STATE_KEY: Record<BattleState, UiKey> = {
  0: 'battle.state.0',
  1: 'battle.state.1',
  2: 'battle.state.2',
  3: 'battle.state.3',
};

const STATE_CLASS: Record<BattleState, string> = {
  0: 'bg-accent-blue/15 text-accent-blue',
  1: 'bg-emerald-400/15 text-emerald-300',
  2: 'bg-line text-muted',
  3: 'bg-line text-muted',
};

export function StateBadge({ state, t }: { state: BattleState; t: Translator }) {
  return (
    <span data-testid="battle-state" data-state={state} className={`inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-bold ${STATE_CLASS[state]}`}>
      {state === BATTLE_STATE.running && <span className="size-1.5 animate-pulse rounded-full bg-emerald-300" aria-hidden="true" />}
      {t(STATE_KEY[state])}
    </span>
  );
}

export function ModeBadge({ mode, team, t }: { mode: BattleMode; team: boolean; t: Translator }) {
  return (
    <span className="flex flex-wrap gap-1 text-xs font-bold">
      <span className={`rounded-md px-2 py-0.5 ${mode === 'reverse' ? 'bg-fuchsia-500/15 text-fuchsia-300' : 'bg-accent-orange/15 text-accent-orange'}`}>
        {t(mode === 'reverse' ? 'battle.mode.reverse' : 'battle.mode.classic')}
      </span>
      {team && <span className="rounded-md bg-accent-blue/15 px-2 py-0.5 text-accent-blue">{t('battle.team')}</span>}
    </span>
  );
}

export function BotLabel({ t }: { t: Translator }) {
  return <span data-testid="bot-label" className="rounded bg-accent-blue/20 px-1 text-[10px] font-bold uppercase text-accent-blue">{t('battle.bot')}</span>;
}

export function SeatAvatar({ seat, t, className = 'size-9' }: { seat: BattleSeat | undefined; t: Translator; className?: string }) {
  if (!seat) {
    return <span className={`${className} grid shrink-0 place-items-center rounded-full border border-dashed border-line text-muted`} title={t('battle.emptySeat')}>?</span>;
  }
  return (
    <PlayerAvatar
      src={seat.avatar}
      seed={seat.nickname}
      alt={shownNickname(seat.nickname, t)}
      frame={seat.avatarFrame}
      className={`${className} shrink-0 rounded-full ring-2 ${seat.bot ? 'ring-accent-blue/60' : 'ring-accent-orange/60'}`}
    />
  );
}

/** One room in a list: its cases' art, seats, cost and state; the card links to the room. */
export function BattleCard({ room, t }: { room: BattleSummary; t: Translator }) {
  const seats = Array.from({ length: room.seats }, (_, i) => room.seatList.find((s) => s.pos === i + 1));
  const shown = room.boxes.slice(0, 6);
  return (
    <a
      href={`${modeBase(room.mode)}/${room.id}`}
      data-testid="battle-card"
      data-battle-id={room.id}
      data-state={room.state}
      className="card group relative flex flex-col gap-3 overflow-hidden p-3 transition-colors hover:border-accent-orange sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="pointer-events-none absolute -left-10 -top-10 size-32 rounded-full bg-accent-orange/10 blur-2xl" aria-hidden="true" />
      <div className="relative flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={room.state} t={t} />
          <ModeBadge mode={room.mode} team={room.team} t={t} />
          {room.official && <span data-testid="battle-official" className="rounded-md bg-accent-purple/20 px-2 py-0.5 text-xs font-bold text-accent-purple">{t('battle.official')}</span>}
          <span className="text-xs text-muted">{t('battle.rounds', { count: room.rounds })}</span>
        </div>
        <ul className="flex gap-1 overflow-hidden" aria-label={room.boxes.map((b) => b.name).join(', ')}>
          {shown.map((b, i) => (
            <li key={i} className="w-16 shrink-0 rounded-md bg-surface-2/70 p-1 sm:w-20">
              <CaseArt box={{ id: b.boxId, name: b.name, image: b.image }} className="aspect-[5/3] w-full" />
            </li>
          ))}
          {room.boxes.length > shown.length && (
            <li className="grid w-10 shrink-0 place-items-center rounded-md bg-surface-2/70 text-xs font-bold text-muted">+{room.boxes.length - shown.length}</li>
          )}
        </ul>
      </div>
      <div className="relative flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <div className="flex items-center -space-x-2 rtl:space-x-reverse">
          {seats.map((s, i) => (
            <SeatAvatar key={i} seat={s} t={t} className="size-8" />
          ))}
        </div>
        <div className="text-end">
          <div className="text-[11px] text-muted">{t('battle.cost')}</div>
          <div className="font-extrabold text-accent-orange">¥{displayYuan(room.costPerSeat)}</div>
        </div>
        <span className="btn-primary px-3 py-1 text-sm">{room.state === BATTLE_STATE.waiting ? t('battle.joinRoom') : t('battle.watch')}</span>
      </div>
    </a>
  );
}

export function BattleListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card h-36 animate-pulse bg-surface-2/30 sm:h-28" />
      ))}
    </ul>
  );
}
