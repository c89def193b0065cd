// A player's records on their console page, each a server-paged list, newest first: the ledger
// with the balance after every posting, rolls (cases, battles, dream), the backpack, recharge
// orders, sessions (which are also the sign-in history), staff notes and balance adjustments.
// Read-only: nothing here edits a posting, a roll or an item's past state.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { PlayerRecord } from '../../../shared/console/players.ts';
import type { Lang } from '../../../shared/messages.ts';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Yuan text of a fen column, computed in SQL so rows need no mapping. */
const yuan = (col: SQL) => sql`to_char(${col} / 100.0, 'FM999999999990.00')`;
const nameIn = (lang: Lang) => sql`coalesce(o.info->'name'->>${lang}, o.info->'name'->>'zh-CN')`;

function recordQuery(record: PlayerRecord, userId: bigint, lang: Lang): SQL {
  switch (record) {
    case 'ledger':
      return sql`SELECT p.id::text AS id, p.created_at AS at, a.type AS account, t.kind, t.ref,
          ${yuan(sql`p.amount`)} AS amount, ${yuan(sql`p.balance_after`)} AS "balanceAfter"
        FROM postings p JOIN accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE a.user_id = ${userId}`;
    case 'rolls':
      return sql`SELECT * FROM (
          SELECT r.id::text AS id, r.created_at AS at, r.game, r.nonce, r.ticket, r.box_id AS "boxId", r.box_version AS "boxVersion",
            ${nameIn(lang)} AS item, NULL::boolean AS won
          FROM rolls r JOIN ornaments o ON o.id = r.ornament_id WHERE r.user_id = ${userId}
          UNION ALL
          SELECT 'd' || d.id::text, d.created_at, 'dream', d.nonce, d.ticket, NULL, NULL, ${nameIn(lang)}, d.won
          FROM dream_rolls d JOIN ornaments o ON o.id = d.target_ornament_id WHERE d.user_id = ${userId}
        ) x`;
    case 'backpack':
      return sql`SELECT b.id::text AS id, b.created_at AS at, ${nameIn(lang)} AS item, b.module_id AS module, b.state,
          ${yuan(sql`b.price`)} AS price, b.box_id AS "boxId"
        FROM backpack_items b JOIN ornaments o ON o.id = b.ornament_id WHERE b.user_id = ${userId}`;
    case 'orders':
      return sql`SELECT r.id, r.created_at AS at, r.provider, r.channel, r.currency, ${yuan(sql`r.amount`)} AS amount, r.pay_state AS "payState"
        FROM recharge_orders r WHERE r.user_id = ${userId}`;
    case 'sessions':
      return sql`SELECT substr(encode(sha256(convert_to(s.token_hash, 'UTF8')), 'hex'), 1, 16) AS id, s.created_at AS at, s.last_used_at AS "lastUsedAt", s.revoked_at AS "revokedAt",
          s.ip, s.user_agent AS "userAgent"
        FROM sessions s WHERE s.user_id = ${userId}`;
    case 'notes':
      return sql`SELECT n.id::text AS id, n.created_at AS at, st.name AS staff, n.body
        FROM player_notes n JOIN staff st ON st.id = n.staff_id WHERE n.user_id = ${userId}`;
    case 'adjustments':
      return sql`SELECT j.id::text AS id, j.created_at AS at, j.account_type AS account, ${yuan(sql`j.amount`)} AS amount, j.reason, j.state,
          rq.name AS "requestedBy", dc.name AS "decidedBy", j.decided_at AS "decidedAt", j.transaction_id::text AS "transactionId"
        FROM balance_adjustments j JOIN staff rq ON rq.id = j.requested_by LEFT JOIN staff dc ON dc.id = j.decided_by
        WHERE j.user_id = ${userId}`;
  }
}

export async function playerRecords(db: Db, userId: bigint, record: PlayerRecord, lang: Lang, page: number, pageSize: number): Promise<Page<Record<string, unknown>>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    SELECT q.*, count(*) OVER ()::text AS total_rows FROM (${recordQuery(record, userId, lang)}) q
    ORDER BY q.at DESC, q.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  let total = rows.length ? Number(rows[0].total_rows) : 0;
  if (!rows.length && page > 1) {
    const [c] = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM (${recordQuery(record, userId, lang)}) q`);
    total = Number(c.n);
  }
  const list = rows.map(({ total_rows: _t, ...r }) => {
    for (const k of ['at', 'lastUsedAt', 'revokedAt', 'decidedAt']) if (r[k]) r[k] = new Date(r[k] as string).toISOString();
    return r;
  });
  return { list, total, page, pageSize };
}
