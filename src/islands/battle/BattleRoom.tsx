// /battle/{id} and /reverse/{id}: the room. Seats (avatars, bot labels, join / add-bot buttons),
// the creator's dissolve, one tall reel per seat per round, revealed on the server's schedule (round r
// at start + r × roundMs on the server's clock: every viewer sees the same round at the same
// moment), each round's best seat marked, running totals, the final screen (BattleFinale) and the
// fairness panel. The room changes by the live
// event 32 (seat, start, end, dissolve); a round's rolls are fetched when the schedule reveals it.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import { displayYuan } from '../../shared/money.ts';
import {
  $battleRoom, battleRoundSpun, dissolveBattle, loadBattleTables, openBattleRoom, refreshBattleRoom, scheduleBattleReveal, takeBattleSeat,
} from '../../lib/battle/room.ts';
import { seatOf } from '../../lib/battle/seats.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { BattleFinale } from './BattleFinale.tsx';
import { ModeBadge, modeBase, StateBadge } from './parts.tsx';
import { SeatColumn } from './SeatColumn.tsx';

// The fairness panel loads on demand: not part of the page's first JavaScript.
const BattleFairness = lazyWithRetry(() => import('./BattleFairness.tsx'), 'BattleFairness');

export default function BattleRoom({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const user = useStore($user);
  const { load, room, settled, spinning, busy, tables } = useStore($battleRoom);

  // The room, and its live changes (a seat, the start, the end, a dissolve bring its detail).
  useEffect(() => openBattleRoom(id), [id]);

  // The reveal schedule: fetch when the server's clock reaches the next round.
  useEffect(() => scheduleBattleReveal(), [room?.state, room?.revealedRounds, room?.startTime]);

  // The cases' tables for the reels' filler; a running room's reels load their code now.
  const boxIds = room ? [...new Set(room.boxes.map((b) => b.boxId))].join(',') : '';
  useEffect(() => {
    if (room?.state === BATTLE_STATE.running) void import('./SeatReel.tsx');
    loadBattleTables();
  }, [boxIds, room?.state]);

  if (load === 'missing') {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="battle-missing">
        <p className="text-muted">{t('battle.notFound')}</p>
        <a href="/battle" className="btn-ghost">{t('battle.back')}</a>
      </div>
    );
  }
  if (load === 'failed') return <LoadFailed t={t} onRetry={() => void refreshBattleRoom()} />;
  if (!room) {
    return (
      <div className="space-y-4" data-testid="battle-loading" aria-busy="true">
        <div className="h-28 animate-pulse rounded-2xl bg-surface-2/40" />
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {[0, 1].map((i) => <div key={i} className="h-64 animate-pulse rounded-2xl bg-surface-2/30" />)}
        </div>
      </div>
    );
  }

  // The server's word (myPos, when it sends it), else the seat this browser took, else the nickname.
  const told = (room as { myPos?: number | null }).myPos;
  const mySeat = mounted && loggedIn
    ? (typeof told === 'number' ? told : null) ?? seatOf(room.id) ?? room.seatList.find((s) => !s.bot && user !== null && s.nickname === user.nickname)?.pos ?? null
    : null;
  const isCreator = mounted && loggedIn && room.mine && room.state === BATTLE_STATE.waiting;
  const canJoin = room.state === BATTLE_STATE.waiting && mySeat === null && !isCreator;
  const shownRound = spinning ?? settled;
  const ended = room.state === BATTLE_STATE.ended && settled >= room.rounds;
  // The server ends the room with its last round; the page says so when that round's reels stop.
  const shownState = room.state === BATTLE_STATE.ended && !ended ? BATTLE_STATE.running : room.state;
  const iWon = ended && mySeat !== null && (room.winners ?? []).includes(mySeat);

  function seat(pos: number, bot: boolean) {
    if (!loggedIn) return openDialog('login');
    void takeBattleSeat(pos, bot);
  }

  const base = modeBase(room.mode);
  return (
    <div className="space-y-4" data-testid="battle-room" data-battle-id={room.id} data-state={room.state} data-settled={settled} data-mode={room.mode}>
      <a href={base} className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('battle.back')}
      </a>

      <section className="card relative overflow-hidden p-3 sm:p-5">
        <div className={`pointer-events-none absolute -top-24 left-1/2 size-80 -translate-x-1/2 rounded-full blur-3xl ${room.mode === 'reverse' ? 'bg-accent-purple/20' : 'bg-accent-orange/15'}`} aria-hidden="true" />
        <div className="relative flex flex-wrap items-center justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-xl font-extrabold sm:text-2xl">{t('battle.roomTitle', { id: room.id })}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <StateBadge state={shownState} t={t} />
              <ModeBadge mode={room.mode} team={room.team} t={t} />
              <span className="text-xs text-muted" data-testid="battle-round" data-round={shownRound}>
                {room.state === BATTLE_STATE.waiting ? t('battle.rounds', { count: room.rounds }) : t('battle.round', { round: Math.max(1, shownRound), rounds: room.rounds })}
              </span>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <div className="text-end">
              <div className="text-[11px] text-muted">{t('battle.cost')}</div>
              <div className="text-lg font-extrabold text-accent-orange">¥{displayYuan(room.costPerSeat)}</div>
            </div>
            {isCreator && (
              <button type="button" className="btn-ghost border-accent-red/50 text-accent-red" disabled={busy} data-testid="battle-dissolve" onClick={() => void dissolveBattle()}>
                {t('battle.dissolve')}
              </button>
            )}
            {(ended || room.state === BATTLE_STATE.dissolved) && (
              <a href={`${base}/create/${room.id}`} className="btn-ghost" data-testid="battle-again">{t('battle.againTitle')}</a>
            )}
          </div>
        </div>
        <ol className="relative mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('battle.rollsTitle')}>
          {room.boxes.map((b, i) => {
            const r = i + 1;
            const current = room.state === BATTLE_STATE.running && r === (spinning ?? settled + 1);
            return (
              <li key={i} title={t('battle.roundCase', { round: r, name: b.name })} className={`w-20 shrink-0 rounded-lg border p-1 sm:w-24 ${current ? 'border-accent-orange bg-accent-orange/10' : r <= settled ? 'border-line opacity-50' : 'border-line bg-surface-2/50'}`}>
                <CaseArt box={{ id: b.boxId, name: b.name, image: b.image }} className="aspect-[5/3] w-full" />
                <div className="truncate text-center text-[10px] text-muted">¥{displayYuan(b.price)}</div>
              </li>
            );
          })}
        </ol>
      </section>

      {room.state === BATTLE_STATE.dissolved && <p className="card px-4 py-6 text-center text-muted" data-testid="battle-dissolved">{t('battle.dissolved')}</p>}

      {/* Only once the last round's reels have stopped: the room's end is not spoiled before. */}
      {ended && <BattleFinale room={room} iWon={iWon} t={t} />}

      <ul className={`grid gap-2 sm:gap-3 ${room.seats === 2 ? 'grid-cols-2' : room.seats === 3 ? 'grid-cols-3' : 'grid-cols-2 lg:grid-cols-4'}`} data-testid="battle-seats">
        {Array.from({ length: room.seats }, (_, i) => i + 1).map((pos) => (
          <SeatColumn
            key={pos}
            pos={pos}
            room={room}
            seat={room.seatList.find((s) => s.pos === pos)}
            rolls={room.rolls}
            settled={settled}
            spinning={spinning}
            tables={tables}
            mine={mySeat === pos}
            canJoin={canJoin}
            isCreator={isCreator}
            loggedIn={loggedIn}
            busy={busy}
            t={t}
            lang={lang}
            onJoin={(p) => seat(p, false)}
            onBot={(p) => seat(p, true)}
            onSpun={battleRoundSpun}
          />
        ))}
      </ul>

      <ChunkErrorBoundary lang={lang} onRetry={BattleFairness.retry}>
        <Suspense fallback={<div className="card h-64" aria-hidden="true" />}>
          <BattleFairness room={room} ended={ended} t={t} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
