// Pieces the giveaway screens share: the state badge, the kind badge, the join-code lock, the live
// countdown and a room's card in the lobby's grid (its best prizes' art, pool value, entrants).
import { useEffect, useState } from 'react';
import type { Ornament } from '../../shared/contracts/box.ts';
import type { GiveawayCard as Card } from '../../shared/contracts/giveaway.ts';
import { GIVEAWAY_STATE, type GiveawayState } from '../../shared/giveaway-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { msUntil, splitDuration } from '../../lib/giveaway/live.ts';
import type { Translator, UiKey } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';

const STATE_KEY: Record<GiveawayState, UiKey> = {
  0: 'giveaway_state_open',
  1: 'giveaway_state_drawing',
  2: 'giveaway_state_drawn',
  3: 'giveaway_state_cancelled',
};

const STATE_CLASS: Record<GiveawayState, string> = {
  0: 'bg-emerald-400/15 text-emerald-300',
  1: 'bg-accent-orange/20 text-accent-orange',
  2: 'bg-accent-purple/20 text-accent-purple',
  3: 'bg-line text-muted',
};

export function GiveawayStateBadge({ state, t }: { state: GiveawayState; t: Translator }) {
  return (
    <span data-testid="giveaway-state" data-state={state} className={`inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-bold ${STATE_CLASS[state] ?? STATE_CLASS[3]}`}>
      {(state === GIVEAWAY_STATE.open || state === GIVEAWAY_STATE.drawing) && <span className="status-pulse size-1.5 rounded-full bg-current" aria-hidden="true" />}
      {t(STATE_KEY[state] ?? 'giveaway_state_cancelled')}
    </span>
  );
}

export function KindBadge({ kind, t }: { kind: Card['kind']; t: Translator }) {
  return kind === 'official' ? (
    <span className="rounded-md bg-accent-orange/15 px-2 py-0.5 text-xs font-bold text-accent-orange">{t('giveaway_kind_official')}</span>
  ) : (
    <span className="rounded-md bg-fuchsia-500/15 px-2 py-0.5 text-xs font-bold text-fuchsia-300">{t('giveaway_kind_streamer')}</span>
  );
}

export function LockMark({ t, className = 'size-4' }: { t: Translator; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} shrink-0 text-accent-orange`} role="img" aria-label={t('giveaway_hasCode')} data-testid="giveaway-lock">
      <title>{t('giveaway_hasCode')}</title>
      <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z" />
    </svg>
  );
}

/** Re-renders every second while `on`. */
export function useTick(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The draw's countdown (time mode), "draws when full" (full mode), or the state once entry has
 * closed. `offset` is the server's clock minus this one (from the detail's serverTime).
 */
export function Countdown({ room, t, offset = 0, big = false }: { room: Pick<Card, 'state' | 'drawMode' | 'drawAt' | 'maxEntrants' | 'entrantCount'>; t: Translator; offset?: number; big?: boolean }) {
  const ticking = room.state === GIVEAWAY_STATE.open && room.drawMode === 'time' && room.drawAt !== null;
  const now = useTick(ticking);
  if (room.state === GIVEAWAY_STATE.drawing) {
    return <span data-testid="giveaway-countdown" data-mode="drawing" className="font-bold text-accent-orange">{t('giveaway_drawingNow')}</span>;
  }
  if (room.state !== GIVEAWAY_STATE.open) return null;
  if (!ticking) {
    return (
      <span data-testid="giveaway-countdown" data-mode="full" className={`font-bold ${big ? 'text-lg' : ''}`}>
        {room.maxEntrants ? t('giveaway_drawsWhenFull', { count: Math.max(0, room.maxEntrants - room.entrantCount) }) : t('giveaway_drawsWhenFullShort')}
      </span>
    );
  }
  const left = msUntil(room.drawAt, offset, now) ?? 0;
  const { d, h, m, s } = splitDuration(left);
  const parts = [...(d > 0 ? [{ v: String(d), k: t('giveaway_unit_d') }] : []), { v: pad(h), k: t('giveaway_unit_h') }, { v: pad(m), k: t('giveaway_unit_m') }, { v: pad(s), k: t('giveaway_unit_s') }];
  return (
    <span data-testid="giveaway-countdown" data-mode="time" data-left={Math.ceil(left / 1000)} className="inline-flex items-center gap-1 tabular-nums" aria-label={t('giveaway_drawIn')}>
      {parts.map((p, i) => (
        <span key={i} className={`inline-flex items-baseline gap-0.5 rounded-md font-extrabold ${big ? 'bg-bg/70 px-2 py-1 text-xl' : 'bg-surface-2 px-1.5 py-0.5 text-sm'}`}>
          {p.v}
          <span className="text-[10px] font-semibold text-muted">{p.k}</span>
        </span>
      ))}
    </span>
  );
}

/** Entrants so far against the maximum, as a bar (or the count alone when there is no maximum). */
export function EntrantBar({ count, max, t }: { count: number; max: number | null; t: Translator }) {
  const pct = max ? Math.min(100, Math.round((count / max) * 100)) : 0;
  return (
    <div className="space-y-1" data-testid="giveaway-entrants" data-count={count}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted">{t('giveaway_entrants')}</span>
        <span className="font-bold tabular-nums">{max ? `${count} / ${max}` : count}</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-bg/80">
        {max ? <div className="h-full rounded-full bg-gradient-to-r from-accent-orange to-amber-300" style={{ width: `${pct}%` }} /> : null}
      </div>
    </div>
  );
}

export function PreviewArt({ prize, big }: { prize: Ornament; big?: boolean }) {
  const color = rarityColor(prize.rarity?.color);
  return (
    <div
      className="relative grid h-full place-items-center overflow-hidden rounded-lg border-b-2"
      style={{ borderBottomColor: color, backgroundImage: `radial-gradient(circle at 50% 60%, ${color}40, transparent 70%)` }}
      title={prize.name}
    >
      <ItemImage item={prize} className={big ? 'aspect-[2/1] w-[90%]' : 'aspect-[2/1] w-[85%]'} />
    </div>
  );
}

/** One room in the lobby's grid; the whole card links to the room. */
export function GiveawayCardView({ room, t }: { room: Card; t: Translator }) {
  const [top, ...rest] = room.preview;
  const accent = rarityColor(top?.rarity?.color);
  const open = room.state === GIVEAWAY_STATE.open;
  return (
    <a
      href={`/giveaways/${room.id}`}
      data-testid="giveaway-card"
      data-giveaway-id={room.id}
      data-state={room.state}
      className="card group relative flex h-full flex-col gap-3 overflow-hidden p-3 transition-all hover:-translate-y-0.5 hover:border-accent-orange focus-visible:border-accent-orange"
    >
      <div className="pointer-events-none absolute -right-10 -top-12 size-40 rounded-full blur-3xl" style={{ backgroundColor: `${accent}30` }} aria-hidden="true" />
      <div className="relative flex items-center gap-1.5">
        <GiveawayStateBadge state={room.state} t={t} />
        <KindBadge kind={room.kind} t={t} />
        {room.joined && <span data-testid="giveaway-joined" className="rounded-md bg-accent-blue/15 px-2 py-0.5 text-xs font-bold text-accent-blue">{t('giveaway_joined')}</span>}
        <span className="ms-auto" />
        {room.hasJoinCode && <LockMark t={t} />}
      </div>
      <div className="relative grid h-28 grid-cols-3 grid-rows-2 gap-1.5">
        {top ? (
          <div className={rest.length > 0 ? 'col-span-2 row-span-2' : 'col-span-3 row-span-2'}>
            <PreviewArt prize={top} big />
          </div>
        ) : (
          <div className="col-span-3 row-span-2 rounded-lg bg-surface-2/50" />
        )}
        {rest.slice(0, 2).map((p, i) => (
          <div key={i} className={rest.length === 1 ? 'row-span-2' : ''}>
            <PreviewArt prize={p} />
          </div>
        ))}
      </div>
      <div className="relative min-w-0">
        <h3 className="truncate font-bold group-hover:text-accent-orange" title={room.title}>{room.title}</h3>
        {room.host ? (
          <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="giveaway-host">
            <PlayerAvatar src={room.host.avatar} seed={room.host.nickname} alt="" frame={room.host.avatarFrame} className="size-4 rounded-full" />
            <span className="truncate" style={nameStyle(room.host.nameColour)}>{shownNickname(room.host.nickname, t)}</span>
          </p>
        ) : (
          <p className="text-xs text-muted">{t('giveaway_prizeCount', { count: room.prizeCount })}</p>
        )}
      </div>
      <div className="relative flex items-end justify-between gap-2">
        <div>
          <div className="text-[11px] text-muted">{t('giveaway_poolValue')}</div>
          <div className="text-xl font-extrabold text-accent-orange" data-testid="giveaway-pool">¥{displayYuan(room.poolValue)}</div>
        </div>
        {room.host && <span className="pb-1 text-xs text-muted">{t('giveaway_prizeCount', { count: room.prizeCount })}</span>}
      </div>
      {(open || room.state === GIVEAWAY_STATE.drawing) && (
        <div className="relative flex min-h-9 items-center justify-between gap-2 rounded-lg bg-bg/60 px-2 py-1 text-xs">
          <span className="text-muted">{room.drawMode === 'time' && open ? t('giveaway_drawIn') : t('giveaway_draw')}</span>
          <Countdown room={room} t={t} />
        </div>
      )}
      <div className="relative mt-auto">
        <EntrantBar count={room.entrantCount} max={room.maxEntrants} t={t} />
      </div>
      {open && !room.joined ? (
        <span className="btn-primary relative w-full justify-center py-1.5 text-sm">{t('giveaway_joinNow')}</span>
      ) : (
        <span className="btn-ghost relative w-full justify-center py-1.5 text-sm">{t(open ? 'giveaway_viewRoom' : 'giveaway_viewResult')}</span>
      )}
    </a>
  );
}

export function GiveawayGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card h-80 animate-pulse bg-surface-2/30" />
      ))}
    </ul>
  );
}
