// The account behind a SteamID: found, or made on the first sign-in with the inviter and channel
// the sign-in started with. A promotion code that names nobody binds nobody: it never blocks a sign-in.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createUser, resolveInviter } from '../users/create.ts';

export interface SteamAccountInput {
  steamId: string;
  promoteCode: string | null;
  channelCode: string | null;
  defaultInvitationCode: string;
}

/** The user's id, or null when the account was cancelled by its owner (sign-in refused). */
export async function steamAccount(db: Db, input: SteamAccountInput): Promise<bigint | null> {
  const existing = await findBySteamId(db, input.steamId);
  if (existing) return existing.status === 0 ? existing.id : null;

  let inviterId: bigint | null = null;
  if (input.promoteCode) {
    inviterId = await resolveInviter(db, input.promoteCode, input.defaultInvitationCode).catch(() => null);
  }
  const created = await db.transaction((tx) => createUser(tx, {
    steamId: input.steamId,
    nickname: `Steam用户${input.steamId.slice(-4)}`,
    inviterId,
    channelCode: input.channelCode,
  }));
  if (created !== null) return created;
  // Another sign-in of the same Steam account made it a moment ago.
  const raced = await findBySteamId(db, input.steamId);
  return raced && raced.status === 0 ? raced.id : null;
}

async function findBySteamId(db: Db, steamId: string) {
  const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.steamId, steamId));
  return row;
}
