// Reading the audit log (permission audit.read): newest first, filtered by staff name (part of
// it), action (its beginning: "staff." finds every staff action), target (exact) and a span of
// days in China (UTC+8, both ends included). The page and the CSV export read the same filter.
import { and, count, desc, eq, gte, ilike, like, lt, type SQL } from 'drizzle-orm';
import { consoleAudit } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { AuditFilter, AuditRow, Page } from '../../../shared/contracts/console-staff.ts';
import type { CsvTable } from '../csv.ts';

/** The most rows one export writes (a narrower filter gets the rest). */
export const AUDIT_EXPORT_MAX = 50_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const chinaDay = (d: string) => new Date(`${d}T00:00:00+08:00`);

function whereOf(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.staff) parts.push(ilike(consoleAudit.staffName, `%${escapeLike(f.staff)}%`));
  if (f.action) parts.push(like(consoleAudit.action, `${escapeLike(f.action)}%`));
  if (f.target) parts.push(eq(consoleAudit.target, f.target));
  if (f.from) parts.push(gte(consoleAudit.createdAt, chinaDay(f.from)));
  if (f.to) parts.push(lt(consoleAudit.createdAt, new Date(chinaDay(f.to).getTime() + 24 * 3600_000)));
  return parts.length ? and(...parts) : undefined;
}

type Raw = typeof consoleAudit.$inferSelect;
const toRow = (r: Raw): AuditRow => ({
  id: r.id.toString(), createdAt: r.createdAt.toISOString(), staffId: r.staffId === null ? null : r.staffId.toString(),
  staffName: r.staffName, role: r.role, action: r.action, target: r.target, before: r.before, after: r.after, reason: r.reason, ip: r.ip,
});

export async function listAudit(db: Db, f: AuditFilter & { page: number; pageSize: number }): Promise<Page<AuditRow>> {
  const where = whereOf(f);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(consoleAudit).where(where).orderBy(desc(consoleAudit.createdAt), desc(consoleAudit.id))
      .limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(consoleAudit).where(where),
  ]);
  return { total: Number(n), rows: rows.map(toRow) };
}

export async function auditCsv(db: Db, f: AuditFilter, now: Date): Promise<CsvTable> {
  const rows = await db.select().from(consoleAudit).where(whereOf(f)).orderBy(desc(consoleAudit.createdAt), desc(consoleAudit.id)).limit(AUDIT_EXPORT_MAX);
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return {
    filename: `audit-${now.toISOString().slice(0, 10)}.csv`,
    header: ['id', 'time', 'staff_id', 'staff', 'role', 'action', 'target', 'before', 'after', 'reason', 'ip'],
    rows: rows.map((r) => [r.id, r.createdAt.toISOString(), r.staffId, r.staffName, r.role, r.action, r.target, json(r.before), json(r.after), r.reason, r.ip]),
  };
}
