// The RTP monitor: for every case, observed against declared RTP over the last 24 hours, 7 days and
// 30 days, each with the z-score of its payout (observed-rtp.ts: the exact mean and variance of one
// opening's payout from the version's ticket table and item prices). A window is flagged when
// |z| > 3 and it holds at least MIN_OPENINGS openings: below that the normal approximation behind
// "3σ" does not hold for a payout as skewed as a case's (one rare top item in a handful of
// openings is thousands of percent of RTP and is no sign of anything). It reads outcomes only.
import { sql } from 'drizzle-orm';
import { TICKETS } from '../../../shared/contracts/box.ts';
import {
  RTP_WINDOWS, RTP_Z_LIMIT, RTP_MIN_OPENINGS,
  type RtpMonitor, type RtpMonitorCsvQuery, type RtpMonitorQuery, type RtpMonitorRow, type RtpWindowKey, type RtpWindowStats,
} from '../../../shared/contracts/console-reports.ts';
import type { Localized } from '../../../shared/localized.ts';
import { localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { formatFen } from '../../../shared/money.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { CsvTable } from '../csv.ts';
import { observedRtp, ratio, zScore, type ObservedRtp } from './observed-rtp.ts';

const HOUR = 3600_000;
const WINDOW_MS: Record<RtpWindowKey, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR };
/** Sent in JSON in place of an infinite z (a table whose items all cost the same has no variance). */
const Z_CAP = 1e9;

interface BoxRow {
  id: number;
  name: Localized;
  retired: boolean;
  current_version: number;
  price: string;
  s1: string;
}

/** Every case with its current version's declared RTP (Σ tickets × price / (W × case price)). */
async function casesWithDeclared(db: Db): Promise<BoxRow[]> {
  return queryRows<BoxRow>(db, sql`
    SELECT b.id, b.name, b.retired_at IS NOT NULL AS retired, b.current_version, v.price::text AS price,
      (SELECT sum((i.ticket_to - i.ticket_from + 1)::numeric * o.price) FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id
        WHERE i.box_id = b.id AND i.version = b.current_version)::text AS s1
    FROM boxes b JOIN box_versions v ON v.box_id = b.id AND v.version = b.current_version
    ORDER BY b.id`);
}

/** A fraction as a percent with 2 decimals ("92.50"), rounded half up; null stays null. */
function percent(x: number | null): string | null {
  return x === null || !Number.isFinite(x) ? null : (Math.round(x * 10000) / 100).toFixed(2);
}

function roundZ(z: number | null): number | null {
  if (z === null) return null;
  if (!Number.isFinite(z)) return z > 0 ? Z_CAP : -Z_CAP;
  return Math.round(z * 100) / 100;
}

function windowStats(o: ObservedRtp | undefined): RtpWindowStats {
  if (!o) return { openings: 0, caseOpenings: 0, battleOpenings: 0, spent: '0.00', won: '0.00', observedRtp: null, declaredRtp: null, z: null, flagged: false };
  const z = zScore(o);
  return {
    openings: o.openings, caseOpenings: o.caseOpenings, battleOpenings: o.battleOpenings,
    spent: formatFen(o.spent), won: formatFen(o.won),
    observedRtp: percent(o.observedRtp), declaredRtp: percent(o.declaredRtp),
    z: roundZ(z),
    flagged: z !== null && Math.abs(z) > RTP_Z_LIMIT && o.openings >= RTP_MIN_OPENINGS,
  };
}

/** Every case (or the flagged ones), sorted; `page` slices it (the CSV takes them all). */
export async function rtpMonitor(db: Db, q: RtpMonitorCsvQuery & Partial<Pick<RtpMonitorQuery, 'page' | 'pageSize'>>, now: Date, lang: Lang): Promise<RtpMonitor> {
  const boxes = await casesWithDeclared(db);
  const perWindow = {} as Record<RtpWindowKey, Map<number, ObservedRtp>>;
  // Three aggregate queries, one per window (each one scan of the window's rolls and battle rounds).
  for (const w of RTP_WINDOWS) {
    const rows = await observedRtp(db, { since: new Date(now.getTime() - WINDOW_MS[w]), until: now });
    perWindow[w] = new Map(rows.map((r) => [r.boxId, r]));
  }
  let list: RtpMonitorRow[] = boxes.map((b) => {
    const windows = Object.fromEntries(RTP_WINDOWS.map((w) => [w, windowStats(perWindow[w].get(Number(b.id)))])) as Record<RtpWindowKey, RtpWindowStats>;
    const zs = RTP_WINDOWS.map((w) => windows[w].z).filter((z): z is number => z !== null);
    return {
      boxId: Number(b.id),
      name: localized(b.name, lang),
      retired: b.retired,
      currentVersion: Number(b.current_version),
      declaredRtp: percent(ratio(BigInt(b.s1), BigInt(b.price) * BigInt(TICKETS))) ?? '0.00',
      windows,
      maxAbsZ: zs.length === 0 ? null : Math.max(...zs.map(Math.abs)),
      flagged: RTP_WINDOWS.some((w) => windows[w].flagged),
    };
  });
  const flagged = list.filter((r) => r.flagged).length;
  if (q.flagged) list = list.filter((r) => r.flagged);
  const dir = q.order === 'asc' ? 1 : -1;
  const key = (r: RtpMonitorRow): number => (q.sort === 'boxId' ? r.boxId : q.sort === 'openings' ? r.windows['30d'].openings : (r.maxAbsZ ?? -1));
  list.sort((a, b) => (key(a) - key(b)) * dir || a.boxId - b.boxId);
  const total = list.length;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? Math.max(total, 1);
  list = list.slice((page - 1) * pageSize, page * pageSize);
  return { generatedAt: now.toISOString(), zLimit: RTP_Z_LIMIT, minOpenings: RTP_MIN_OPENINGS, flagged, list, total, page, pageSize };
}

/** One line per case and window. */
export function rtpMonitorCsv(m: RtpMonitor): CsvTable {
  const rows = m.list.flatMap((r) => RTP_WINDOWS.map((w) => {
    const s = r.windows[w];
    return [r.boxId, r.name, r.currentVersion, r.retired ? 1 : 0, w, s.openings, s.caseOpenings, s.battleOpenings, s.spent, s.won, s.observedRtp, s.declaredRtp, s.z, s.flagged ? 1 : 0];
  }));
  return {
    filename: `rtp-monitor-${m.generatedAt.slice(0, 10)}.csv`,
    header: ['box_id', 'name', 'current_version', 'retired', 'window', 'openings', 'case_openings', 'battle_openings', 'spent_yuan', 'won_yuan', 'observed_rtp_percent', 'declared_rtp_percent', 'z', 'flagged'],
    rows,
  };
}
