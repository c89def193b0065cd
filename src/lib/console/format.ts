// Times in the console: China time (UTC+8), as the audit filter's days and the reports count them.
import type { Lang } from '../../shared/locales.ts';

export function consoleTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
  }).format(d);
}
