// The promotion channels: the codes a sign-up's channelCode may name, kept in the
// console. Creating and editing are audited; a channel is never deleted (accounts name it), only
// disabled (GET api/common/promotionChannelList lists the enabled ones).
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { ConsoleChannel } from '../../../shared/console/promotion.ts';
import type { Db } from '../../db/client.ts';
import { promotionChannels, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';

type ChannelRow = typeof promotionChannels.$inferSelect;

const view = (c: ChannelRow, players: number): ConsoleChannel => ({
  code: c.code, name: c.name, enabled: c.enabled, players, createdAt: c.createdAt.toISOString(),
});

/**
 * Every channel with the players who signed up naming it. users.channel_code has no index, so the
 * count reads the users table once per call (a scan: fine for a staff page, not for a hot path).
 */
export async function listChannels(db: Db): Promise<ConsoleChannel[]> {
  const rows = await db.select().from(promotionChannels).orderBy(desc(promotionChannels.createdAt), promotionChannels.code);
  if (rows.length === 0) return [];
  const counts = await db.select({ code: users.channelCode, n: count() }).from(users)
    .where(inArray(users.channelCode, rows.map((r) => r.code))).groupBy(users.channelCode);
  const by = new Map(counts.map((c) => [c.code, Number(c.n)]));
  return rows.map((r) => view(r, by.get(r.code) ?? 0));
}

export async function createChannel(db: Db, who: StaffActor, b: { code: string; name: string }, now: Date): Promise<ConsoleChannel> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotionChannels).values({ code: b.code, name: b.name, createdAt: now })
      .onConflictDoNothing().returning();
    if (!row) throw new AppError('PROMO_CHANNEL_EXISTS');
    await writeAudit(tx, who, { action: 'promotion.channelCreate', target: `channel:${row.code}`, after: { code: row.code, name: row.name, enabled: row.enabled } }, now);
    return view(row, 0);
  });
}

export async function updateChannel(db: Db, who: StaffActor, b: { code: string; name: string; enabled: boolean }, now: Date): Promise<ConsoleChannel> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotionChannels).where(eq(promotionChannels.code, b.code)).for('update');
    if (!before) throw new AppError('PROMO_CHANNEL_NOT_FOUND');
    const [row] = await tx.update(promotionChannels).set({ name: b.name, enabled: b.enabled }).where(eq(promotionChannels.code, b.code)).returning();
    await writeAudit(tx, who, {
      action: 'promotion.channelUpdate', target: `channel:${row.code}`,
      before: { name: before.name, enabled: before.enabled }, after: { name: row.name, enabled: row.enabled },
    }, now);
    return row;
  });
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.channelCode, saved.code));
  return view(saved, Number(n));
}
