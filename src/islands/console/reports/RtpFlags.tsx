// The console front page's RTP section (rendered by home/ConsoleHome.tsx): the cases the RTP
// monitor flags (observed RTP outside 3σ of the declared, in any of its windows), prominently, or
// one line saying every case is within 3σ. Shown only to roles that read reports.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RTP_WINDOWS } from '../../../shared/contracts/console-reports.ts';
import { consolePath } from '../../../lib/console/api.ts';
import { rtpFlags } from '../../../lib/console/reports.ts';
import type { Lang, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import { formatZ } from './rtp-format.ts';

export default function RtpFlags({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { allowed, data, error } = useStore(rtpFlags.$state);
  useEffect(() => { void rtpFlags.start(); }, []);

  if (!allowed) return null;
  const flagged = (data?.flagged ?? 0) > 0;
  return (
    <section
      data-testid="console-home-flags"
      data-flagged={data ? String(data.flagged) : undefined}
      aria-labelledby="rtp-flags-title"
      className={`card space-y-2 p-4 ${flagged ? 'border-2 border-accent-red' : ''}`}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id="rtp-flags-title" className="text-base font-bold">{t('console_rtp_title')}</h2>
        <a href={consolePath('/console/reports/rtp')} className="ms-auto text-xs font-semibold text-accent-blue hover:underline">{t('console_rtp_open')}</a>
      </div>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {!data ? <p className="text-muted">{t('console_table_loading')}</p> : null}
      {data && !flagged ? <p className="font-semibold text-ink" data-testid="rtp-all-within">✓ {t('console_rtp_allWithin')}</p> : null}
      {data && flagged ? (
        <>
          <p role="alert" className="font-semibold text-accent-red">{t('console_rtp_flaggedN', { n: data.flagged })}</p>
          <ul className="divide-y divide-line/60">
            {data.list.map((r) => (
              <li key={r.boxId} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2" data-testid="rtp-flag">
                <span className="font-semibold">{r.name} <span className="text-xs font-normal text-muted">#{r.boxId}</span></span>
                {RTP_WINDOWS.filter((w) => r.windows[w].flagged).map((w) => (
                  <span key={w} className="text-xs tabular-nums">
                    <span className="text-muted">{t(`console_rtp_window_${w}` as UiKey)}</span>{' '}
                    <span className="font-semibold text-accent-red">{r.windows[w].observedRtp}%</span>
                    <span className="text-muted"> / {r.windows[w].declaredRtp}% · z {formatZ(r.windows[w].z)} · {t('console_rtp_openingsN', { n: r.windows[w].openings.toLocaleString('en-US') })}</span>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
