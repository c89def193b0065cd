// Member-level growth (issue 17), run inside the deposit's own transaction (payments/service.ts
// creditDeposit), so growth, level, rewards and their messages commit with the deposit or not at all.
//
// Exactly once, however deposits race: the growth UPDATE takes the player's row lock, so two
// deposits of one player settle one after the other, and the second sees the first's growth; the
// vip_rewards primary key (user, level) is the second guard: a level's row is inserted once, and
// only the statement that inserted it pays the coins, gives its free cases and posts the message.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { VIP_FREE_BOX_DAYS } from '../../../shared/level-constants.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import { SITE_LANGS } from '../../../shared/locales.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { boxes, users, vipRewards } from '../../db/schema/index.ts';
import { postMessage } from '../inbox/post.ts';
import { currentVipTable } from '../levels/tables.ts';
import { grantReward } from '../rewards/grant.ts';
import { postUserExternal } from '../wallet/user-external.ts';

export interface GrowthResult {
  growth: bigint;
  level: number;
  /** The levels this deposit received (ascending), with what each paid. */
  received: { level: number; coins: bigint; freeBoxId: number | null; freeBoxCount: number }[];
}

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

export async function addGrowth(tx: Tx, userId: bigint, orderId: string, fen: bigint, now: Date): Promise<GrowthResult> {
  const [u] = await tx.update(users).set({ growth: sql`${users.growth} + ${fen}` })
    .where(eq(users.id, userId)).returning({ growth: users.growth, vipLevel: users.vipLevel });
  if (!u) throw new Error(`growth: no user ${userId}`);
  const table = await currentVipTable(tx);
  // Every level of today's table the growth reaches. Levels received before (under this table or
  // an older one) conflict and pay nothing; those reached but never received (a table that changed,
  // or growth that migration 0018 back-filled without paying) are paid now.
  const reached = table.levels.filter((l) => l.minGrowthFen <= u.growth);
  if (reached.length === 0) return { growth: u.growth, level: u.vipLevel, received: [] };
  const inserted = await tx.insert(vipRewards)
    .values(reached.map((l) => ({
      userId, level: l.level, tableId: table.tableId, coins: l.rewardCoinsFen, freeBoxId: l.freeBoxId, freeBoxCount: l.freeBoxCount, orderId, createdAt: now,
    })))
    .onConflictDoNothing()
    .returning({ level: vipRewards.level, coins: vipRewards.coins, freeBoxId: vipRewards.freeBoxId, freeBoxCount: vipRewards.freeBoxCount });
  inserted.sort((a, b) => a.level - b.level);
  const names = await boxNames(tx, inserted.map((r) => r.freeBoxId).filter((id): id is number => id !== null));
  for (const r of inserted) {
    const ref = vipRewardRef(userId, r.level);
    if (r.coins > 0n) await postUserExternal(tx, { userId, account: 'coins', external: 'house:vip', amount: r.coins, kind: 'vipReward', ref });
    const box = r.freeBoxId !== null && r.freeBoxCount > 0 ? { id: r.freeBoxId, count: r.freeBoxCount } : null;
    if (box) {
      await grantReward(tx, { userId, reward: { kind: 'freeBox', boxId: box.id, count: box.count, days: VIP_FREE_BOX_DAYS }, source: 'vip', ref, now });
    }
    await postMessage(tx, { userId, kind: 'vip', title: 'inbox.vip.title', ...messageOf(r.level, r.coins, box && { count: box.count, name: names.get(box.id) }), ref, now });
  }
  const top = reached[reached.length - 1].level;
  // Only ever raised: a table that later asks more never takes a level away.
  const raised = await tx.update(users).set({ vipLevel: top })
    .where(and(eq(users.id, userId), lt(users.vipLevel, top))).returning({ vipLevel: users.vipLevel });
  return { growth: u.growth, level: raised[0]?.vipLevel ?? u.vipLevel, received: inserted };
}
