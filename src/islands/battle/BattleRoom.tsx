// /battle/{id} and /reverse/{id}: the room. Seats (avatars, bot labels, join / add-bot buttons),
// the creator's dissolve, one reel per seat per round, revealed on the server's schedule (round r
// at start + r × roundMs on the server's clock: every viewer sees the same round at the same
// moment), running totals, the winner banner and the fairness panel. The room changes by the live
// event 32 (seat, start, end, dissolve); a round's rolls are fetched when the schedule reveals it.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { displayYuan, formatFen } from '../../shared/money.ts';
import { applyBalance } from '../../lib/actions/wallet.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { boxApi } from '../../lib/api/box.ts';
import { ApiError } from '../../lib/api/client.ts';
import { ERROR_CODE } from '../../lib/api/error-codes.ts';
import { listenBattles } from '../../lib/battle/live.ts';
import { rememberSeat, seatOf } from '../../lib/battle/seats.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { ModeBadge, modeBase, StateBadge } from './parts.tsx';
import { fen, SeatColumn } from './SeatColumn.tsx';

// The fairness panel loads on demand: not part of the page's first JavaScript.
const BattleFairness = lazyWithRetry(() => import('./BattleFairness.tsx'), 'BattleFairness');

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed' };

/** A little after the reveal moment, so the server's clock has certainly passed it. */
const REVEAL_MARGIN_MS = 250;

export default function BattleRoom({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const user = useStore($user);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [room, setRoom] = useState<BattleDetail | null>(null);
  const [settled, setSettled] = useState(0);
  const [spinning, setSpinning] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [tables, setTables] = useState<Map<number, BoxItem[]>>(new Map());
  const offset = useRef(0);
  const first = useRef(true);
  const settledRef = useRef(0);
  const spinningRef = useRef<number | null>(null);

  /** Takes a fresh detail: rounds revealed since the last one spin (only the newest; older ones land at once). */
  function take(next: BattleDetail) {
    offset.current = Date.parse(next.serverTime) - Date.now();
    setRoom(next);
    setLoad({ state: 'ready' });
    if (first.current) {
      first.current = false;
      settledRef.current = next.revealedRounds;
      setSettled(next.revealedRounds);
      return;
    }
    if (next.revealedRounds > settledRef.current && next.revealedRounds !== spinningRef.current) {
      settledRef.current = next.revealedRounds - 1;
      spinningRef.current = next.revealedRounds;
      setSettled(settledRef.current);
      setSpinning(next.revealedRounds);
    }
  }

  function spun(round: number) {
    settledRef.current = Math.max(settledRef.current, round);
    setSettled(settledRef.current);
    if (spinningRef.current === round) {
      spinningRef.current = null;
      setSpinning(null);
    }
  }

  function refresh() {
    return battleApi.detail(id, { silent: true }).then(take, (err) => {
      if (first.current) {
        const missing = err instanceof ApiError && (err.status === ERROR_CODE.BATTLE_NOT_FOUND || err.status === 404);
        setLoad({ state: missing ? 'missing' : 'failed' });
      }
    });
  }

  useEffect(() => {
    void refresh();
  }, [id, attempt]);

  // Live: any change of this room (a seat, the start, the end, a dissolve) brings its detail.
  useEffect(() => listenBattles({ onState: (e) => { if (e.id === id) void refresh(); } }), [id]);

  // The reveal schedule: fetch when the server's clock reaches the next round.
  useEffect(() => {
    if (!room || room.state !== BATTLE_STATE.running || !room.startTime) return;
    const next = room.revealedRounds + 1;
    // All rounds shown: the end (event 32) follows from the server's job; one late look as a fallback.
    const at = next > room.rounds ? Date.parse(room.endTime ?? room.startTime) + 3_000 : Date.parse(room.startTime) + next * room.roundMs;
    const wait = Math.max(0, at - (Date.now() + offset.current)) + REVEAL_MARGIN_MS;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [room?.state, room?.revealedRounds, room?.startTime]);

  // The cases' tables for the reels' filler (decoration drawn from the published odds).
  const boxIds = room ? [...new Set(room.boxes.map((b) => b.boxId))].join(',') : '';
  useEffect(() => {
    if (!room || room.state === BATTLE_STATE.waiting || room.state === BATTLE_STATE.dissolved) return;
    if (room.state === BATTLE_STATE.running) void import('./SeatReel.tsx');
    for (const boxId of new Set(room.boxes.map((b) => b.boxId))) {
      if (tables.has(boxId)) continue;
      boxApi.detail(boxId).then((d) => setTables((m) => new Map(m).set(boxId, d.items)), () => undefined);
    }
  }, [boxIds, room?.state]);

  if (load.state === 'missing') {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="battle-missing">
        <p className="text-muted">{t('battle.notFound')}</p>
        <a href="/battle" className="btn-ghost">{t('battle.back')}</a>
      </div>
    );
  }
  if (load.state === 'failed') return <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />;
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
  const pot = formatFen(room.rolls.reduce((s, r) => s + fen(r.item.price), 0n));
  const winners = ended ? room.seatList.filter((s) => (room.winners ?? []).includes(s.pos)) : [];
  const iWon = ended && mySeat !== null && (room.winners ?? []).includes(mySeat);

  async function seat(pos: number, bot: boolean) {
    if (!loggedIn) return openDialog('login');
    setBusy(true);
    try {
      const result = bot ? await battleApi.joinBot(id, pos) : await battleApi.join(id, pos);
      if (!bot && result.balance !== null) {
        applyBalance(result.balance);
        rememberSeat(id, pos);
      }
      take(result.room);
    } catch (err) {
      if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  async function dissolve() {
    setBusy(true);
    try {
      await battleApi.cancel(id);
      await refresh();
    } catch {
      void refresh();
    } finally {
      setBusy(false);
    }
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
              <StateBadge state={room.state} t={t} />
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
              <button type="button" className="btn-ghost border-accent-red/50 text-accent-red" disabled={busy} data-testid="battle-dissolve" onClick={() => void dissolve()}>
                {t('battle.dissolve')}
              </button>
            )}
            {room.state !== BATTLE_STATE.waiting && (
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
                <CaseArt box={{ id: b.boxId, name: b.name }} className="aspect-[5/3] w-full" />
                <div className="truncate text-center text-[10px] text-muted">¥{displayYuan(b.price)}</div>
              </li>
            );
          })}
        </ol>
      </section>

      {room.state === BATTLE_STATE.dissolved && <p className="card px-4 py-6 text-center text-muted" data-testid="battle-dissolved">{t('battle.dissolved')}</p>}

      {ended && (
        <section data-testid="battle-winner" data-winners={(room.winners ?? []).join(',')} className="card relative overflow-hidden border-emerald-400/60 p-4 text-center">
          <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(52_211_153/0.25),transparent_60%)]" aria-hidden="true" />
          <p className="relative text-xs font-bold uppercase tracking-widest text-emerald-300">{t('battle.winner')}</p>
          <p className="relative text-lg font-extrabold sm:text-2xl">
            {t('battle.winnerIs', { names: winners.map((w) => shownNickname(w.nickname, t)).join(' & '), amount: displayYuan(pot) })}
          </p>
          {iWon && <p className="relative mt-1 text-sm text-emerald-300" data-testid="battle-you-won">{t('battle.youWon')}</p>}
        </section>
      )}

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
            onJoin={(p) => void seat(p, false)}
            onBot={(p) => void seat(p, true)}
            onSpun={spun}
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
