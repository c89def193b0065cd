// Small pieces the console giveaway pages share: the state badge, the kind label and the draw line.
import type { Translator } from '../../../lib/i18n/ui.ts';
import type { ConsoleGiveawayRow } from '../../../shared/console/giveaways.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';

const STATE_STYLE = ['bg-emerald-500/15 text-emerald-400', 'bg-accent-orange/15 text-accent-orange', 'bg-accent-blue/15 text-accent-blue', 'bg-surface-2 text-muted'];
export const STATE_LABEL = ['console_giveaways_stateOpen', 'console_giveaways_stateDrawing', 'console_giveaways_stateDrawn', 'console_giveaways_stateCancelled'] as const;

export function GiveawayState({ state, t }: { state: number; t: Translator }) {
  return (
    <span data-testid="giveaway-state" className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state] ?? STATE_STYLE[3]}`}>
      {t(STATE_LABEL[state] ?? STATE_LABEL[3])}
    </span>
  );
}

export function kindLabel(kind: string, t: Translator): string {
  return t(kind === 'official' ? 'console_giveaways_kindOfficial' : 'console_giveaways_kindStreamer');
}

/** "At 2026-11-24 20:00" or "When full (50)", or both for a full room with a time limit. */
export function drawLine(r: Pick<ConsoleGiveawayRow, 'drawMode' | 'drawAt' | 'maxEntrants'>, t: Translator, lang: Lang): string {
  const at = r.drawAt ? consoleTime(r.drawAt, lang, { seconds: false }) : '';
  if (r.drawMode === 'full') return at ? t('console_giveaways_drawFullOrAt', { n: r.maxEntrants ?? 0, at }) : t('console_giveaways_drawFull', { n: r.maxEntrants ?? 0 });
  return t('console_giveaways_drawAt', { at });
}
