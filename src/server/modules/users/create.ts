// Making an account, shared by every way in: sign-up by phone and the first Steam sign-in.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordReferral } from '../promo/book.ts';
import { openUserAccounts } from '../wallet/ledger.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character promotion code without look-alike characters (0/O, 1/I). */
export function newInvitationCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** The inviter a code names: null for the site's default code, AppError for an unknown one. */
export async function resolveInviter(db: Db | Tx, code: string, defaultInvitationCode: string): Promise<bigint | null> {
  if (code.toUpperCase() === defaultInvitationCode.toUpperCase()) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, code.toUpperCase()));
  if (!row) throw new AppError('INVITATION_CODE_UNKNOWN');
  return row.id;
}

export interface NewUser {
  phone?: string;
  passwordHash?: string;
  steamId?: string;
  nickname: string;
  inviterId: bigint | null;
  channelCode?: string | null;
}

/**
 * Inserts the user and opens their four balance accounts (and books the referral when someone
 * invited them), in the caller's transaction.
 * Returns null when the phone or Steam account already has a user (the caller decides what that means).
 */
export async function createUser(tx: Tx, input: NewUser): Promise<bigint | null> {
  const [row] = await tx.insert(users).values({
    phone: input.phone ?? null,
    passwordHash: input.passwordHash ?? null,
    steamId: input.steamId ?? null,
    nickname: input.nickname,
    invitationCode: newInvitationCode(),
    inviterId: input.inviterId,
    channelCode: input.channelCode ?? null,
  }).onConflictDoNothing().returning({ id: users.id });
  if (!row) return null;
  await openUserAccounts(tx, row.id);
  // The referral book moves with the binding (promo/book.ts).
  if (input.inviterId !== null) await recordReferral(tx, row.id, input.inviterId, new Date());
  return row.id;
}
