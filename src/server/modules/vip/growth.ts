// Member-level growth (issue 17), run inside the deposit's own transaction (payments/service.ts
// creditDeposit), so growth, level, rewards and their messages commit with the deposit or not at all.
//
// Exactly once, however deposits race: the growth UPDATE takes the player's row lock, so two
// deposits of one player settle one after the other, and the second sees the first's growth; the
// vip_rewards primary key (user, level) is the second guard: a level's row is inserted once, and
// only the statement that inserted it pays the coins and posts the message.
import { and, eq, lt, sql } from 'drizzle-orm';
import { displayYuan } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { users, vipRewards } from '../../db/schema/index.ts';
import { postMessage } from '../inbox/post.ts';
import { currentVipTable } from '../levels/tables.ts';
import { postUserExternal } from '../wallet/user-external.ts';

export interface GrowthResult {
  growth: bigint;
  level: number;
  /** The levels this deposit received (ascending), with what each paid. */
  received: { level: number; coins: bigint }[];
}

/** The ledger and inbox key of one player's level reward: one per (player, level) ever. */
export const vipRewardRef = (userId: bigint, level: number): string => `vip:${userId}:${level}`;

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
    .values(reached.map((l) => ({ userId, level: l.level, tableId: table.tableId, coins: l.rewardCoinsFen, orderId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ level: vipRewards.level, coins: vipRewards.coins });
  inserted.sort((a, b) => a.level - b.level);
  for (const r of inserted) {
    const ref = vipRewardRef(userId, r.level);
    if (r.coins > 0n) await postUserExternal(tx, { userId, account: 'coins', external: 'house:vip', amount: r.coins, kind: 'vipReward', ref });
    await postMessage(tx, {
      userId,
      kind: 'vip',
      title: 'inbox.vip.title',
      body: r.coins > 0n ? 'inbox.vip.bodyReward' : 'inbox.vip.body',
      params: r.coins > 0n ? { level: r.level, coins: displayYuan(r.coins) } : { level: r.level },
      ref,
      now,
    });
  }
  const top = reached[reached.length - 1].level;
  // Only ever raised: a table that later asks more never takes a level away.
  const raised = await tx.update(users).set({ vipLevel: top })
    .where(and(eq(users.id, userId), lt(users.vipLevel, top))).returning({ vipLevel: users.vipLevel });
  return { growth: u.growth, level: raised[0]?.vipLevel ?? u.vipLevel, received: inserted };
}
