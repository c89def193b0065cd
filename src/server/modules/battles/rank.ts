// The battle ranking (GET battle/rank, event 33): players by the value of the battle items they
// won in rooms that ended today (China time), this week (from Monday) and ever. Bots never rank:
// their winnings have no backpack item.
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { BATTLE_STATE, type BattleRank, type BattleRankEntry } from '../../../shared/contracts/battle.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { backpackItems, battleResults, battleRooms, users } from '../../db/schema/index.ts';
import { startOfChinaDay, startOfChinaWeek } from '../rankings/periods.ts';

async function top(db: Db | Tx, since: Date | null, limit: number): Promise<BattleRankEntry[]> {
  const amount = sql<string>`sum(${battleResults.value})`;
  const rows = await db.select({ nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel, amount })
    .from(battleResults)
    .innerJoin(battleRooms, eq(battleRooms.id, battleResults.roomId))
    .innerJoin(backpackItems, eq(backpackItems.id, battleResults.itemId))
    .innerJoin(users, eq(users.id, backpackItems.userId))
    .where(and(isNotNull(battleResults.itemId), eq(battleRooms.state, BATTLE_STATE.ended), since ? gte(battleRooms.endedAt, since) : undefined))
    .groupBy(users.id, users.nickname, users.avatar, users.vipLevel)
    .orderBy(desc(amount), users.id)
    .limit(limit);
  return rows.map((r, i) => ({ rank: i + 1, nickname: r.nickname, avatar: r.avatar, vipLevel: r.vipLevel, amount: formatFen(BigInt(r.amount)) }));
}

export async function battleRank(db: Db | Tx, now: Date, limit = 10): Promise<BattleRank> {
  return {
    today: await top(db, startOfChinaDay(now), limit),
    week: await top(db, startOfChinaWeek(now), limit),
    all: await top(db, null, limit),
  };
}
