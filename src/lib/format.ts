// Time formatting for records: local "YYYY-MM-DD HH:mm:ss"; the raw text when unparseable.
const pad = (n: number): string => String(n).padStart(2, '0');

export function formatTime(iso: string, date: (ms: number) => Date = (ms) => new Date(ms)): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
