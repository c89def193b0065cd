// The plain account fields a player edits on /personal: nickname, trade link, a preset avatar.
// Inputs arrive already checked by the shared schemas (contracts/profile.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatarImages, users } from '../../db/schema/index.ts';
import { flagReferrals } from '../promo/book.ts';

export async function setNickname(db: Db, userId: bigint, nickname: string): Promise<void> {
  await db.update(users).set({ nickname }).where(eq(users.id, userId));
}

/** A trade link naming the Steam account of one's partner (or promoted player) flags the referral (promo/book.ts). */
export async function setTradeUrl(db: Db, userId: bigint, tradeUrl: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tradeUrl }).where(eq(users.id, userId));
    await flagReferrals(tx, userId, now);
  });
}

/** A preset is a static file; the user's uploads are no longer shown anywhere, so they go. */
export async function setPresetAvatar(db: Db, userId: bigint, avatar: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    await tx.delete(avatarImages).where(eq(avatarImages.userId, userId));
  });
}
