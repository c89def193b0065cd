// Uploaded avatars live in the database (avatar_images), so every server process and both database
// kinds serve them without a shared disk. Names are random: the address reveals nothing and is
// never reused, so it can be cached for a year.
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatarImages, users } from '../../db/schema/index.ts';

export const AVATAR_PATH = '/avatars/';
const NAME = /^[0-9a-f]{32}\.webp$/;

export function isAvatarName(name: string): boolean {
  return NAME.test(name);
}

/**
 * Stores the WebP and points the user at it. The user's earlier uploads are deleted in the same
 * transaction: the live drop feed reads users.avatar at query time, so nothing else refers to an
 * old address, and keeping them would let one account fill the table by uploading in a loop.
 */
export async function saveAvatar(db: Db, userId: bigint, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const avatar = `${AVATAR_PATH}${name}`;
  await db.transaction(async (tx) => {
    await tx.insert(avatarImages).values({ name, userId, data: webp.toString('base64') });
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    await tx.delete(avatarImages).where(and(eq(avatarImages.userId, userId), ne(avatarImages.name, name)));
  });
  return avatar;
}

/** The WebP bytes of an uploaded avatar, or null for an unknown (or deleted) name. */
export async function loadAvatar(db: Db, name: string): Promise<Buffer | null> {
  if (!isAvatarName(name)) return null;
  const [row] = await db.select({ data: avatarImages.data }).from(avatarImages).where(eq(avatarImages.name, name));
  return row ? Buffer.from(row.data, 'base64') : null;
}
