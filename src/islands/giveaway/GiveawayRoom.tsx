// /giveaways/{id}: one room. Title, host, description, the countdown, the entrants, the conditions
// (met or not, and why), the join button (log-in prompt for visitors, the join-code field when the
// room has one), the visitor's roll code once in, the pool (a skin opens the skin dialog), and after
// the draw the winners, revealed prize by prize when the draw happens while the page is open. The
// room follows the live event 41: on an event for this room the page asks for its detail again.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { GIVEAWAY_STATE } from '../../shared/giveaway-constants.ts';
import {
  $giveawayRoom, cancelGiveaway, enterGiveawayRoom, joinGiveaway, loadGiveawayRoom, needsJoinCode, scheduleGiveawayCheck, scheduleGiveawayReveal,
} from '../../lib/giveaway/room.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ConditionRow, WHY_KEY } from './GiveawayConditions.tsx';
import GiveawayFairness from './GiveawayFairness.tsx';
import { GiveawayEntrantsPanel, GiveawayHeadline, GiveawayPoolList, GiveawayWinners, InviteLink } from './room-parts.tsx';

export default function GiveawayRoom({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const { load, room, revealed, busy, refusal, invite, confirmCancel } = useStore($giveawayRoom);
  const [code, setCode] = useState('');

  // The room, and its live event 41: on an event for this room the page asks for its detail again.
  useEffect(() => enterGiveawayRoom(id), [id]);
  useEffect(() => void loadGiveawayRoom(), [id, loggedIn]);

  // The reveal: one prize more every step until all are shown.
  const total = room?.prizes.length ?? 0;
  useEffect(() => scheduleGiveawayReveal(), [room?.state, revealed, total]);

  // A fallback to the live event: look again when the countdown ends and while the draw waits for its beacon round.
  useEffect(() => scheduleGiveawayCheck(), [room]);

  if (load === 'missing') {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="giveaway-missing">
        <p className="text-muted">{t('giveaway_notFound')}</p>
        <a href="/giveaways" className="btn-ghost">{t('giveaway_back')}</a>
      </div>
    );
  }
  if (load === 'failed') return <LoadFailed t={t} onRetry={() => void loadGiveawayRoom()} />;
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
  const hasCode = needsJoinCode(room);
  const myWins = drawn && room.myEntry ? room.prizes.filter((p, i) => i < revealed && p.winner && p.winner.code === room.myEntry!.code) : [];
  const mineId = myWins[0]?.winner?.userId ?? null;
  const whyKey = room.whyNot ? WHY_KEY[room.whyNot] : undefined;
  // The host's own room.
  const hosting = open && loggedIn && room.mine;
  const inviteLink = room.inviteToken && mounted ? `${window.location.origin}/giveaways/${room.id}?invite=${encodeURIComponent(room.inviteToken)}` : null;

  function join(e: FormEvent) {
    e.preventDefault();
    if (!loggedIn) return openDialog('login');
    void joinGiveaway(code);
  }

  return (
    <div className="space-y-4" data-testid="giveaway-room" data-giveaway-id={room.id} data-state={room.state} data-revealed={revealed}>
      <a href="/giveaways" className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('giveaway_back')}
      </a>

      <section className="card relative overflow-hidden p-4 sm:p-6">
        <div className="pointer-events-none absolute -top-24 left-1/2 size-96 -translate-x-1/2 rounded-full bg-accent-orange/15 blur-3xl" aria-hidden="true" />
        <div className="relative grid gap-5 lg:grid-cols-[1fr_22rem]">
          <GiveawayHeadline room={room} t={t} />

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
                <form className="space-y-2" onSubmit={join}>
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
              <button type="button" className="btn-ghost w-full justify-center border-accent-red/50 text-accent-red" disabled={busy} onClick={() => void cancelGiveaway()} data-testid="giveaway-cancel">
                {t(confirmCancel ? 'giveaway_cancelConfirm' : 'giveaway_cancel')}
              </button>
            )}
            {inviteLink && <InviteLink link={inviteLink} t={t} />}
          </div>
        </div>
      </section>

      {drawn && <GiveawayWinners room={room} revealed={revealed} t={t} />}

      <GiveawayPoolList room={room} revealed={revealed} mineId={mineId} t={t} />

      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <GiveawayEntrantsPanel room={room} t={t} />
        <GiveawayFairness room={room} invite={invite} t={t} />
      </div>
    </div>
  );
}
