// Member-level growth, inside the deposit's own transaction: the growth, the level and
// the rows of the levels reached are written by the deposit's credit statement (payments/
// credit-statements.ts, from the fragments below), and what a newly reached level pays (coins, free
// cases, the message) by payLevelRewards after it. All commit with the deposit or not at all.
//
// Exactly once, however deposits race: the growth UPDATE takes the player's row lock, so two
// deposits of one player settle one after the other, and the second sees the first's growth; the
// vip_rewards primary key (user, level) is the second guard: a level's row is inserted once, and
// only the statement that inserted it pays the coins, gives its free cases and posts the message.
import { inArray } from 'drizzle-orm';
import { VIP_FREE_BOX_DAYS } from '../../../shared/level-constants.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import { SITE_LANGS } from '../../../shared/locales.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { boxes } from '../../db/schema/index.ts';
import { postMessage } from '../inbox/post.ts';
import { grantReward } from '../rewards/grant.ts';
import { postUserExternal } from '../wallet/user-external.ts';

/** The ledger and inbox key of one player's level reward: one per (player, level) ever. */
export const vipRewardRef = (userId: bigint, level: number): string => `vip:${userId}:${level}`;

/** The free cases' names, each language's (the inbox renders the message in the reader's language). */
async function boxNames(tx: Tx, ids: number[]): Promise<Map<number, Localized>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: boxes.id, name: boxes.name }).from(boxes).where(inArray(boxes.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name as Localized]));
}

/**
 * The level-up message: the level, and what it gave (coins, free cases, both or nothing). The case's
 * name is kept in each language (`box@<lang>`, inbox/service.ts paramsFor): the inbox renders the
 * message in the reader's language when read.
 */
function messageOf(level: number, coins: bigint, box: { count: number; name: Localized | undefined } | null) {
  const params: Record<string, string | number> = { level };
  if (coins > 0n) params.coins = displayYuan(coins);
  if (box) {
    params.count = box.count;
    for (const lang of SITE_LANGS) params[`box@${lang}`] = box.name ? localized(box.name, lang) : '';
  }
  const body = box ? (coins > 0n ? 'inbox.vip.bodyRewardBox' : 'inbox.vip.bodyBox') : coins > 0n ? 'inbox.vip.bodyReward' : 'inbox.vip.body';
  return { body, params } as const;
}

/** The id of today's member-level table (the newest version, levels/tables.ts). */
const VIP_TABLE = "(SELECT id FROM level_tables WHERE kind = 'vip' ORDER BY id DESC LIMIT 1)";

/**
 * The SET of the player's users row for a deposit of `fen` (an SQL expression): the growth, and the
 * level raised to the highest of today's table the new growth reaches. Only ever raised: a table
 * that later asks more never takes a level away.
 */
export const growthSet = (fen: string) => `growth = users.growth + ${fen},
  vip_level = GREATEST(users.vip_level, COALESCE((SELECT max(l.level) FROM vip_levels l
    WHERE l.table_id = ${VIP_TABLE} AND l.min_growth <= users.growth + ${fen}), 0))`;

/**
 * An INSERT of the reward rows of every level of today's table that `growth` (an SQL expression over
 * `from`) reaches, for the deposit `orderId` at `now`. Levels received before (under this table or an
 * older one) conflict and pay nothing; those reached but never received (a table that changed, or
 * growth that migration 0018 back-filled without paying) are inserted now. Returns what each pays.
 */
export const reachedLevelsInsert = (p: { userId: string; growth: string; from: string; orderId: string; now: string }) => `
  INSERT INTO vip_rewards (user_id, level, table_id, coins, free_box_id, free_box_count, order_id, created_at)
  SELECT ${p.userId}, l.level, l.table_id, l.reward_coins, l.free_box_id, l.free_box_count, ${p.orderId}, ${p.now}
  FROM ${p.from}, vip_levels l WHERE l.table_id = ${VIP_TABLE} AND l.min_growth <= ${p.growth}
  ON CONFLICT DO NOTHING
  RETURNING level, coins::text AS coins, free_box_id, free_box_count`;

/** A reward row reachedLevelsInsert inserted, as the statement returns it (json). */
export interface ReachedLevel {
  level: number;
  coins: string;
  free_box_id: number | null;
  free_box_count: number;
}

/** Pays the levels the deposit's statement newly inserted, in ascending order: coins, free cases, a message each. */
export async function payLevelRewards(tx: Tx, userId: bigint, reached: ReachedLevel[], now: Date): Promise<void> {
  const rows = [...reached].sort((a, b) => a.level - b.level);
  const names = await boxNames(tx, rows.map((r) => r.free_box_id).filter((id): id is number => id !== null));
  for (const r of rows) {
    const ref = vipRewardRef(userId, r.level);
    const coins = BigInt(r.coins);
    if (coins > 0n) await postUserExternal(tx, { userId, account: 'coins', external: 'house:vip', amount: coins, kind: 'vipReward', ref });
    const box = r.free_box_id !== null && r.free_box_count > 0 ? { id: r.free_box_id, count: r.free_box_count } : null;
    if (box) {
      await grantReward(tx, { userId, reward: { kind: 'freeBox', boxId: box.id, count: box.count, days: VIP_FREE_BOX_DAYS }, source: 'vip', ref, now });
    }
    await postMessage(tx, { userId, kind: 'vip', title: 'inbox.vip.title', ...messageOf(r.level, coins, box && { count: box.count, name: names.get(box.id) }), ref, now });
  }
}
