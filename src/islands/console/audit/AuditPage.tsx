// /console/audit (permission audit.read): the append-only audit log, newest first, filtered on the
// server by staff name, action (its beginning), target and China days, paged; the CSV link exports
// the same filter.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import type { AuditRow } from '../../../shared/contracts/console-staff.ts';
import { auditCsvHref, auditList, EMPTY_AUDIT_FILTER as EMPTY, type AuditFilter as Filter } from '../../../lib/console/audit.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { CsvLink, type ConsoleColumn } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';

function compact(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = JSON.stringify(v);
  return s === '{}' ? '' : s;
}

export default function AuditPage({ lang }: { lang: Lang }) {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const filter = useStore(auditList.$filter);
  useEffect(() => { void auditList.start(); }, []);

  const columns = useMemo<ConsoleColumn<AuditRow>[]>(() => [
    { id: 'createdAt', header: t(lang, 'console_audit_time'), cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{consoleTime(row.original.createdAt, lang)}</span> },
    {
      id: 'staff', header: t(lang, 'console_audit_staff'),
      cell: ({ row }) => (
        <span className="block whitespace-nowrap">
          <span className="font-mono">{row.original.staffName}</span>
          {row.original.role ? <span className="block text-xs text-muted">{row.original.role}</span> : null}
        </span>
      ),
    },
    { id: 'action', header: t(lang, 'console_audit_action'), cell: ({ row }) => <span className={`whitespace-nowrap font-mono text-xs ${row.original.action.endsWith('Failed') ? 'text-accent-red' : ''}`}>{row.original.action}</span> },
    { id: 'target', header: t(lang, 'console_audit_target'), cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.target}</span> },
    {
      id: 'change', header: t(lang, 'console_audit_change'),
      cell: ({ row }) => {
        const before = compact(row.original.before);
        const after = compact(row.original.after);
        return (
          <span className="line-clamp-3 block max-w-72 break-all font-mono text-[11px] leading-snug text-muted" title={[before, after].filter(Boolean).join(' → ')}>
            {before ? <span className="text-accent-red/90">{before}</span> : null}
            {before && after ? ' → ' : null}
            {after ? <span className="text-emerald-300/90">{after}</span> : null}
          </span>
        );
      },
    },
    { id: 'reason', header: t(lang, 'console_audit_reason'), cell: ({ row }) => <span className="block max-w-48 break-words">{row.original.reason}</span> },
    { id: 'ip', header: t(lang, 'console_audit_ip'), cell: ({ row }) => <span className="font-mono text-xs text-muted">{row.original.ip}</span> },
  ], [lang]);

  function apply(e: SubmitEvent) {
    e.preventDefault();
    void auditList.setFilter({ ...draft, staff: draft.staff.trim(), action: draft.action.trim(), target: draft.target.trim() });
  }

  const input = (key: keyof Filter, label: string, extra: Record<string, string> = {}) => (
    <label className="w-[calc(50%-0.375rem)] space-y-1 sm:w-36">
      <span className="block text-xs font-semibold text-muted">{label}</span>
      <input className="input py-1.5" name={key} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} {...extra} />
    </label>
  );

  return (
    <div className="space-y-4" data-testid="console-audit">
      <header className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <h1 className="text-xl font-bold">{t(lang, 'console_audit_title')}</h1>
          <p className="max-w-3xl text-xs text-muted">{t(lang, 'console_audit_subtitle')}</p>
        </div>
        <span className="ms-auto"><CsvLink lang={lang} href={auditCsvHref(filter)} /></span>
      </header>

      <form onSubmit={apply} className="card p-3" data-testid="audit-filter">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          {input('staff', t(lang, 'console_audit_staff'))}
          {input('action', t(lang, 'console_audit_action'), { placeholder: t(lang, 'console_audit_actionHint') })}
          {input('target', t(lang, 'console_audit_target'), { placeholder: t(lang, 'console_audit_targetHint') })}
          {input('from', t(lang, 'console_audit_from'), { type: 'date', title: t(lang, 'console_audit_dayHint') })}
          {input('to', t(lang, 'console_audit_to'), { type: 'date', title: t(lang, 'console_audit_dayHint') })}
          <div className="flex w-full gap-2 sm:w-auto">
            <button type="submit" className="btn-primary flex-1 py-1.5">{t(lang, 'console_common_search')}</button>
            <button type="button" className="btn-ghost py-1.5" onClick={() => { setDraft(EMPTY); void auditList.setFilter(EMPTY); }}>{t(lang, 'console_common_reset')}</button>
          </div>
        </HydratedFieldset>
      </form>
      <p className="text-xs text-muted">{t(lang, 'console_audit_dayHint')}</p>

      <ConsoleList lang={lang} list={auditList} columns={columns} rows={(d) => d.rows} total={(d) => d.total} rowId={(r) => r.id} pageSizes={[50, 100, 200]} testId="audit-table"
        errorClassName="rounded-lg border border-accent-red/50 bg-accent-red/10 px-3 py-2 text-sm text-accent-red" />
    </div>
  );
}
