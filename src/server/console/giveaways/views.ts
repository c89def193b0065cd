// What the console shows of giveaway rooms: the list (filtered by kind and state, newest first) and
// one room (its pool in draw order, winners once drawn, conditions, who made and who cancelled it).
// A room's server seed is shown only after its draw, as on the room page: before, only its hash.
import { sql, type SQL } from 'drizzle-orm';
import { GIVEAWAY_STATE, type GiveawayCondition, type GiveawayDrawMode, type GiveawayKind, type GiveawayState } from '../../../shared/contracts/giveaway.ts';
import type {
  ConsoleGiveawayDetail, ConsoleGiveawayList, ConsoleGiveawayListQuery, ConsoleGiveawayPrize, ConsoleGiveawayRow,
} from '../../../shared/console/giveaways.ts';
import type { Lang } from '../../../shared/locales.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../../modules/boxes/catalogue.ts';
import { toOrnament } from '../../modules/boxes/ornaments.ts';
import { DEMO_TITLE } from '../../modules/giveaways/demo.ts';
import { translate } from '../../../shared/messages.ts';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

interface RoomRow {
  id: string; kind: string; title: string; state: number; demo: boolean; pool_value: string; prize_count: string;
  entrant_count: number; max_entrants: number | null; draw_mode: string; draw_at: unknown;
  staff_id: string | null; staff_name: string | null; streamer_id: string | null; streamer_name: string | null; created_at: unknown;
}

const ROOM_COLUMNS = sql`g.id::text AS id, g.kind, g.title, g.state, g.demo, g.pool_value::text AS pool_value,
  (SELECT count(*)::text FROM giveaway_prizes p WHERE p.giveaway_id = g.id) AS prize_count,
  g.entrant_count, g.max_entrants, g.draw_mode, g.draw_at, g.created_by_staff::text AS staff_id, s.name AS staff_name,
  g.streamer_id::text AS streamer_id, u.nickname AS streamer_name, g.created_at`;
const ROOM_FROM = sql`FROM giveaways g LEFT JOIN staff s ON s.id = g.created_by_staff LEFT JOIN users u ON u.id = g.streamer_id`;

function rowView(r: RoomRow, lang: Lang): ConsoleGiveawayRow {
  const demo = r.demo === true && r.title === DEMO_TITLE;
  return {
    id: r.id,
    kind: r.kind as GiveawayKind,
    title: demo ? translate(lang, 'giveaway.demo.title') : r.title,
    state: Number(r.state) as GiveawayState,
    demo: r.demo === true,
    poolValue: formatFen(BigInt(r.pool_value)),
    prizeCount: Number(r.prize_count),
    entrantCount: Number(r.entrant_count),
    maxEntrants: r.max_entrants === null ? null : Number(r.max_entrants),
    drawMode: r.draw_mode as GiveawayDrawMode,
    drawAt: iso(r.draw_at),
    maker: r.staff_id ? { kind: 'staff', id: r.staff_id, name: r.staff_name ?? '' }
      : r.streamer_id ? { kind: 'streamer', id: r.streamer_id, name: r.streamer_name ?? '' } : null,
    createdAt: iso(r.created_at)!,
  };
}

export async function listConsoleGiveaways(db: Db, q: ConsoleGiveawayListQuery, lang: Lang): Promise<ConsoleGiveawayList> {
  const where: SQL[] = [];
  if (q.kind !== 'all') where.push(sql`g.kind = ${q.kind}`);
  if (q.state !== '-1') where.push(sql`g.state = ${Number(q.state)}`);
  const cond = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const [count] = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM giveaways g ${cond}`);
  const rows = await queryRows<RoomRow>(db, sql`SELECT ${ROOM_COLUMNS} ${ROOM_FROM} ${cond}
    ORDER BY g.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  return { list: rows.map((r) => rowView(r, lang)), total: Number(count?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

export async function consoleGiveawayDetail(db: Db, catalogue: Catalogue, id: number, lang: Lang): Promise<ConsoleGiveawayDetail> {
  const [r] = await queryRows<RoomRow & {
    description: string; min_deposit: string | null; deposit_days: number | null; has_code: boolean; require_verified: boolean;
    invite_only: boolean; server_seed: string | null; server_seed_hash: string; public_seed: string | null; closed_at: unknown;
    drawn_at: unknown; cancelled_at: unknown; cancelled_by: string | null;
  }>(db, sql`SELECT ${ROOM_COLUMNS}, g.description, g.min_deposit::text AS min_deposit, g.deposit_days,
      g.join_code_hash IS NOT NULL AS has_code, g.require_verified, g.invite_token IS NOT NULL AS invite_only,
      CASE WHEN g.state = ${GIVEAWAY_STATE.drawn} THEN g.server_seed END AS server_seed, g.server_seed_hash, g.public_seed, g.closed_at, g.drawn_at, g.cancelled_at, c.name AS cancelled_by
    ${ROOM_FROM} LEFT JOIN staff c ON c.id = g.cancelled_by_staff WHERE g.id = ${id}`);
  if (!r) throw new AppError('GIVEAWAY_NOT_FOUND');
  const state = Number(r.state);
  const drawn = state === GIVEAWAY_STATE.drawn;
  const prizeRows = await queryRows<{ pos: number; ornament_id: number; value: string; winner_id: string | null; nickname: string | null; winner_code: number | null }>(db, sql`
    SELECT p.pos, p.ornament_id, p.value::text AS value, p.winner_id::text AS winner_id, w.nickname, p.winner_code
    FROM giveaway_prizes p LEFT JOIN users w ON w.id = p.winner_id WHERE p.giveaway_id = ${id} ORDER BY p.pos`);
  const prizes: ConsoleGiveawayPrize[] = prizeRows.map((p) => {
    const orn = catalogue.ornaments.get(Number(p.ornament_id));
    const value = formatFen(BigInt(p.value));
    const base = orn ? toOrnament(orn, lang, BigInt(p.value)) : {
      ornamentId: Number(p.ornament_id), name: `#${p.ornament_id}`, image: '', rarity: { key: '', color: '#888', name: '' }, price: value,
      grade: 3, weaponType: '', wear: '', wearName: '', statTrak: false,
    } as unknown as ConsoleGiveawayPrize;
    return {
      ...base, pos: Number(p.pos), value,
      winner: drawn && p.winner_id ? { userId: p.winner_id, nickname: p.nickname ?? '', code: Number(p.winner_code) } : null,
    };
  });
  const conditions: GiveawayCondition[] = [];
  if (r.min_deposit !== null) conditions.push({ kind: 'deposit', params: { amount: formatFen(BigInt(r.min_deposit)), days: Number(r.deposit_days), have: null }, met: null });
  if (r.has_code) conditions.push({ kind: 'joinCode', params: {}, met: null });
  if (r.require_verified) conditions.push({ kind: 'verified', params: {}, met: null });
  return {
    ...rowView(r, lang),
    description: r.demo && r.title === DEMO_TITLE ? translate(lang, 'giveaway.demo.description') : r.description,
    prizes,
    conditions,
    serverSeedHash: r.server_seed_hash,
    serverSeed: drawn ? r.server_seed : null,
    publicSeed: drawn ? r.public_seed : null,
    closedAt: iso(r.closed_at),
    drawnAt: iso(r.drawn_at),
    cancelledAt: iso(r.cancelled_at),
    cancelledBy: r.cancelled_by,
    inviteOnly: r.invite_only === true,
  };
}
