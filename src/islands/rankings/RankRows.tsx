// The rankings' rows: a rank medal, the player (avatar, name, member badge) and what they are
// ranked by — a drop's art, case and value (or value ÷ price as ×12.3), a battle winner's
// winnings, a partner's promoted players.
import type { ReactNode } from 'react';
import type { EmptyAction } from '../common/EmptyState.tsx';
import type { BattleRankEntry } from '../../shared/contracts/battle.ts';
import type { DropRankRow, PromoterRankRow, RankedPlayer } from '../../shared/contracts/ranking.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { VipBadge } from '../common/VipBadge.tsx';

export function RankList({ t, title, rule, filter, failed, retry, loading, empty, emptyAction, children }: {
  t: Translator;
  title: string;
  rule: string;
  filter: ReactNode;
  failed: boolean;
  retry: () => void;
  loading: boolean;
  empty: boolean | undefined;
  /** The first step that would put somebody on this list (open a case, join a battle, invite). */
  emptyAction?: EmptyAction;
  children: ReactNode;
}) {
  return (
    <section className="card overflow-hidden" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        <div className="min-w-0 space-y-0.5">
          <h2 className="font-bold">{title}</h2>
          <p data-testid="rank-rule" className="text-xs text-muted">
            {rule}
          </p>
        </div>
        {filter}
      </div>
      {failed && loading ? (
        <LoadFailed t={t} onRetry={retry} className="space-y-3 px-4 py-10 text-center" />
      ) : loading ? (
        <p className="px-4 py-10 text-center text-sm text-muted">{t('common.loading')}</p>
      ) : empty ? (
        <EmptyState variant="inline" testId="rank-empty" icon="trophy" title={t('rank_empty')} action={emptyAction} />
      ) : (
        <ol className="divide-y divide-line/60">{children}</ol>
      )}
    </section>
  );
}

const MEDALS = ['from-amber-300 to-accent-orange text-black', 'from-slate-200 to-slate-400 text-black', 'from-amber-600 to-amber-800 text-white'] as const;

function RankNo({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <span
      className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-black tabular-nums ${
        medal ? `bg-gradient-to-br ${medal}` : 'bg-surface-2 text-muted'
      }`}
    >
      {rank}
    </span>
  );
}

/** Battle rank entries carry vipLevel once the server fills it; until then no badge. */
function Player({ t, p }: { t: Translator; p: Omit<RankedPlayer, 'vipLevel'> & { vipLevel?: number } }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <PlayerAvatar src={p.avatar} seed={p.nickname} alt="" className="size-8 shrink-0 rounded-full" />
      <span className="truncate text-sm font-semibold">{shownNickname(p.nickname, t)}</span>
      <VipBadge level={p.vipLevel} t={t} />
    </span>
  );
}

export function DropRows({ t, rows, by }: { t: Translator; rows: DropRankRow[]; by: 'value' | 'luck' }) {
  return rows.map((r) => (
    <li key={`${r.rank}-${r.createTime}`} data-testid="rank-row" className="grid grid-cols-[auto_1fr_auto] items-center gap-3 px-3 py-2.5 sm:grid-cols-[auto_12rem_1fr_auto] sm:px-4">
      <RankNo rank={r.rank} />
      <span className="hidden min-w-0 sm:block">
        <Player t={t} p={r} />
      </span>
      <span className="flex min-w-0 items-center gap-3">
        <span
          className="relative flex h-10 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-2 sm:h-12 sm:w-20"
          style={{ boxShadow: `inset 0 -3px 0 ${rarityColor(r.item.rarity?.color)}` }}
        >
          <ItemImage item={r.item} className="h-full w-full object-contain" />
        </span>
        <span className="min-w-0">
          <ItemNameLines name={r.item.name} color={rarityColor(r.item.rarity?.color)} />
          {/* On a phone the player's column is folded into this line, badge included. */}
          <span className="flex min-w-0 items-center gap-1 text-xs text-muted sm:hidden">
            <span className="truncate">{shownNickname(r.nickname, t)}</span>
            <VipBadge level={r.vipLevel} t={t} />
          </span>
          <span className="block truncate text-xs text-muted">{t('rank_fromCase', { box: r.boxName, cost: displayYuan(r.cost) })}</span>
        </span>
      </span>
      <span className="text-end">
        {by === 'luck' ? (
          <>
            <span data-testid="rank-multiple" className="block text-lg font-black text-accent-orange tabular-nums">
              ×{multipleText(r.multiple)}
            </span>
            <span className="block text-xs text-muted tabular-nums">¥{displayYuan(r.value)}</span>
          </>
        ) : (
          <>
            <span data-testid="rank-value" className="block text-lg font-black text-accent-orange tabular-nums">
              ¥{displayYuan(r.value)}
            </span>
            <span className="block text-xs text-muted tabular-nums">×{multipleText(r.multiple)}</span>
          </>
        )}
      </span>
    </li>
  ));
}

/** "12.34" → "12.3": one decimal reads at a glance; "×1,234.5" past a thousand. */
export function multipleText(multiple: string): string {
  const n = Number(multiple);
  if (!Number.isFinite(n)) return multiple;
  return n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function BattleRows({ t, rows }: { t: Translator; rows: BattleRankEntry[] }) {
  return rows.map((r) => (
    <li key={r.rank} data-testid="rank-row" className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
      <RankNo rank={r.rank} />
      <span className="min-w-0 flex-1">
        <Player t={t} p={r} />
      </span>
      <span className="text-end">
        <span className="block text-lg font-black text-accent-orange tabular-nums">¥{displayYuan(r.amount)}</span>
        <span className="block text-xs text-muted">{t('rank_won')}</span>
      </span>
    </li>
  ));
}

export function PromoterRows({ t, rows }: { t: Translator; rows: PromoterRankRow[] }) {
  return rows.map((r) => (
    <li key={r.rank} data-testid="rank-row" className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
      <RankNo rank={r.rank} />
      <span className="min-w-0 flex-1">
        <Player t={t} p={r} />
      </span>
      <span className="text-end">
        <span className="block text-lg font-black text-accent-orange tabular-nums">{r.promotedCount}</span>
        <span className="block text-xs text-muted">{t('rank_promoted')}</span>
      </span>
    </li>
  ));
}
