// Giveaways through the API: a room from creation to its draw, the draw re-computed
// from what the room page publishes, the winners' backpacks, inbox and the house's cost; the join
// conditions at their edges; a streamer's pooled skins; and every bad input refused with nothing
// changed.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, ITEM_STATE, MODULE } from '../../../../shared/constants.ts';
import { DEMO_GIVEAWAY_ENTRANTS, GIVEAWAY_STATE } from '../../../../shared/contracts/giveaway.ts';
import { beaconRandomnessMatches, drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed, publicHash } from '../../../../shared/fairness/index.ts';
import { backpackItems, giveawayEntries, giveaways, messages, users } from '../../../db/schema/index.ts';
import { ensureDemoRoom } from '../demo.ts';
import { queryRows } from '../../../db/client.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { fund, get, post, sell, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { cheapSkins, detail, entrants, giveItem, idemKey, join, officialRoom, quickPlayer, roomFields, roomRow, runThrough } from '../../../../../tests/integration/giveaways-helpers.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
const T0 = new Date('2026-11-24T04:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { broadcaster: feed });
  ctx.setNow(T0);
});
afterAll(async () => ctx.close());

describe('a room from creation to its draw', () => {
  it('fills, closes, waits for its beacon round, draws, and anyone can re-compute the draw', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 3, prizes: cheapSkins(ctx, 2) });
    const before = await detail(ctx, id);
    expect(before).toMatchObject({ state: GIVEAWAY_STATE.open, entrantCount: 0, prizeCount: 2, canJoin: false, whyNot: 'auth' });
    expect(before.fairness.serverSeed).toBeNull();
    const players = [await quickPlayer(ctx), await quickPlayer(ctx), await quickPlayer(ctx)];
    for (const [i, p] of players.entries()) {
      const res = await join(ctx, p, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ code: i + 1, entrantCount: i + 1 });
    }
    expect((await detail(ctx, id, players[0])).myEntry.code).toBe(1);
    // Full: the close is due now; it fixes the list and waits for the first beacon round after it.
    await ctx.deps.jobs.runDue();
    const closing = await roomRow(ctx, id);
    expect(closing.state).toBe(GIVEAWAY_STATE.drawing);
    expect(await ctx.deps.beacon.timeOf(closing.beaconRound!)).toSatisfy((t: Date) => t.getTime() > closing.closedAt!.getTime());
    // Not yet published: the draw waits (the job retries), nothing is awarded.
    await ctx.deps.jobs.runDue();
    expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.drawing);
    feed.events.length = 0;
    ctx.setNow(new Date(T0.getTime() + 30_000));
    await ctx.deps.jobs.runDue();

    const room = await detail(ctx, id, players[0]);
    expect(room.state).toBe(GIVEAWAY_STATE.drawn);
    const f = room.fairness;
    // The detail stays short however many joined: the list is its own call.
    expect(f).not.toHaveProperty('entrants');
    const list = (await entrants(ctx, id))!;
    // Everything needed is published, and it re-computes with the shared code alone.
    expect(await publicHash(f.serverSeed, f.salt)).toBe(f.serverSeedHash);
    expect(await giveawayEntrantsHash(list)).toBe(f.entrantsHash);
    expect(list.map((e: [number, string]) => e[1]).sort()).toEqual(players.map((p) => String(p.id)).sort());
    expect(await beaconRandomnessMatches(f.beacon.signature, f.beacon.randomness)).toBe(true);
    expect(await ctx.deps.beacon.verify({ round: f.beacon.round, randomness: f.beacon.randomness, signature: f.beacon.signature })).toBe(true);
    expect(await giveawayPublicSeed(f.serverSeedHash, f.entrantsHash, f.beacon.round, f.beacon.randomness)).toBe(f.publicSeed);
    const draws = await drawGiveaway({ serverSeed: f.serverSeed, publicSeed: f.publicSeed, entrants: list, prizes: room.prizes.length });
    expect(room.prizes.map((p: { winner: { userId: string; code: number; ticket: number; range: number } }) => p.winner))
      .toEqual(draws.map((d) => expect.objectContaining({ userId: d.userId, code: d.code, ticket: d.ticket, range: d.range })));
    // Two different winners, each with the prize in the backpack (moduleId roll) and a message.
    expect(new Set(draws.map((d) => d.userId)).size).toBe(2);
    for (const d of draws) {
      const items = await ctx.deps.db.select().from(backpackItems).where(and(eq(backpackItems.userId, BigInt(d.userId)), eq(backpackItems.moduleId, MODULE.roll)));
      expect(items).toHaveLength(1);
      expect(items[0].ornamentId).toBe(room.prizes[d.prize - 1].ornamentId);
      const inbox = await ctx.deps.db.select().from(messages).where(and(eq(messages.userId, BigInt(d.userId)), eq(messages.kind, 'giveaway')));
      expect(inbox).toHaveLength(1);
    }
    // The house's cost of the prizes, in the ledger, balanced.
    const [cost] = await queryRows<{ total: string; n: string }>(ctx.deps.db, sql`
      SELECT coalesce(sum(p.amount), 0)::text AS total, count(*)::text AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE t.kind = 'giveawayPrizes' AND t.ref = ${`giveaway:${id}`}`);
    expect(cost).toEqual({ total: '0', n: '2' });
    // Every viewer is told, once, with the winners.
    const told = feed.events.filter((e) => e.eventType === EVENT.giveaway && (e.data as { id: string }).id === id);
    expect(told).toHaveLength(1);
    expect((told[0].data as { winners: unknown[] }).winners).toHaveLength(2);
    // Winners list and the record centre's roll record.
    expect((await get(ctx, `/api/roll/winners?id=${id}`)).json().data).toHaveLength(2);
    const records = (await get(ctx, '/api/roll/myEntries', { token: players[0].token })).json().data;
    expect(records.list[0]).toMatchObject({ giveawayId: id, code: 1, range: [1, 3], state: GIVEAWAY_STATE.drawn });
  });

  it('a timed room closes at its time; a banned entrant is left out of the list', async () => {
    ctx.setNow(new Date(T0.getTime() + 3_600_000));
    const at = new Date(ctx.deps.clock().getTime() + 120_000);
    const id = await officialRoom(ctx, { drawMode: 'time', drawAt: at, maxEntrants: 0, prizes: cheapSkins(ctx, 1) });
    const [a, b] = [await quickPlayer(ctx), await quickPlayer(ctx)];
    expect((await join(ctx, a, id)).statusCode).toBe(200);
    expect((await join(ctx, b, id)).statusCode).toBe(200);
    await ctx.deps.jobs.runDue();
    expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.open);
    await ctx.deps.db.update(users).set({ status: 1, banReason: 'test', bannedAt: ctx.deps.clock() }).where(eq(users.id, b.id));
    ctx.setNow(at);
    await runThrough(ctx, 10_000);
    const room = await detail(ctx, id);
    expect(room.state).toBe(GIVEAWAY_STATE.drawn);
    expect(await entrants(ctx, id)).toEqual([[1, String(a.id)]]);
    expect(room.prizes[0].winner.userId).toBe(String(a.id));
    const [excluded] = await ctx.deps.db.select().from(giveawayEntries).where(and(eq(giveawayEntries.userId, b.id)));
    expect(excluded.excluded).toBe(true);
  });
});

describe('join conditions', () => {
  it('a join code: wrong or missing is refused; right is in', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 5, joinCode: 'open-sesame' });
    const p = await quickPlayer(ctx);
    for (const code of [undefined, 'open', 'OPEN-SESAME']) {
      const res = await join(ctx, p, id, code === undefined ? {} : { code });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('口令错误');
    }
    expect((await join(ctx, p, id, { code: 'open-sesame' })).statusCode).toBe(200);
    expect((await roomRow(ctx, id)).joinCodeHash).not.toContain('sesame');
  });

  it('a verified real name', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 5, requireVerified: true });
    const [plain, verified] = [await quickPlayer(ctx), await quickPlayer(ctx, { verified: true })];
    const refused = await post(ctx, '/api/roll/join', { id }, { token: plain.token, lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('To join: verify your real name first');
    expect((await detail(ctx, id, plain)).conditions).toEqual([{ kind: 'verified', params: {}, met: false }]);
    expect((await join(ctx, verified, id)).statusCode).toBe(200);
  });

  it('deposits within the window, at its edges', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 5, minDeposit: 100, depositDays: 7 });
    // The sandbox's payment notice is signed at the real time, so this test runs on it.
    ctx.setNow(new Date());
    const p = await quickPlayer(ctx);
    const start = ctx.deps.clock();
    await fund(ctx, p.token, '100');
    // Exactly 7 days later the deposit still counts; a millisecond more and it does not.
    ctx.setNow(new Date(start.getTime() + 7 * 86_400_000 + 1));
    const late = await join(ctx, p, id);
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toBe('参加条件：近 7 天充值满 100 元（你目前为 0 元）');
    ctx.setNow(new Date(start.getTime() + 7 * 86_400_000 - 1_000));
    expect((await detail(ctx, id, p)).conditions[0]).toMatchObject({ kind: 'deposit', met: true });
    expect((await join(ctx, p, id)).statusCode).toBe(200);
    ctx.setNow(new Date());
    const poor = await quickPlayer(ctx);
    await fund(ctx, poor.token, '99');
    expect((await join(ctx, poor, id)).json().msg).toBe('参加条件：近 7 天充值满 100 元（你目前为 99 元）');
    ctx.setNow(T0);
  });
});

describe('a streamer room', () => {
  it('pools the streamer\'s own skins, which cannot be sold while pooled, and come back exactly once on cancel', async () => {
    const streamer = await quickPlayer(ctx, { streamer: true });
    const items = [await giveItem(ctx, streamer), await giveItem(ctx, streamer)];
    const made = await post(ctx, '/api/roll/create', { title: '主播福利', drawMode: 'full', maxEntrants: 2, prizes: items.join(','), inviteOnly: 'true' }, { token: streamer.token, 'idempotency-key': idemKey() });
    expect(made.statusCode, made.body).toBe(200);
    const { id, inviteToken } = made.json().data;
    expect(inviteToken).toMatch(/^[\w-]{22}$/);
    // The host sees it as theirs (the cancel button) and the flag that shows "create" to streamers.
    expect((await detail(ctx, id, streamer)).mine).toBe(true);
    expect((await userInfo(ctx, streamer.token)).streamer).toBe(true);
    // Invite-only: hidden from the lists and from anyone without the link.
    const other = await quickPlayer(ctx);
    expect((await get(ctx, '/api/roll/list?tab=streamer', { token: other.token })).json().data.list.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await get(ctx, `/api/roll/detail?id=${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await join(ctx, other, id)).statusCode).toBe(404);
    expect((await join(ctx, other, id, { invite: inviteToken })).statusCode).toBe(200);
    // Pooled: not sellable, not stakeable in a dream.
    expect((await sell(ctx, streamer.token, [items[0]])).statusCode).toBe(409);
    const target = [...ctx.deps.catalogue.ornaments.values()].find((o) => o.price > 10_000n)!;
    const staked = await post(ctx, '/api/dream/go', { targetId: target.id, stakeIds: items[1] }, { token: streamer.token, 'idempotency-key': idemKey() });
    expect(staked.statusCode).toBe(409);
    const states = async () => (await ctx.deps.db.select({ state: backpackItems.state }).from(backpackItems).where(sql`${backpackItems.id} IN (${sql.join(items.map((i) => sql`${BigInt(i)}`), sql`, `)})`)).map((r) => r.state);
    expect(await states()).toEqual([ITEM_STATE.pooled, ITEM_STATE.pooled]);
    // Two cancels at once: one wins, the skins come back once.
    const cancels = await Promise.all([1, 2].map(() => post(ctx, '/api/roll/cancel', { id }, { token: streamer.token, 'idempotency-key': idemKey() })));
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await states()).toEqual([ITEM_STATE.inBag, ITEM_STATE.inBag]);
    expect((await sell(ctx, streamer.token, [items[0]])).statusCode).toBe(200);
    expect((await join(ctx, await quickPlayer(ctx), id, { invite: inviteToken })).json().msg).toBe('该房间已截止、已开奖或已取消');
  });

  it('a drawn streamer room hands the pooled skin to the winner; a prize nobody is left to win comes back', async () => {
    const streamer = await quickPlayer(ctx, { streamer: true });
    const items = [await giveItem(ctx, streamer), await giveItem(ctx, streamer)];
    const made = await post(ctx, '/api/roll/create', { title: 'Two prizes', drawMode: 'full', maxEntrants: 1, prizes: items.join(',') }, { token: streamer.token, 'idempotency-key': idemKey() });
    const { id } = made.json().data;
    const p = await quickPlayer(ctx);
    expect((await join(ctx, p, id)).statusCode).toBe(200);
    await runThrough(ctx, 10_000);
    expect((await roomRow(ctx, id)).state).toBe(GIVEAWAY_STATE.drawn);
    const rows = await ctx.deps.db.select().from(backpackItems).where(sql`${backpackItems.id} IN (${BigInt(items[0])}, ${BigInt(items[1])})`).orderBy(backpackItems.id);
    expect(rows.map((r) => r.state)).toEqual([ITEM_STATE.consumed, ITEM_STATE.inBag]);
    const won = await ctx.deps.db.select().from(backpackItems).where(and(eq(backpackItems.userId, p.id), eq(backpackItems.moduleId, MODULE.roll)));
    expect(won.map((w) => w.ornamentId)).toEqual([rows[0].ornamentId]);
  });

  it('only a streamer may open one, only with their own skins in the backpack', async () => {
    const plain = await quickPlayer(ctx);
    const item = await giveItem(ctx, plain);
    const notStreamer = await post(ctx, '/api/roll/create', { title: 'Mine', drawMode: 'full', maxEntrants: 2, prizes: item }, { token: plain.token, 'idempotency-key': idemKey() });
    expect(notStreamer.statusCode).toBe(403);
    const streamer = await quickPlayer(ctx, { streamer: true });
    const notTheirs = await post(ctx, '/api/roll/create', { title: 'Not mine', drawMode: 'full', maxEntrants: 2, prizes: item }, { token: streamer.token, 'idempotency-key': idemKey() });
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json().msg).toBe(`奖品 ${item} 不在你的背包中，或已被处理`);
    const own = await giveItem(ctx, streamer);
    const twice = await post(ctx, '/api/roll/create', { title: 'Twice', drawMode: 'full', maxEntrants: 2, prizes: `${own},${own}` }, { token: streamer.token, 'idempotency-key': idemKey() });
    expect(twice.statusCode).toBe(409);
    const [row] = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.id, BigInt(own)));
    expect(row.state).toBe(ITEM_STATE.inBag);
  });
});

describe('bad input changes nothing', () => {
  it('joining twice, a drawn or cancelled room, an unknown room', async () => {
    const id = await officialRoom(ctx, { maxEntrants: 2, prizes: cheapSkins(ctx, 1) });
    const p = await quickPlayer(ctx);
    expect((await join(ctx, p, id)).statusCode).toBe(200);
    const again = await join(ctx, p, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('你已参加该房间');
    expect((await roomRow(ctx, id)).entrantCount).toBe(1);
    expect((await join(ctx, await quickPlayer(ctx), '999999')).statusCode).toBe(404);
    for (const body of [{ id: 'abc' }, { id: '1\u0000' }, {}] as Record<string, string>[]) {
      const res = await post(ctx, '/api/roll/join', body, { token: p.token });
      expect(res.statusCode).toBe(400);
    }
    expect((await post(ctx, '/api/roll/join', { id })).statusCode).toBe(401);
  });

  it('a create with an empty pool, a past draw time, full without a maximum: each says why', async () => {
    const streamer = await quickPlayer(ctx, { streamer: true });
    const item = await giveItem(ctx, streamer);
    const cases: [Record<string, string | number>, number, string][] = [
      [{ title: 'x1', drawMode: 'full', maxEntrants: 2, prizes: '' }, 400, '请选择 1 到 100 件奖品'],
      [{ title: 'x2', drawMode: 'time', drawAt: new Date(ctx.deps.clock().getTime() - 60_000).toISOString(), prizes: item }, 422, '开奖时间需在 1 分钟后到 30 天内'],
      [{ title: 'x3', drawMode: 'time', prizes: item }, 422, '开奖时间需在 1 分钟后到 30 天内'],
      [{ title: 'x4', drawMode: 'full', prizes: item }, 422, '满员开奖需要设置人数上限'],
      [{ title: 'x5', drawMode: 'sometime', maxEntrants: 2, prizes: item }, 400, ''],
      [{ title: 'x\u0007', drawMode: 'full', maxEntrants: 2, prizes: item }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(ctx, '/api/roll/create', body, { token: streamer.token, 'idempotency-key': idemKey() });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect([res.json().msg, ...(res.json().data?.errors ?? []).map((e: { message: string }) => e.message)].join(' ')).toContain(message);
    }
    const [row] = await ctx.deps.db.select().from(backpackItems).where(eq(backpackItems.id, BigInt(item)));
    expect(row.state).toBe(ITEM_STATE.inBag);
  });
});

describe('the demo room', () => {
  it('opens once however many starts race, draws at three entrants and is followed by the next one', async () => {
    await Promise.all([1, 2, 3].map(() => ensureDemoRoom(ctx.deps.db, ctx.deps.giveaways, ctx.deps.clock())));
    const open = async () => ctx.deps.db.select().from(giveaways).where(and(eq(giveaways.demo, true), eq(giveaways.state, GIVEAWAY_STATE.open)));
    const [demo] = await open();
    expect(await open()).toHaveLength(1);
    expect(demo).toMatchObject({ drawMode: 'full', maxEntrants: DEMO_GIVEAWAY_ENTRANTS, kind: 'official' });
    // Its title is the page's language's, not stored text.
    expect((await get(ctx, `/api/roll/detail?id=${demo.id}`, { lang: 'en' })).json().data.title).toBe('Starter giveaway · drawn at 3 entrants');
    for (let i = 0; i < DEMO_GIVEAWAY_ENTRANTS; i++) expect((await join(ctx, await quickPlayer(ctx), String(demo.id))).statusCode).toBe(200);
    await runThrough(ctx, 10_000);
    expect((await roomRow(ctx, String(demo.id))).state).toBe(GIVEAWAY_STATE.drawn);
    const [next] = await open();
    expect(next.id).not.toBe(demo.id);
  });
});

describe('the lists', () => {
  it('tabs: official, open, ended, mine; cards carry the pool and the top prizes', async () => {
    const p = await quickPlayer(ctx);
    const made = await post(ctx, '/api/roll/create', { title: 'Public room', drawMode: 'full', maxEntrants: 2, prizes: await giveItem(ctx, await quickPlayer(ctx)) }, { token: p.token, 'idempotency-key': idemKey() });
    expect(made.statusCode).toBe(403); // not a streamer
    const streamer = await quickPlayer(ctx, { streamer: true });
    feed.events.length = 0;
    const open = await post(ctx, '/api/roll/create', { title: 'Public room', drawMode: 'full', maxEntrants: 2, prizes: await giveItem(ctx, streamer) }, { token: streamer.token, 'idempotency-key': idemKey() });
    // A new public room is announced, so lobbies show it without reloading.
    expect(feed.events).toEqual([{ eventType: EVENT.giveaway, data: { id: open.json().data.id, state: GIVEAWAY_STATE.open, entrantCount: 0, winners: null } }]);
    const id = await officialRoom(ctx, { maxEntrants: 9, prizes: cheapSkins(ctx, 4) });
    await join(ctx, p, id);
    const tab = async (t: string) => (await get(ctx, `/api/roll/list?tab=${t}&pageSize=100`, { token: p.token })).json().data;
    const official = await tab('official');
    const card = official.list.find((c: { id: string }) => c.id === id);
    expect(card).toMatchObject({ kind: 'official', prizeCount: 4, entrantCount: 1, joined: true, state: 0 });
    expect(card.preview).toHaveLength(3);
    expect((await tab('open')).list.map((c: { id: string }) => c.id)).toContain(id);
    expect((await tab('mine')).list.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await tab('ended')).list.every((c: { state: number }) => c.state === GIVEAWAY_STATE.drawn)).toBe(true);
    expect((await get(ctx, '/api/roll/list?tab=nope')).statusCode).toBe(400);
    expect(roomFields().title).toBe('Test room');
  });
});
