// The console's front page: a welcome, the areas the role may use, the RTP monitor's flags
// (cases whose observed RTP is outside 3σ of the declared one) and the fairness watchdog.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { CONSOLE_AREAS } from '../../../lib/console/nav.ts';
import { roleLabel } from '../../../lib/console/shell.ts';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import RtpFlags from '../reports/RtpFlags.tsx';
import WatchdogPanel from './WatchdogPanel.tsx';

export default function ConsoleHome({ lang }: { lang: Lang }) {
  const who = useStore($consoleMe);
  useEffect(() => { void loadConsoleMe(); }, []);
  const areas = CONSOLE_AREAS.filter((a) => a.href !== '/console' && who?.permissions.includes(a.permission));
  return (
    <div className="space-y-6" data-testid="console-home">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{who ? t(lang, 'console_home_welcome', { name: who.name }) : t(lang, 'console_home_title')}</h1>
        {who ? <p className="text-muted">{t(lang, 'console_home_role', { role: roleLabel(who.role, lang) })}</p> : null}
      </header>
      {/* The RTP monitor's flags (reports area; shown to roles that read reports). */}
      <RtpFlags lang={lang} />
      {/* The fairness watchdog: stored rolls re-computed from their seeds, and any mismatch (same roles). */}
      <WatchdogPanel lang={lang} />
      <section className="space-y-2">
        <h2 className="text-sm font-semibold text-muted">{t(lang, 'console_home_areas')}</h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => (
            <li key={a.href}>
              <a href={consolePath(a.href)} className="card block px-4 py-3 font-semibold hover:border-accent-orange">{t(lang, a.label)}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
