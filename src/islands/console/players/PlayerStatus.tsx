// A player's account state as a coloured badge (active, banned, cancelled), shared by the search
// table and the player page.
import type { Translator } from '../../../lib/i18n/ui.ts';

const STYLE = ['bg-emerald-500/15 text-emerald-400', 'bg-accent-red/15 text-accent-red', 'bg-surface-2 text-muted'];
const LABEL = ['console_players_active', 'console_players_banned', 'console_players_cancelled'] as const;

export function PlayerStatus({ status, t }: { status: number; t: Translator }) {
  return (
    <span data-testid="player-status" className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[status] ?? STYLE[2]}`}>
      {t(LABEL[status] ?? LABEL[2])}
    </span>
  );
}

export function when(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}
