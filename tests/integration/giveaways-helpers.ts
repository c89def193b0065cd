// Giveaway test helpers: players made straight in the database (a race needs hundreds; sign-up's
// argon2 would take minutes), official rooms made through the service as the console does, and
// the clock walked past a room's close and its beacon round.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GiveawayRoomFields } from '../../src/shared/contracts/giveaway.ts';
import { backpackItems, giveaways, users } from '../../src/server/db/schema/index.ts';
import { createSession } from '../../src/server/modules/auth/sessions.ts';
import { createGiveaway, type GiveawayMaker } from '../../src/server/modules/giveaways/create.ts';
import { createUser } from '../../src/server/modules/users/create.ts';
import { ITEM_STATE, MODULE } from '../../src/shared/constants.ts';
import { get, newPhone, post } from './api.ts';
import type { TestContext } from './context.ts';

export interface Entrant { id: bigint; token: string }

export async function quickPlayer(ctx: TestContext, opts: { streamer?: boolean; verified?: boolean } = {}): Promise<Entrant> {
  const phone = newPhone();
  const id = await ctx.deps.db.transaction(async (tx) => (await createUser(tx, { phone, nickname: `玩家${phone.slice(-4)}`, inviterId: null }))!);
  if (opts.streamer || opts.verified) {
    await ctx.deps.db.update(users).set({ streamer: opts.streamer ?? false, realNameVerifiedAt: opts.verified ? ctx.deps.clock() : null }).where(eq(users.id, id));
  }
  const token = await createSession(ctx.deps.db, id, { now: ctx.deps.clock(), ip: '127.0.0.1', userAgent: 'test' });
  return { id, token };
}

export function roomFields(over: Partial<GiveawayRoomFields> = {}): GiveawayRoomFields {
  return {
    title: 'Test room', description: '', drawMode: 'full', drawAt: null, maxEntrants: 3,
    minDeposit: 0, depositDays: 30, joinCode: undefined, requireVerified: false, prizes: [], ...over,
  };
}

/** The cheapest catalogue skins' ids, as an official pool. */
export function cheapSkins(ctx: TestContext, n: number): string[] {
  return [...ctx.deps.catalogue.ornaments.values()].filter((o) => o.price > 0n)
    .sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id)).slice(0, n).map((o) => String(o.id));
}

export async function officialRoom(ctx: TestContext, over: Partial<GiveawayRoomFields> = {}, maker: GiveawayMaker = { kind: 'official', staffId: null }): Promise<string> {
  const fields = roomFields({ prizes: cheapSkins(ctx, 2), ...over });
  const made = await ctx.deps.db.transaction((tx) => createGiveaway(tx, ctx.deps.giveaways, maker, fields, ctx.deps.clock()));
  return String(made.id);
}

/** A backpack item given to `who` directly (a streamer's pool needs skins). */
export async function giveItem(ctx: TestContext, who: Entrant, ornamentId?: number): Promise<string> {
  const orn = ornamentId ?? Number(cheapSkins(ctx, 1)[0]);
  const [row] = await ctx.deps.db.insert(backpackItems).values({
    userId: who.id, ornamentId: orn, moduleId: MODULE.case, state: ITEM_STATE.inBag, price: ctx.deps.catalogue.ornaments.get(orn)!.price,
  }).returning({ id: backpackItems.id });
  return String(row.id);
}

export function join(ctx: TestContext, who: Entrant, id: string, extra: Record<string, string> = {}) {
  return post(ctx, '/api/roll/join', { id, ...extra }, { token: who.token });
}

/** The answer as the tests read it, untyped: GiveawayDetail would have every test narrow its nullable fields. */
export async function detail(ctx: TestContext, id: string, who?: Entrant) {
  const res = await get(ctx, `/api/roll/detail?id=${id}`, who ? { token: who.token } : {});
  if (res.statusCode !== 200) throw new Error(`detail ${id}: ${res.body}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- see above
  return res.json().data;
}

/** GET api/roll/entrants: the published list (null before entry closes). */
export async function entrants(ctx: TestContext, id: string, who?: Entrant): Promise<[number, string][] | null> {
  const res = await get(ctx, `/api/roll/entrants?id=${id}`, who ? { token: who.token } : {});
  if (res.statusCode !== 200) throw new Error(`entrants ${id}: ${res.body}`);
  return res.json<{ data: { entrants: [number, string][] | null } }>().data.entrants;
}

export async function roomRow(ctx: TestContext, id: string) {
  const [row] = await ctx.deps.db.select().from(giveaways).where(eq(giveaways.id, BigInt(id)));
  return row;
}

/** Runs what is due now, then moves the clock `ms` on and runs again (close, then the beacon round's draw). */
export async function runThrough(ctx: TestContext, ms = 10_000): Promise<void> {
  await ctx.deps.jobs.runDue();
  ctx.setNow(new Date(ctx.deps.clock().getTime() + ms));
  await ctx.deps.jobs.runDue();
}

export const idemKey = () => randomUUID();
