// The member (VIP) level beside a player's name: "V3" in a small pill whose colour
// rises with the level, from bronze through blue and purple to gold; nothing at level 0 (no level,
// and bots). One component for the header, the live feeds, battle seats and every ranking.
import type { Translator } from '../../lib/i18n/ui.ts';

/** Tiers of colour, each for two levels; the last holds for every level above. Written out whole for Tailwind. */
const TIERS = [
  'border-amber-700/60 bg-amber-900/40 text-amber-200',
  'border-emerald-500/50 bg-emerald-900/40 text-emerald-200',
  'border-sky-500/50 bg-sky-900/40 text-sky-200',
  'border-violet-500/60 bg-violet-900/50 text-violet-200',
  'border-accent-orange/70 bg-gradient-to-r from-accent-orange/40 to-amber-400/40 text-amber-100',
  'border-accent-red/70 bg-gradient-to-r from-accent-red/50 to-accent-orange/50 text-white',
] as const;

export function vipTier(level: number): number {
  return Math.min(TIERS.length - 1, Math.floor((Math.max(1, level) - 1) / 2));
}

interface Props {
  level: number | null | undefined;
  /** Names the level for screen readers ("会员等级 3"); without it only "V3" is read. */
  t?: Translator;
  className?: string;
}

export function VipBadge({ level, t, className = '' }: Props) {
  if (!level || level < 1) return null;
  return (
    <span
      data-testid="vip-badge"
      data-level={level}
      title={t ? t('vip_badgeTitle', { level }) : undefined}
      className={`inline-flex shrink-0 items-center rounded-md border px-1 text-[10px] font-extrabold italic leading-4 tracking-tight ${TIERS[vipTier(level)]} ${className}`}
    >
      V{level}
    </span>
  );
}
