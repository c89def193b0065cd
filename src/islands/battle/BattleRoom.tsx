// /battle/{id} and /reverse/{id}: the room. Seats (avatars, bot labels, join / add-bot buttons),
// the creator's dissolve, one reel per seat per round, revealed on the server's schedule (round r
// at start + r × roundMs on the server's clock: every viewer sees the same round at the same
// moment), running totals, the winner banner and the fairness panel. The room changes by the live
// event 32 (seat, start, end, dissolve); a round's rolls are fetched when the schedule reveals it.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { BattleDetail, BattleRoll, BattleSeat } from '../../shared/contracts/battle.ts';
import { BATTLE_STATE } from '../../lib/battle/constants.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { applyBalance } from '../../lib/actions/wallet.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { boxApi } from '../../lib/api/box.ts';
import { ApiError } from '../../lib/api/client.ts';
import { ERROR_CODE } from '../../lib/api/error-codes.ts';
import { listenBattles } from '../../lib/battle/live.ts';
import { rememberSeat, seatOf } from '../../lib/battle/seats.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { BotLabel, ModeBadge, modeBase, SeatAvatar, StateBadge } from './parts.tsx';

// The reels load on demand, when a round is first revealed: not part of the page's first JavaScript.
const SeatReel = lazyWithRetry(() => import('./SeatReel.tsx'), 'SeatReel');
const BattleFairness = lazyWithRetry(() => import('./BattleFairness.tsx'), 'BattleFairness');

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed' };

const fen = (yuan: string): bigint => parseYuan(yuan) ?? 0n;
/** A little after the reveal moment, so the server's clock has certainly passed it. */
const REVEAL_MARGIN_MS = 250;

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

interface SeatProps {
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

function SeatColumn({ pos, room, seat, rolls, settled, spinning, tables, mine, canJoin, isCreator, loggedIn, busy, t, lang, onJoin, onBot, onSpun }: SeatProps) {
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
            <span className="max-w-full truncate text-xs font-bold sm:text-sm" data-testid="seat-name">{seat ? shownNickname(seat.nickname, t) : t('battle.emptySeat')}</span>
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
