// The console front page's fairness watchdog (rendered by ConsoleHome.tsx): per game, how many
// stored rolls were re-computed from their seeds in the last 24 hours and how many did not match,
// and a red alert listing the mismatches. Shown to roles that read reports, like the RTP flags.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { WatchdogGame } from '../../../shared/contracts/console-fairness.ts';
import { watchdogPanel } from '../../../lib/console/fairness.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import type { Lang, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';

/** Each game's name as the site's menu says it. */
const GAME_NAME: Record<WatchdogGame, UiKey> = { case: 'nav.box', battle: 'nav.battle', dream: 'nav.dream', giveaway: 'nav.giveaways' };

export default function WatchdogPanel({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { allowed, data, error } = useStore(watchdogPanel.$state);
  useEffect(() => { void watchdogPanel.start(); }, []);

  if (!allowed) return null;
  const mismatches = data ? data.games.reduce((s, g) => s + g.mismatches, 0) : 0;
  return (
    <section
      data-testid="console-home-watchdog"
      data-mismatches={data ? String(mismatches) : undefined}
      aria-labelledby="watchdog-title"
      className={`card space-y-2 p-4 ${mismatches > 0 ? 'border-2 border-accent-red' : ''}`}
    >
      <h2 id="watchdog-title" className="text-base font-bold">{t('console_watchdog_title')}</h2>
      <p className="text-xs text-muted">{t('console_watchdog_about')}</p>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {!data ? <p className="text-muted">{t('console_table_loading')}</p> : null}
      {data && mismatches > 0 ? (
        <div role="alert" className="space-y-1 text-accent-red" data-testid="watchdog-alert">
          <p className="font-semibold">{t('console_watchdog_alert', { m: mismatches })}</p>
          <ul className="divide-y divide-line/60 text-xs">
            {data.mismatchList.map((m) => (
              <li key={`${m.game}:${m.rollRef}:${m.checkedAt}`} className="py-1" data-testid="watchdog-mismatch">
                <span className="font-semibold">{t(GAME_NAME[m.game])} #{m.rollRef}</span>{' '}
                <span className="text-muted">{consoleTime(m.checkedAt, lang)}</span> · {m.detail}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && mismatches === 0 ? <p className="font-semibold text-ink" data-testid="watchdog-all-match">✓ {t('console_watchdog_allMatch')}</p> : null}
      {data ? (
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {data.games.map((g) => (
            <li key={g.game} data-testid={`watchdog-game-${g.game}`} className={g.mismatches > 0 ? 'font-semibold text-accent-red' : ''}>
              <span className="font-semibold">{t(GAME_NAME[g.game])}</span>: {t('console_watchdog_line', { n: g.checked, m: g.mismatches })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
