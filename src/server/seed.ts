// Everything a database needs before the server answers: the schema, the catalogue and cases,
// and (outside production) a demo account a newcomer can sign in with. Idempotent.
import { eq } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { signUp } from './modules/auth/service.ts';
import { seedCatalogue } from './modules/boxes/seed-catalogue.ts';

export const DEMO_ACCOUNT = { phone: '13800138000', password: 'demo123456' } as const;

async function seedDemo(db: Db, config: Config): Promise<typeof DEMO_ACCOUNT | null> {
  if (!config.seedDemo) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNT.phone));
  if (!existing) {
    await signUp({ db, defaultInvitationCode: config.defaultInvitationCode }, { ...DEMO_ACCOUNT, invitationCode: config.defaultInvitationCode });
  }
  return DEMO_ACCOUNT;
}

export async function prepareDatabase(database: Database, config: Config, opts: { demo?: boolean } = {}): Promise<{ demo: typeof DEMO_ACCOUNT | null }> {
  await database.migrate();
  await seedCatalogue(database.db, { houseEdgePercent: config.boxes.houseEdgePercent });
  return { demo: opts.demo === false ? null : await seedDemo(database.db, config) };
}
