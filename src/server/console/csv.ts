// CSV for the console's exports (RFC 4180): every field quoted when it holds a quote, comma or line
// break; a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed
// with a quote mark (OWASP "CSV injection"; a plain negative number stays a number), since player nicknames and reasons end up in cells.
export type CsvCell = string | number | bigint | boolean | null | undefined;

export interface CsvTable {
  filename: string;
  header: string[];
  rows: CsvCell[][];
}

function cell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvOf(t: CsvTable): string {
  const lines = [t.header, ...t.rows].map((r) => r.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
