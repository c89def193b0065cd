// /console/reports: one report at a time (tabs), by day, week or month over a date range (China
// days), as the range's totals, a chart and the table of buckets, with its CSV export. The filter
// lives in the address (?report=…&granularity=…&from=…&to=…), so a report can be shared and the
// back button returns to it. Every figure is computed by the server from the ledger.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import { REPORTS, REPORT_GRANULARITIES, type ReportAnswer, type ReportGranularity, type ReportName } from '../../../shared/contracts/console-reports.ts';
import { reportAnswer, reportCsvHref, type ReportFilter } from '../../../lib/console/reports.ts';
import type { Lang, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import DataTable, { CsvLink, type consoleTableFeatures } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import ReportChart from './ReportChart.tsx';
import ReportTabs from './ReportTabs.tsx';

type Row = ReportAnswer['rows'][number];
const col = createColumnHelper<typeof consoleTableFeatures, Row>();

/** The columns each report draws (all money or all counts, so one axis fits them). */
const CHARTED: Record<ReportName, string[]> = {
  deposits: ['depositAmount', 'firstDepositAmount', 'firstDepositBonus'],
  turnover: ['cases', 'battles', 'dream'],
  ggr: ['ggr', 'spent', 'won'],
  sellBack: ['paid', 'itemsValue'],
  liabilities: ['owed', 'playerBalances', 'backpacks'],
  players: ['newPlayers', 'activePlayers'],
};
const COLORS = ['#ff8a1f', '#3d8bff', '#9b5cff', '#ef4155'];

function isOneOf<T extends string>(list: readonly T[], v: string | null): v is T {
  return v !== null && (list as readonly string[]).includes(v);
}

/**
 * The filter in an address's query. The page reads it on the server too (Astro.url) and passes it
 * in, so the server's render and the browser's first render agree (no hydration mismatch).
 */
export function filterOf(search: string): ReportFilter {
  const p = new URLSearchParams(search);
  const report = p.get('report');
  const granularity = p.get('granularity');
  return {
    report: isOneOf(REPORTS, report) ? report : 'deposits',
    granularity: isOneOf(REPORT_GRANULARITIES, granularity) ? granularity : 'day',
    from: /^\d{4}-\d{2}-\d{2}$/.test(p.get('from') ?? '') ? p.get('from')! : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(p.get('to') ?? '') ? p.get('to')! : '',
  };
}

function toAddress(f: ReportFilter): void {
  const p = new URLSearchParams({ report: f.report, granularity: f.granularity });
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  window.history.replaceState(null, '', `${window.location.pathname}?${p}`);
}

const yuan = (v: number) => `${v < 0 ? '-' : ''}¥${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An axis label: short (1.2万 in Chinese, 12K in English). */
const yuanShort = (lang: Lang) => {
  const f = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (v: number) => `${v < 0 ? '-' : ''}¥${f.format(Math.abs(v))}`;
};
const showText = (money: boolean, v: string | number) => (money ? yuan(Number(v)) : Number(v).toLocaleString('en-US'));
/** A figure; a negative one (the house lost: GGR, a battle's net) in red. */
function Figure({ money, value }: { money: boolean; value: string | number }) {
  return <span className={Number(value) < 0 ? 'text-accent-red' : undefined}>{showText(money, value)}</span>;
}

/** A bucket on the chart's axis: 11-24 (days, weeks) or 2026-11 (months); the table keeps the full date. */
function axisLabel(bucket: string, g: ReportGranularity, oneYear: boolean): string {
  if (g === 'month') return bucket.slice(0, 7);
  return oneYear ? bucket.slice(5) : bucket;
}

export default function ReportsPage({ lang, search }: { lang: Lang; search: string }) {
  const t = useT(lang);
  const [filter, setFilter] = useState<ReportFilter>(() => filterOf(search));
  const [draft, setDraft] = useState(filter);
  const { data, error, loading } = useStore(reportAnswer.$state);

  useEffect(() => { void reportAnswer.load(filter); }, [filter]);
  // The range the server chose for empty dates, shown in the form.
  useEffect(() => { if (data) setDraft((x) => ({ ...x, from: x.from || data.from, to: x.to || data.to })); }, [data]);

  const change = (next: ReportFilter) => {
    setFilter(next);
    setDraft(next);
    toAddress(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change({ ...filter, from: draft.from, to: draft.to });
  };

  const label = (key: string) => t(`console_reports_col_${key}` as UiKey);
  const current = data && data.report === filter.report ? data : null;
  const columns = col.columns([
    col.accessor('bucket', { header: t(`console_reports_bucket_${filter.granularity}` as UiKey), enableSorting: false, cell: (c) => <span className="whitespace-nowrap font-mono">{c.getValue()}</span> }),
    ...(current?.columns ?? []).map((c) => col.display({
      id: c.key,
      header: label(c.key),
      enableSorting: false,
      cell: (x) => <span className="block text-right tabular-nums"><Figure money={c.money} value={x.row.original.values[c.key]} /></span>,
    })),
  ]);
  const charted = current ? CHARTED[current.report].map((k) => current.columns.find((c) => c.key === k)!).filter(Boolean) : [];
  const money = charted[0]?.money ?? false;

  return (
    <div className="space-y-4" data-testid="reports-page">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_reports_title')}</h1>
        <p className="text-muted">{t('console_reports_subtitle')}</p>
      </header>
      <ReportTabs lang={lang} active={filter.report} onPick={(report) => change({ ...filter, report })} />
      <form onSubmit={submit} className="card p-3" data-testid="report-filter">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs text-muted">{t('console_reports_granularity')}</legend>
            <div className="flex overflow-hidden rounded-lg border border-line" role="radiogroup">
              {REPORT_GRANULARITIES.map((g: ReportGranularity) => (
                <button
                  key={g}
                  type="button"
                  role="radio"
                  aria-checked={filter.granularity === g}
                  data-testid={`granularity-${g}`}
                  onClick={() => change({ ...filter, from: draft.from, to: draft.to, granularity: g })}
                  className="px-3 py-2 text-sm font-semibold text-muted hover:bg-surface-2 aria-checked:bg-accent-orange aria-checked:text-black"
                >
                  {t(`console_reports_granularity_${g}` as UiKey)}
                </button>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_reports_from')}</span>
            <input type="date" className="input w-auto" data-testid="report-from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-muted">{t('console_reports_to')}</span>
            <input type="date" className="input w-auto" data-testid="report-to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <button type="submit" className="btn-primary">{t('console_reports_apply')}</button>
          <span className="ms-auto text-xs text-muted">{t('console_reports_timezone')}</span>
        </HydratedFieldset>
      </form>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {current ? (
        <>
          <section aria-label={t('console_reports_totals')} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-2">
              <h2 className="text-base font-bold">{t(`console_reports_tab_${current.report}` as UiKey)}</h2>
              <span className="text-xs text-muted">{current.from} — {current.to}</span>
              <span className="ms-auto"><CsvLink lang={lang} href={reportCsvHref(filter)} /></span>
            </div>
            <p className="text-xs text-muted">{t(`console_reports_about_${current.report}` as UiKey)}</p>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6" data-testid="report-totals">
              {current.columns.map((c) => (
                <div key={c.key} className="card px-3 py-2">
                  <dt className="truncate text-xs text-muted" title={label(c.key)}>{label(c.key)}</dt>
                  <dd className="text-lg font-bold tabular-nums"><Figure money={c.money} value={current.totals[c.key]} /></dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="card p-3">
            <ReportChart
              testId="report-chart"
              xLabel={t(`console_reports_bucket_${current.granularity}` as UiKey)}
              labels={current.rows.map((r) => axisLabel(r.bucket, current.granularity, current.rows[0]?.bucket.slice(0, 4) === current.rows.at(-1)?.bucket.slice(0, 4)))}
              format={money ? yuanShort(lang) : (v) => v.toLocaleString('en-US', { maximumFractionDigits: 0 })}
              series={charted.map((c, i) => ({ label: label(c.key), color: COLORS[i % COLORS.length], values: current.rows.map((r) => Number(r.values[c.key])) }))}
            />
          </div>
        </>
      ) : null}
      <DataTable
        lang={lang}
        testId="report-table"
        columns={columns}
        data={current?.rows ?? []}
        total={current?.rows.length ?? 0}
        page={1}
        pageSize={Math.max(current?.rows.length ?? 0, 1)}
        pageSizes={[Math.max(current?.rows.length ?? 0, 1)]}
        loading={loading}
        rowId={(r) => r.bucket}
        onChange={() => undefined}
      />
    </div>
  );
}
