// The giveaway room's parts: the headline (title, host, pool value, countdown, entrants), the
// invite link with its copy button, the winners, the pool and the recent entrants. They render
// what the room store (src/lib/giveaway/room.ts) holds.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { GIVEAWAY_STATE } from '../../shared/giveaway-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { $giveawayRoom, needsJoinCode } from '../../lib/giveaway/room.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { PrizeTile } from './GiveawayPrizeTile.tsx';
import { Countdown, EntrantBar, GiveawayStateBadge, KindBadge, LockMark, PreviewArt } from './parts.tsx';

interface RoomProps {
  room: GiveawayDetail;
  t: Translator;
}

export function GiveawayHeadline({ room, t }: RoomProps) {
  const { offset } = useStore($giveawayRoom);
  const open = room.state === GIVEAWAY_STATE.open;
  const hasCode = needsJoinCode(room);
  const featured = [...room.prizes].sort((a, b) => Number(b.price) - Number(a.price))[0] ?? null;
  return (
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
            <Countdown room={room} t={t} offset={offset} big />
          </div>
        )}
      </div>
      <div className="max-w-md">
        <EntrantBar count={room.entrantCount} max={room.maxEntrants} t={t} />
      </div>
    </div>
  );
}

export function InviteLink({ link: inviteLink, t }: { link: string; t: Translator }) {
  const [copied, setCopied] = useState(false);
  function copyInvite() {
    navigator.clipboard?.writeText(inviteLink).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }, () => undefined);
  }
  return (
      <div className="space-y-1 border-t border-line pt-3">
        <div className="text-xs text-muted">{t('giveaway_inviteLink')}</div>
        <div className="flex gap-2">
          <input readOnly className="input min-w-0 flex-1 font-mono text-xs" value={inviteLink} data-testid="giveaway-invite-link" />
          <button type="button" className="btn-ghost shrink-0 px-3" onClick={copyInvite}>{copied ? t('fair.copied') : t('fair.copy')}</button>
        </div>
      </div>
  );
}

export function GiveawayWinners({ room, revealed, t }: RoomProps & { revealed: number }) {
  const total = room.prizes.length;
  const winners = room.prizes.filter((p, i) => i < revealed && p.winner);
  return (
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
  );
}

export function GiveawayPoolList({ room, revealed, mineId, t }: RoomProps & { revealed: number; mineId: string | null }) {
  const drawn = room.state === GIVEAWAY_STATE.drawn;
  return (
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
  );
}

export function GiveawayEntrantsPanel({ room, t }: RoomProps) {
  return (
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
  );
}
