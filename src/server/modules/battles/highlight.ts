// GET battle/highlight: the notable results of late, told as they were. A highlight is a winning
// seat held by a player in a players' room that ended in the last BATTLE_HIGHLIGHT_DAYS days, with
// the value of what that seat took, biggest first. Official rooms (bots only) and seats a bot won
// are left out, as the ranking leaves them out (rank.ts): what a bot wins goes back to the house.
// Only ended rooms are read, so nothing here shows a round before its reveal.
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { BATTLE_HIGHLIGHT_DAYS, BATTLE_STATE, type BattleHighlight } from '../../../shared/contracts/battle.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { battleResults, battleRooms } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { loadBundles, toSummary } from './views.ts';

const DAY_MS = 24 * 3600_000;

export async function battleHighlights(db: Db, catalogue: Catalogue, size: number, lang: Lang, now: Date): Promise<BattleHighlight[]> {
  const since = new Date(now.getTime() - BATTLE_HIGHLIGHT_DAYS * DAY_MS);
  const won = sql<string>`sum(${battleResults.value})`;
  // The rooms come from battle_rooms_ended_idx (ended_at, where state = 2); their results by key.
  const rows = await db.select({ roomId: battleResults.roomId, pos: battleResults.awardedPos, won })
    .from(battleResults)
    .innerJoin(battleRooms, eq(battleRooms.id, battleResults.roomId))
    .where(and(eq(battleRooms.state, BATTLE_STATE.ended), eq(battleRooms.official, false), gte(battleRooms.endedAt, since), isNotNull(battleResults.itemId)))
    .groupBy(battleResults.roomId, battleResults.awardedPos)
    .orderBy(desc(won), desc(battleResults.roomId), asc(battleResults.awardedPos))
    .limit(size);
  if (rows.length === 0) return [];
  const rooms = await db.select().from(battleRooms).where(inArray(battleRooms.id, [...new Set(rows.map((r) => r.roomId))]));
  const summaries = new Map((await loadBundles(db, rooms, true)).map((b) => [b.room.id, toSummary(b, catalogue, lang, now)]));
  return rows.flatMap((r) => {
    const room = summaries.get(r.roomId);
    const seat = room?.seatList.find((s) => s.pos === r.pos);
    return room && seat ? [{ room, seat, won: formatFen(BigInt(r.won)) }] : [];
  });
}
