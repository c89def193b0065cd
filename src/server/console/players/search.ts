// Finding a player: one search box over id, phone, nickname and invitation code (what support is
// told on the phone), paged and sorted on the server.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { formatFen } from '../../../shared/money.ts';
import type { PlayerRow } from '../../../shared/console/players.ts';

export interface PlayerSearch {
  q?: string;
  status: number;
  sort: 'id_desc' | 'id_asc';
  page: number;
  pageSize: number;
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function matching(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const ors: SQL[] = [sql`u.nickname ILIKE ${`%${likeEscape(q)}%`}`, sql`upper(u.invitation_code) = upper(${q})`];
  if (/^\d{1,18}$/.test(q)) ors.push(sql`u.id = ${BigInt(q)}`, sql`u.phone LIKE ${`${q}%`}`);
  return sql`(${sql.join(ors, sql` OR `)})`;
}

export async function searchPlayers(db: Db, s: PlayerSearch): Promise<{ list: PlayerRow[]; total: number }> {
  const where = sql`${matching(s.q)} AND (${s.status} = -1 OR u.status = ${s.status})`;
  const order = s.sort === 'id_asc' ? sql`u.id ASC` : sql`u.id DESC`;
  const rows = await queryRows<PlayerRow & { total: string }>(db, sql`
    SELECT u.id::text AS id, u.phone, u.nickname, u.invitation_code AS "invitationCode", u.status, u.steam_id AS "steamId",
      u.created_at AS "createdAt",
      coalesce((SELECT balance FROM accounts a WHERE a.user_id = u.id AND a.type = 'main'), 0)::text AS main,
      coalesce((SELECT balance FROM accounts a WHERE a.user_id = u.id AND a.type = 'secondary'), 0)::text AS secondary,
      count(*) OVER ()::text AS total
    FROM users u WHERE ${where}
    ORDER BY ${order} LIMIT ${s.pageSize} OFFSET ${(s.page - 1) * s.pageSize}`);
  const total = rows.length ? Number(rows[0].total) : await countPlayers(db, where);
  return {
    list: rows.map(({ total: _t, ...r }) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), main: formatFen(BigInt(r.main)), secondary: formatFen(BigInt(r.secondary)) })),
    total,
  };
}

async function countPlayers(db: Db, where: SQL): Promise<number> {
  const [r] = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM users u WHERE ${where}`);
  return Number(r.n);
}
