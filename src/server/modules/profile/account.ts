// The plain account fields a player edits on /personal: nickname, trade link, a preset avatar,
// the anti-phishing phrase.
// Inputs arrive already checked by the shared schemas (contracts/profile.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatarImages, users } from '../../db/schema/index.ts';
import { postMessage } from '../inbox/post.ts';
import { flagReferrals } from '../promo/book.ts';
import { chinaDateTime, TRADE_LINK_HOLD_MS } from '../withdrawals/trade-hold.ts';

export async function setNickname(db: Db, userId: bigint, nickname: string): Promise<void> {
  await db.update(users).set({ nickname }).where(eq(users.id, userId));
}

/**
 * A trade link naming the Steam account of one's partner (or promoted player) flags the referral (promo/book.ts).
 * Changing one link for another starts the take-back hold and tells the player (docs/decisions/0104);
 * the first link of an account starts none. The player's row is locked as a take-back request
 * locks it (withdrawals/request.ts), so the two serialise: a request waiting on this one reads
 * the new link with its hold.
 */
export async function setTradeUrl(db: Db, userId: bigint, tradeUrl: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [was] = await tx.select({ tradeUrl: users.tradeUrl }).from(users).where(eq(users.id, userId)).for('no key update');
    const changed = !!was?.tradeUrl && was.tradeUrl !== tradeUrl;
    await tx.update(users).set(changed ? { tradeUrl, tradeUrlChangedAt: now } : { tradeUrl }).where(eq(users.id, userId));
    if (changed) {
      await postMessage(tx, {
        userId, kind: 'security', title: 'inbox.security.tradeUrl.title', body: 'inbox.security.tradeUrl.body',
        params: { until: chinaDateTime(new Date(now.getTime() + TRADE_LINK_HOLD_MS)) },
        ref: `tradeUrl:${userId}:${now.getTime()}`, now,
      });
    }
    await flagReferrals(tx, userId, now);
  });
}

/** The anti-phishing phrase every mail and inbox message to the player shows ('' removes it). */
export async function setAntiPhishingPhrase(db: Db, userId: bigint, phrase: string): Promise<void> {
  await db.update(users).set({ antiPhishingPhrase: phrase }).where(eq(users.id, userId));
}

/** The player's phrase ('' none). */
export async function antiPhishingPhraseOf(db: Db, userId: bigint): Promise<string> {
  const [u] = await db.select({ phrase: users.antiPhishingPhrase }).from(users).where(eq(users.id, userId));
  return u?.phrase ?? '';
}

/** A preset is a static file; the user's uploads are no longer shown anywhere, so they go. */
export async function setPresetAvatar(db: Db, userId: bigint, avatar: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    await tx.delete(avatarImages).where(eq(avatarImages.userId, userId));
  });
}
