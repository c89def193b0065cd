// /giveaways/{id}: one room. Title, host, description, the countdown, the entrants, the conditions
// (met or not, and why), the join button (log-in prompt for visitors, the join-code field when the
// room has one), the visitor's roll code once in, the pool (a skin opens the skin dialog), and after
// the draw the winners, revealed prize by prize when the draw happens while the page is open. The
// room follows the live event 41: on an event for this room the page asks for its detail again.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { GIVEAWAY_STATE } from '../../shared/giveaway-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { giveawayApi } from '../../lib/api/giveaway.ts';
import { ApiError } from '../../lib/api/client.ts';
import { listenGiveaways } from '../../lib/giveaway/live.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { ConditionRow, WHY_KEY } from './GiveawayConditions.tsx';
import GiveawayFairness from './GiveawayFairness.tsx';
import { PrizeTile } from './GiveawayPrizeTile.tsx';
import { Countdown, EntrantBar, GiveawayStateBadge, KindBadge, LockMark, PreviewArt } from './parts.tsx';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed' };

/** The pause between two prizes of a draw revealed live. */
const REVEAL_STEP_MS = 900;
const GIVEAWAY_NOT_FOUND = 6601;

export default function GiveawayRoom({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [room, setRoom] = useState<GiveawayDetail | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [revealed, setRevealed] = useState(0);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invite, setInvite] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const offset = useRef(0);
  const first = useRef(true);
  const stateRef = useRef<number | null>(null);

  function take(next: GiveawayDetail) {
    offset.current = Date.parse(next.serverTime) - Date.now();
    const was = stateRef.current;
    stateRef.current = next.state;
    setRoom(next);
    setLoad({ state: 'ready' });
    if (next.state !== GIVEAWAY_STATE.drawn) setRevealed(0);
    // Drawn while the page watched: reveal prize by prize; drawn before it opened: all at once.
    else if (first.current || was === GIVEAWAY_STATE.drawn) setRevealed(next.prizes.length);
    first.current = false;
  }

  function refresh(token = invite) {
    return giveawayApi.detail(id, token, { silent: true }).then(take, (err) => {
      if (first.current) {
        const missing = err instanceof ApiError && (err.status === GIVEAWAY_NOT_FOUND || err.status === 404);
        setLoad({ state: missing ? 'missing' : 'failed' });
      }
    });
  }

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('invite');
    const clean = token && /^[\w-]{1,64}$/.test(token) ? token : null;
    setInvite(clean);
    void refresh(clean);
  }, [id, attempt, loggedIn]);

  useEffect(() => listenGiveaways((e) => { if (e.id === id) void refresh(); }), [id, invite]);

  // The reveal: one prize more every step until all are shown.
  const total = room?.prizes.length ?? 0;
  useEffect(() => {
    if (room?.state !== GIVEAWAY_STATE.drawn || revealed >= total) return;
    const timer = setTimeout(() => setRevealed((n) => n + 1), revealed === 0 ? 400 : REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [room?.state, revealed, total]);

  // A fallback to the live event: look again when the countdown ends and while the draw waits for its beacon round.
  useEffect(() => {
    if (!room) return;
    let wait: number | null = null;
    if (room.state === GIVEAWAY_STATE.drawing) wait = 6_000;
    else if (room.state === GIVEAWAY_STATE.open && room.drawMode === 'time' && room.drawAt) {
      wait = Math.max(0, Date.parse(room.drawAt) - (Date.now() + offset.current)) + 1_500;
    }
    if (wait === null || wait > 2_000_000_000) return;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [room]);

  if (load.state === 'missing') {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="giveaway-missing">
        <p className="text-muted">{t('giveaway_notFound')}</p>
        <a href="/giveaways" className="btn-ghost">{t('giveaway_back')}</a>
      </div>
    );
  }
  if (load.state === 'failed') return <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!room) {
    return (
      <div className="space-y-4" data-testid="giveaway-loading" aria-busy="true">
        <div className="h-48 animate-pulse rounded-2xl bg-surface-2/40" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => <div key={i} className="h-36 animate-pulse rounded-2xl bg-surface-2/30" />)}
        </div>
      </div>
    );
  }

  const open = room.state === GIVEAWAY_STATE.open;
  const drawn = room.state === GIVEAWAY_STATE.drawn;
  const hasCode = room.conditions.some((c) => c.kind === 'joinCode') || room.hasJoinCode;
  const myWins = drawn && room.myEntry ? room.prizes.filter((p, i) => i < revealed && p.winner && p.winner.code === room.myEntry!.code) : [];
  const mineId = myWins[0]?.winner?.userId ?? null;
  const winners = room.prizes.filter((p, i) => i < revealed && p.winner);
  const featured = [...room.prizes].sort((a, b) => Number(b.price) - Number(a.price))[0] ?? null;
  const whyKey = room.whyNot ? WHY_KEY[room.whyNot] : undefined;
  // The host's own room.
  const hosting = open && loggedIn && room.mine;
  const inviteLink = room.inviteToken && mounted ? `${window.location.origin}/giveaways/${room.id}?invite=${encodeURIComponent(room.inviteToken)}` : null;

  async function join(e: FormEvent) {
    e.preventDefault();
    if (!loggedIn) return openDialog('login');
    setBusy(true);
    setRefusal(null);
    try {
      await giveawayApi.join(id, hasCode ? code.trim() : undefined, invite);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'api' || err.kind === 'http')) setRefusal(err.message);
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  /** The streamer's own room, before its close: the skins go back to the backpack (two clicks). */
  async function cancelRoom() {
    if (!confirmCancel) return setConfirmCancel(true);
    setBusy(true);
    setRefusal(null);
    try {
      await giveawayApi.cancel(id);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'api' || err.kind === 'http')) setRefusal(err.message);
    } finally {
      setBusy(false);
      setConfirmCancel(false);
      void refresh();
    }
  }

  function copyInvite() {
    if (!inviteLink) return;
    navigator.clipboard?.writeText(inviteLink).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }, () => undefined);
  }

  return (
    <div className="space-y-4" data-testid="giveaway-room" data-giveaway-id={room.id} data-state={room.state} data-revealed={revealed}>
      <a href="/giveaways" className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('giveaway_back')}
      </a>

      <section className="card relative overflow-hidden p-4 sm:p-6">
        <div className="pointer-events-none absolute -top-24 left-1/2 size-96 -translate-x-1/2 rounded-full bg-accent-orange/15 blur-3xl" aria-hidden="true" />
        <div className="relative grid gap-5 lg:grid-cols-[1fr_22rem]">
          <div className={`relative min-w-0 space-y-3 ${featured ? 'xl:pe-72' : ''}`}>
            {featured && (
              <div className="pointer-events-none absolute end-0 top-6 hidden h-40 w-72 xl:block" aria-hidden="true">
                <PreviewArt prize={featured} big />
              </div>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <GiveawayStateBadge state={room.state} t={t} />
              <KindBadge kind={room.kind} t={t} />
              {hasCode && <LockMark t={t} />}
            </div>
            <h1 className="text-2xl font-extrabold break-words sm:text-3xl" data-testid="giveaway-title">{room.title}</h1>
            {room.host && (
              <p className="flex items-center gap-2 text-sm text-muted">
                <PlayerAvatar src={room.host.avatar} seed={room.host.nickname} alt="" frame={room.host.avatarFrame} className="size-6 rounded-full" />
                {t('giveaway_hostedBy', { name: shownNickname(room.host.nickname, t) })}
              </p>
            )}
            {room.description && <p className="whitespace-pre-line text-sm leading-relaxed text-muted" data-testid="giveaway-description">{room.description}</p>}
            <div className="flex flex-wrap gap-6">
              <div>
                <div className="text-xs text-muted">{t('giveaway_poolValue')}</div>
                <div className="text-3xl font-extrabold text-accent-orange" data-testid="giveaway-pool">¥{displayYuan(room.poolValue)}</div>
                <div className="text-xs text-muted">{t('giveaway_prizeCount', { count: room.prizeCount })}</div>
              </div>
              {(open || room.state === GIVEAWAY_STATE.drawing) && (
                <div>
                  <div className="mb-1 text-xs text-muted">{room.drawMode === 'time' && open ? t('giveaway_drawIn') : t('giveaway_draw')}</div>
                  <Countdown room={room} t={t} offset={offset.current} big />
                </div>
              )}
            </div>
            <div className="max-w-md">
              <EntrantBar count={room.entrantCount} max={room.maxEntrants} t={t} />
            </div>
          </div>

          <div className="space-y-3 rounded-xl border border-line bg-bg/60 p-4" data-testid="giveaway-join-panel">
            {room.conditions.length > 0 && (
              <div className="space-y-2">
                <h2 className="text-xs font-bold text-muted">{t('giveaway_conditions')}</h2>
                <ul className="space-y-2">{room.conditions.map((c) => <ConditionRow key={c.kind} c={c} t={t} />)}</ul>
              </div>
            )}
            {room.myEntry ? (
              <div className="rounded-lg bg-emerald-400/10 p-3 text-center" data-testid="giveaway-my-entry" data-code={room.myEntry.code}>
                <div className="text-xs text-emerald-300">{t('giveaway_myCode')}</div>
                <div className="font-mono text-3xl font-extrabold">#{room.myEntry.code}</div>
                {myWins.length > 0 ? (
                  <div className="mt-1 text-sm font-bold text-emerald-300" data-testid="giveaway-you-won">{t('giveaway_youWon', { name: myWins.map((p) => p.name).join(', ') })}</div>
                ) : drawn && revealed >= total ? (
                  <div className="mt-1 text-xs text-muted">{t('giveaway_notThisTime')}</div>
                ) : null}
              </div>
            ) : open ? (
              !loggedIn ? (
                <div className="space-y-2 text-center">
                  <p className="text-sm text-muted" data-testid="giveaway-login-prompt">{t('giveaway_loginToJoin')}</p>
                  <button type="button" className="btn-primary w-full justify-center" onClick={() => openDialog('login')}>{t('header.login')}</button>
                </div>
              ) : (
                <form className="space-y-2" onSubmit={(e) => void join(e)}>
                  {hasCode && (
                    <label className="block space-y-1">
                      <span className="text-xs text-muted">{t('giveaway_codeLabel')}</span>
                      <input className="input" value={code} maxLength={32} autoComplete="off" onChange={(e) => setCode(e.target.value)} data-testid="giveaway-code" placeholder={t('giveaway_codePlaceholder')} />
                    </label>
                  )}
                  {whyKey && room.whyNot !== 'err.giveawayWrongCode' && !room.canJoin && <p className="text-xs text-accent-red" data-testid="giveaway-why-not">{t(whyKey)}</p>}
                  <button type="submit" className="btn-primary w-full justify-center py-2.5 text-base" disabled={busy || (!room.canJoin && !hasCode && room.whyNot !== null)} data-testid="giveaway-join">
                    {busy ? t('giveaway_joining') : t('giveaway_joinFree')}
                  </button>
                </form>
              )
            ) : (
              <p className="text-center text-sm text-muted" data-testid="giveaway-closed">
                {t(room.state === GIVEAWAY_STATE.cancelled ? 'giveaway_cancelledNote' : room.state === GIVEAWAY_STATE.drawing ? 'giveaway_drawingNote' : 'giveaway_drawnNote')}
              </p>
            )}
            {refusal && <p role="alert" className="text-sm text-accent-red" data-testid="giveaway-refusal">{refusal}</p>}
            {hosting && (
              <button type="button" className="btn-ghost w-full justify-center border-accent-red/50 text-accent-red" disabled={busy} onClick={() => void cancelRoom()} data-testid="giveaway-cancel">
                {t(confirmCancel ? 'giveaway_cancelConfirm' : 'giveaway_cancel')}
              </button>
            )}
            {inviteLink && (
              <div className="space-y-1 border-t border-line pt-3">
                <div className="text-xs text-muted">{t('giveaway_inviteLink')}</div>
                <div className="flex gap-2">
                  <input readOnly className="input min-w-0 flex-1 font-mono text-xs" value={inviteLink} data-testid="giveaway-invite-link" />
                  <button type="button" className="btn-ghost shrink-0 px-3" onClick={copyInvite}>{copied ? t('fair.copied') : t('fair.copy')}</button>
                </div>
              </div>
            )}
          </div>
        </div>
      </section>

      {drawn && (
        <section className="card relative overflow-hidden border-emerald-400/50 p-4" data-testid="giveaway-winners" data-complete={revealed >= total}>
          <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(52_211_153/0.2),transparent_60%)]" aria-hidden="true" />
          <h2 className="relative mb-2 text-xs font-bold uppercase tracking-widest text-emerald-300">{t('giveaway_winners')}</h2>
          {winners.length === 0 ? (
            <p className="relative text-sm text-muted">{revealed >= total ? t('giveaway_noEntrants') : t('giveaway_revealing')}</p>
          ) : (
            <ul className="relative grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-live="polite">
              {winners.map((p) => (
                <li key={p.pos} data-testid="giveaway-winner" data-user-id={p.winner!.userId} data-code={p.winner!.code} className="flex items-center gap-3 rounded-xl bg-bg/70 p-2">
                  <div className="h-12 w-20 shrink-0">
                    <PreviewArt prize={p} />
                  </div>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-1.5">
                      <PlayerAvatar src={p.winner!.avatar} seed={p.winner!.nickname} alt="" frame={p.winner!.avatarFrame} className="size-5 shrink-0 rounded-full" />
                      <span className="truncate text-sm font-bold" style={nameStyle(p.winner!.nameColour)}>{shownNickname(p.winner!.nickname, t)}</span>
                      <span className="ms-auto shrink-0 font-mono text-xs text-accent-orange">#{p.winner!.code}</span>
                    </div>
                    <div className="truncate text-xs text-muted" title={p.name}>{p.name}</div>
                    <div className="text-xs font-bold text-accent-orange">¥{displayYuan(p.price)}</div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="giveaway-pool-title" className="space-y-2">
        <h2 id="giveaway-pool-title" className="text-lg font-bold">
          {t('giveaway_pool')} <span className="text-sm font-normal text-muted">{t('giveaway_prizeCount', { count: room.prizes.length })}</span>
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" data-testid="giveaway-pool-list">
          {room.prizes.map((p, i) => (
            <PrizeTile key={p.pos} prize={p} t={t} revealed={i < revealed} drawn={drawn} mineId={mineId} />
          ))}
        </ul>
      </section>

      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <section className="card space-y-2 p-4" aria-labelledby="giveaway-entrants-title">
          <h2 id="giveaway-entrants-title" className="text-sm font-bold">{t('giveaway_recent')}</h2>
          {room.recentEntrants.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted">{t('giveaway_noEntrantsYet')}</p>
          ) : (
            <ul className="space-y-1.5" data-testid="giveaway-recent">
              {room.recentEntrants.map((e) => (
                <li key={e.code} className="flex items-center gap-2 text-sm">
                  <PlayerAvatar src={e.avatar} seed={e.nickname} alt="" frame={e.avatarFrame} className="size-6 rounded-full" />
                  <span className="min-w-0 flex-1 truncate" style={nameStyle(e.nameColour)}>{shownNickname(e.nickname, t)}</span>
                  <span className="font-mono text-xs text-accent-orange">#{e.code}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <GiveawayFairness room={room} invite={invite} t={t} />
      </div>
    </div>
  );
}
