// Small helpers the security services share: the user's contact fields, and telling a unique
// constraint's refusal (two accounts racing for one phone or address) from other failures.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export interface Contact {
  id: bigint;
  phone: string | null;
  email: string | null;
  securityWay: 'none' | 'sms';
}

export async function loadContact(db: Db | Tx, userId: bigint): Promise<Contact> {
  const [u] = await db.select({ id: users.id, phone: users.phone, email: users.email, securityWay: users.securityWay })
    .from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('NOT_SIGNED_IN');
  return { ...u, securityWay: u.securityWay === 'sms' ? 'sms' : 'none' };
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
