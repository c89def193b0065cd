// Everything a database needs before the server answers: the schema, the catalogue and cases,
// and (outside production) a demo account a newcomer can sign in with. Idempotent.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { redactUrl, type Config } from './config/index.ts';
import type { Database, Db } from './db/client.ts';
import { certifications, users } from './db/schema/index.ts';
import { signUp } from './modules/auth/service.ts';
import { seedCatalogue } from './modules/boxes/seed-catalogue.ts';
import { grantDemoCoins } from './modules/points/grants.ts';

export const DEMO_ACCOUNT = { phone: '13800138000', password: 'demo123456' } as const;

/**
 * A deposit needs a verified real name, so the demo account comes verified: a
 * newcomer can top up at once. Its certification is an obvious placeholder, masked as the provider's
 * are, with no identity hash (it is nobody's). Idempotent: a fixed id, and the stamp only if unset.
 */
async function verifyDemo(db: Db, userId: bigint): Promise<void> {
  const now = new Date();
  await db.insert(certifications).values({
    id: `demo-${userId}`, userId, provider: 'demo', realName: '演*示', idNumberMasked: '110***********0000',
    state: 1, createdAt: now, completedAt: now,
  }).onConflictDoNothing();
  await db.update(users).set({ realNameVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.realNameVerifiedAt)));
}

async function seedDemo(db: Db, config: Config): Promise<typeof DEMO_ACCOUNT | null> {
  if (!config.seedDemo) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNT.phone));
  if (!existing) {
    await signUp({ db, defaultInvitationCode: config.defaultInvitationCode }, { ...DEMO_ACCOUNT, invitationCode: config.defaultInvitationCode });
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNT.phone));
  await grantDemoCoins(db, demo.id);
  await verifyDemo(db, demo.id);
  return DEMO_ACCOUNT;
}

export class DatabaseUnreachableError extends Error {}

/** Any number for pg_advisory_xact_lock, the same in every process: "the schema and seed". */
const PREPARE_LOCK = 7_110_001;

/**
 * Several processes may start together on one PostgreSQL (npm run cluster): the first to take the
 * advisory lock migrates and seeds, the others wait for it and then find nothing left to do. The
 * lock is held by a transaction on its own connection while the work runs on others; it is
 * released when that transaction ends, or by PostgreSQL if the process dies holding it.
 */
async function oneAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work(); // PGlite has one process by construction
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    return work();
  });
}

/**
 * `progress` hears each step as it starts and ends ("migrations: done in 3.2 s"): a first start
 * takes tens of seconds, and `npm start` says what it is doing meanwhile.
 */
export async function prepareDatabase(database: Database, config: Config, opts: { demo?: boolean; progress?: (line: string) => void } = {}): Promise<{ demo: typeof DEMO_ACCOUNT | null }> {
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    opts.progress?.(`${name}…`);
    const out = await run();
    opts.progress?.(`${name}: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return out;
  };
  try {
    await database.db.execute(sql`select 1`);
  } catch (err) {
    const where = config.databaseUrl ? `DATABASE_URL ${redactUrl(config.databaseUrl)}` : `the database in ${config.dataDir}`;
    // drizzle wraps the driver's error ("Failed query: …"); the cause says what went wrong.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    throw new DatabaseUnreachableError(`${where} is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  return oneAtATime(database, async () => {
    await step('Database: applying migrations', () => database.migrate());
    await step('Catalogue: cases, skins and odds', () => seedCatalogue(database.db, { houseEdgePercent: config.boxes.houseEdgePercent }));
    return { demo: opts.demo === false ? null : await step('Demo account', () => seedDemo(database.db, config)) };
  });
}
