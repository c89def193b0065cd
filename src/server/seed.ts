// Demo data for a fresh install: one account a newcomer can sign in with. Idempotent.
import { eq } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { users } from './db/schema.ts';
import { signUp } from './modules/auth/service.ts';

export const DEMO_ACCOUNT = { phone: '13800138000', password: 'demo123456' } as const;

export async function seed(db: Db, config: Config): Promise<{ demo: typeof DEMO_ACCOUNT | null }> {
  if (!config.seedDemo) return { demo: null };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNT.phone));
  if (!existing) {
    await signUp({ db, defaultInvitationCode: config.defaultInvitationCode }, { ...DEMO_ACCOUNT, invitationCode: config.defaultInvitationCode });
  }
  return { demo: DEMO_ACCOUNT };
}
