// Times in the console: China time (UTC+8), as the audit filter's days and the reports count them.
import type { Lang } from '../../shared/locales.ts';

/** `seconds: false` for dense tables where the minute is enough. */
export function consoleTime(iso: string | null | undefined, lang: Lang, opts: { seconds?: boolean } = {}): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(opts.seconds === false ? {} : { second: '2-digit' as const }), hour12: false,
  }).format(d);
}
