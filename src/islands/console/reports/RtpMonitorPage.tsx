// /console/reports/rtp: the RTP monitor. Every case with its declared RTP and, over the last 24 hours,
// 7 days and 30 days, the observed RTP, the openings and the z-score of the payout; sorted, filtered
// and paged by the server (largest |z| first by default), exported as CSV. Reads outcomes only.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { RTP_WINDOWS, type RtpMonitorRow, type RtpWindowKey } from '../../../shared/contracts/console-reports.ts';
import { rtpCsvHref, rtpFilterOf, rtpList } from '../../../lib/console/reports.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { CsvLink, type consoleTableFeatures } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import ReportTabs from './ReportTabs.tsx';
import { formatZ } from './rtp-format.ts';

const col = createColumnHelper<typeof consoleTableFeatures, RtpMonitorRow>();

/** One window of one case: observed RTP over declared, then z and the openings. */
export function WindowCell({ row, w, t }: { row: RtpMonitorRow; w: RtpWindowKey; t: Translator }) {
  const s = row.windows[w];
  if (s.openings === 0) return <span className="text-muted">{t('console_rtp_noOpenings')}</span>;
  return (
    <div className={`whitespace-nowrap tabular-nums ${s.flagged ? 'text-accent-red' : ''}`} data-testid={`rtp-${row.boxId}-${w}`} data-flagged={s.flagged || undefined}>
      <div className="font-semibold">
        {s.observedRtp}%<span className="font-normal text-muted"> / {s.declaredRtp}%</span>
      </div>
      <div className="text-xs text-muted">
        <span className={s.flagged ? 'font-semibold text-accent-red' : Math.abs(s.z ?? 0) > 3 ? 'text-accent-orange' : undefined}>z {formatZ(s.z)}</span>
        {' · '}
        {t('console_rtp_openingsN', { n: s.openings.toLocaleString('en-US') })}
      </div>
    </div>
  );
}

export default function RtpMonitorPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { flagged: flaggedOnly } = useStore(rtpList.$filter);
  const query = useStore(rtpList.$query);
  const { data, error } = useStore(rtpList.$state);
  useEffect(() => { void rtpList.start(); }, []);
  const filter = rtpFilterOf(flaggedOnly, query);

  const columns = col.columns([
    col.accessor('boxId', {
      id: 'boxId',
      header: t('console_rtp_case'),
      enableSorting: true,
      cell: (c) => (
        <div className="min-w-36">
          <div className="font-semibold">{c.row.original.name}</div>
          <div className="text-xs text-muted">
            #{c.getValue()} · v{c.row.original.currentVersion}
            {c.row.original.retired ? <span className="ms-1 rounded bg-surface-2 px-1">{t('console_rtp_retired')}</span> : null}
          </div>
        </div>
      ),
    }),
    col.accessor('declaredRtp', { header: t('console_rtp_declared'), enableSorting: false, cell: (c) => <span className="tabular-nums">{c.getValue()}%</span> }),
    ...RTP_WINDOWS.map((w) => col.display({
      id: w === '30d' ? 'openings' : `w${w}`,
      header: t(`console_rtp_window_${w}` as UiKey),
      enableSorting: w === '30d',
      cell: (c) => <WindowCell row={c.row.original} w={w} t={t} />,
    })),
    col.accessor('maxAbsZ', {
      id: 'absZ',
      header: t('console_rtp_maxZ'),
      enableSorting: true,
      cell: (c) => <span className="tabular-nums">{c.getValue() === null ? '—' : formatZ(c.getValue()).replace(/^[+−]/, '')}</span>,
    }),
    col.accessor('flagged', {
      header: t('console_rtp_state'),
      enableSorting: false,
      cell: (c) => (c.getValue()
        ? <span className="whitespace-nowrap rounded bg-accent-red-fill px-1.5 py-0.5 text-xs font-semibold text-white">{t('console_rtp_flagged')}</span>
        : <span className="whitespace-nowrap text-xs text-muted">{t('console_rtp_ok')}</span>),
    }),
  ]);

  return (
    <div className="space-y-4" data-testid="rtp-page">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_rtp_title')}</h1>
        <p className="max-w-4xl text-muted">{t('console_rtp_about', { limit: data?.zLimit ?? 3, min: data?.minOpenings ?? 100 })}</p>
      </header>
      <ReportTabs lang={lang} active="rtp" />
      {data ? (
        <p
          role="status"
          data-testid="rtp-summary"
          className={`card px-4 py-3 font-semibold ${data.flagged > 0 ? 'border-accent-red text-accent-red' : 'text-ink'}`}
        >
          {data.flagged > 0 ? t('console_rtp_flaggedN', { n: data.flagged }) : t('console_rtp_allWithin')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <HydratedFieldset>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              data-testid="rtp-flagged-only"
              checked={flaggedOnly}
              onChange={(e) => void rtpList.setFilter({ flagged: e.target.checked })}
            />
            {t('console_rtp_flaggedOnly')}
          </label>
        </HydratedFieldset>
        <span className="ms-auto"><CsvLink lang={lang} href={rtpCsvHref(filter)} /></span>
      </div>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {/* relative + overflow-hidden: the sorted header's sr-only text is absolutely placed, and
          without a positioned ancestor it widened the whole page on a phone. */}
      <div className="relative overflow-hidden">
        <ConsoleList
          lang={lang}
          list={rtpList}
          testId="rtp-table"
          columns={columns}
          rows={(d) => d.list}
          total={(d) => d.total}
          rowId={(r) => String(r.boxId)}
          pageSizes={[20, 50, 100, 200]}
          errorClassName={null}
        />
      </div>
    </div>
  );
}
