// Battles end to end through the API: a room from creation to its reveal, the reveal
// schedule on the server clock, bots, fairness re-computed from the revealed seeds, the live
// events after commit, and the reveal job run by two runners at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT } from '../../../../shared/constants.ts';
import { BATTLE_MODE_CODE, type BattleDetail } from '../../../../shared/contracts/battle.ts';
import { battleRoomSeed, battleTicket, botClientSeed, pickByTicket, publicHash, settleBattle } from '../../../../shared/fairness/index.ts';
import { parseYuan } from '../../../../shared/money.ts';
import { openDatabase, queryRows } from '../../../db/client.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { battleJobHandlers } from '../jobs.ts';
import { OFFICIAL_EVERY_MS, OFFICIAL_ROOMS } from '../official.ts';
import { OFFICIAL_KEEP_DAYS, pruneOfficialRooms } from '../retention.ts';
import { scheduleNext } from '../../../jobs/recurring.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { createTestContext, freshDatabaseUrl, type TestContext } from '../../../../../tests/integration/context.ts';
import { addBot, balanceFen, cheapBoxes, createRoom, detail, expectLedgerHolds, joinRoom, player } from '../../../../../tests/integration/battles-helpers.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
const T0 = new Date('2026-11-24T02:00:00Z');
beforeAll(async () => {
  fresh = await freshDatabaseUrl();
  ctx = await createTestContext({ BATTLE_ROUND_MS: '6000' }, fresh.location, { broadcaster: feed });
  ctx.setNow(T0);
});
afterAll(async () => {
  await ctx.close();
  await fresh.drop();
});

const at = (ms: number) => new Date(T0.getTime() + ms);
const events = (type: number) => feed.events.filter((e) => e.eventType === type).map((e) => e.data as Record<string, unknown>);

async function bagCount(token: string, moduleId = 2): Promise<number> {
  return (await get(ctx, `/api/profile/getMyOrnamentPage?moduleId=${moduleId}`, { token })).json().data.total;
}

/** Re-computes every roll and the winners from what the ended room shows, with the shared code. */
async function recompute(room: BattleDetail) {
  const { serverSeed, salt, roomPublicSeed, serverSeedHash, tiebreak } = room.fairness;
  if (!serverSeed || !salt || !roomPublicSeed) throw new Error('the room has not revealed its seeds');
  const f = { serverSeed, salt, roomPublicSeed, serverSeedHash, tiebreak };
  expect(await publicHash(f.serverSeed, f.salt)).toBe(f.serverSeedHash);
  expect(await battleRoomSeed(f.serverSeedHash, room.seatList.map((s) => s.clientSeed))).toBe(f.roomPublicSeed);
  const tables = [];
  for (const b of room.boxes) {
    const box = (await get(ctx, `/api/box/getBoxDetail?id=${b.boxId}`)).json().data;
    expect(box.version).toBe(b.version);
    tables.push([...box.items].sort((x, y) => x.ticketFrom - y.ticketFrom)
      .map((i: { ticketFrom: number; ticketTo: number; price: string; ornamentId: number }) => ({ ...i, value: parseYuan(i.price)! })));
  }
  for (const r of room.rolls) {
    const ticket = await battleTicket(f.serverSeed, f.roomPublicSeed, r.round, r.pos);
    expect(r.ticket).toBe(ticket);
    expect(tables[r.round - 1][pickByTicket(tables[r.round - 1], ticket)].ornamentId).toBe(r.item.ornamentId);
  }
  const outcome = await settleBattle({ serverSeed: f.serverSeed, roomPublicSeed: f.roomPublicSeed, seats: room.seats, mode: room.mode, team: room.team, tables });
  expect(room.winners).toEqual(outcome.winners);
  expect(f.tiebreak).toEqual(outcome.tiebreak);
  return outcome;
}

describe('a room from creation to the end of its show', () => {
  it('creates, fills, reveals round by round on the server clock, ends by the job and pays the winner', async () => {
    const [a, b] = [await player(ctx), await player(ctx)];
    const boxes = await cheapBoxes(ctx, 2);
    const cost = parseYuan(boxes[0].price)! * 2n + parseYuan(boxes[1].price)!;
    feed.events.length = 0;

    const created = await createRoom(ctx, a, { boxIds: `${boxes[0].id},${boxes[1].id},${boxes[0].id}`, seats: 2, mode: 'reverse' });
    expect(created.statusCode).toBe(200);
    const { room, balance } = created.json().data;
    expect(room).toMatchObject({ state: 0, seats: 2, mode: 'reverse', rounds: 3, team: false, revealedRounds: 0, rolls: [], winners: null, myPos: 1, mine: true, roundMs: 6000 });
    expect(room.boxes.map((x: { boxId: number }) => x.boxId)).toEqual([boxes[0].id, boxes[1].id, boxes[0].id]);
    expect(room.boxes.map((x: { price: string }) => x.price)).toEqual([boxes[0].price, boxes[1].price, boxes[0].price]);
    expect(parseYuan(room.costPerSeat)).toBe(cost);
    expect(room.fairness).toMatchObject({ serverSeed: null, salt: null, roomPublicSeed: null });
    expect(room.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(parseYuan(balance)).toBe(1_000_000n - cost);
    expect(events(EVENT.battleCreate).map((e) => e.id)).toEqual([room.id]);

    const joined = await joinRoom(ctx, b, room.id, 2);
    expect(joined.statusCode).toBe(200);
    const started = joined.json().data.room;
    expect(started).toMatchObject({ state: 1, revealedRounds: 0, rolls: [], startTime: T0.toISOString(), endTime: at(18_000).toISOString() });
    expect(started.fairness.roomPublicSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(started.fairness.serverSeed).toBeNull();
    expect(started.myPos).toBe(2);
    expect(started.mine).toBe(false);
    expect((await detail(ctx, room.id)).myPos).toBeNull();
    expect((await detail(ctx, room.id)).mine).toBe(false);
    expect((await get(ctx, `/api/battle/getBattleDetail?id=${room.id}`, { token: a.token })).json().data).toMatchObject({ myPos: 1, mine: true });
    // The seat that fills the room is announced by 'start' alone, with every seat in it.
    expect(events(EVENT.battleState).map((e) => e.change)).toEqual(['start']);
    expect((events(EVENT.battleState)[0].seatList as { pos: number }[]).map((s) => s.pos)).toEqual([1, 2]);
    // Settled already: the items exist but wait for the reveal, out of every backpack and the feed.
    expect(await bagCount(a.token) + await bagCount(b.token)).toBe(0);
    const feedNow = async () => (await get(ctx, '/api/stat/lastDrop?limit=50')).json().data as { source: string }[];
    expect((await feedNow()).filter((d) => d.source === 'battle')).toHaveLength(0);

    ctx.setNow(at(5_999));
    expect((await detail(ctx, room.id)).rolls).toHaveLength(0);
    ctx.setNow(at(6_000));
    const one = await detail(ctx, room.id);
    expect(one.revealedRounds).toBe(1);
    expect(one.rolls.map((r: { round: number; pos: number }) => [r.round, r.pos])).toEqual([[1, 1], [1, 2]]);
    expect((await get(ctx, `/api/battle/getBattleResults?id=${room.id}`)).json().data).toMatchObject({ winners: null, awards: [] });

    ctx.setNow(at(17_999));
    expect(await ctx.deps.jobs.runDue()).toBe(0);
    ctx.setNow(at(18_000));
    expect(await ctx.deps.jobs.runDue()).toBe(1);
    const ended = await detail(ctx, room.id);
    expect(ended.state).toBe(2);
    expect(ended.rolls).toHaveLength(6);
    expect(ended.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const outcome = await recompute(ended);
    const [winner] = outcome.winners;
    const winnerPlayer = winner === 1 ? a : b;
    const loser = winner === 1 ? b : a;
    expect(await bagCount(winnerPlayer.token)).toBe(6);
    expect(await bagCount(loser.token)).toBe(0);
    expect((await feedNow()).filter((d) => d.source === 'battle')).toHaveLength(6);
    // The lowest total wins in reverse mode.
    const totals = ended.seatList.map((s: { total: string }) => parseYuan(s.total)!);
    expect(totals[winner - 1] <= totals[2 - winner]).toBe(true);
    expect(ended.seatList.find((s: { pos: number }) => s.pos === winner).winner).toBe(true);

    expect(events(EVENT.battleState).map((e) => e.change)).toEqual(['start', 'end']);
    expect(events(EVENT.battleDrop)).toHaveLength(6);
    expect(events(EVENT.battleDrop).every((d) => d.source === 'battle' && d.battleId === room.id && d.bot === false)).toBe(true);
    expect(events(EVENT.battleRank)).toHaveLength(1);
    const results = (await get(ctx, `/api/battle/getBattleResults?id=${room.id}`)).json().data;
    expect(results.awards).toHaveLength(1);
    expect(results.awards[0].items).toHaveLength(6);
    const rank = (await get(ctx, '/api/battle/rank')).json().data;
    expect(rank.all[0].amount).toBe(results.awards[0].value);
    await expectLedgerHolds(ctx);
    ctx.setNow(T0);
  });

  it('bots: labelled, paid by the house, published seeds, and their winnings go to the house', async () => {
    const a = await player(ctx);
    const [box] = await cheapBoxes(ctx, 1);
    const { room } = (await createRoom(ctx, a, { boxIds: String(box.id), seats: 4, team: true, pos: 1 })).json().data;
    const bots = (await ctx.app.inject({ method: 'POST', url: '/api/battle/getBots', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).json().data;
    expect(bots.length).toBeGreaterThanOrEqual(3);
    // Bots are named in the reader's language (the live events, one broadcast, in zh-CN).
    const enBots = (await ctx.app.inject({ method: 'POST', url: '/api/battle/getBots', headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' }, payload: '' })).json().data;
    expect(enBots.map((b: { nickname: string }) => b.nickname)).toEqual(['Bot Thunder', 'Bot Gale', 'Bot Blaze', 'Bot Frost']);
    for (const pos of [2, 3]) expect((await addBot(ctx, a, room.id, pos)).statusCode).toBe(200);
    const before = await balanceFen(ctx, a);
    const last = await addBot(ctx, a, room.id, 4);
    expect(last.statusCode).toBe(200);
    const seatsEn = (await ctx.app.inject({ method: 'GET', url: `/api/battle/getBattleDetail?id=${room.id}`, headers: { lang: 'en' } })).json().data.seatList as { bot: boolean; nickname: string }[];
    expect(seatsEn.filter((s) => s.bot).map((s) => s.nickname)).toEqual(['Bot Thunder', 'Bot Gale', 'Bot Blaze']);
    expect(last.json().data.balance).toBeNull();
    expect(await balanceFen(ctx, a)).toBe(before); // the house paid the bots' seats
    const started = last.json().data.room;
    expect(started.seatList.map((s: { bot: boolean }) => s.bot)).toEqual([false, true, true, true]);
    expect(started.seatList.map((s: { team: number }) => s.team)).toEqual([1, 1, 2, 2]);
    for (const s of started.seatList.slice(1)) expect(s.clientSeed).toBe(await botClientSeed(room.id, s.pos));

    feed.events.length = 0;
    ctx.setNow(new Date(new Date(started.endTime).getTime()));
    await ctx.deps.jobs.runDue();
    const ended = await detail(ctx, room.id);
    const outcome = await recompute(ended);
    const mine = outcome.winners.includes(1) ? (outcome.awards.get(1) ?? []).length : 0;
    expect(await bagCount(a.token)).toBe(mine);
    // Drops are the player's only: a bot's share is never shown.
    expect(events(EVENT.battleDrop)).toHaveLength(mine);
    await expectLedgerHolds(ctx);
    ctx.setNow(T0);
  });

  it('lists: current rooms, every room by state, mine; and the battle cases', async () => {
    const a = await player(ctx);
    const [box] = await cheapBoxes(ctx, 1);
    const { room } = (await createRoom(ctx, a, { boxIds: String(box.id), seats: 3, fast: true })).json().data;
    expect(room.roundMs).toBe(ctx.config.battles.fastRoundMs);
    expect(room.roundMs).toBeLessThan(ctx.config.battles.roundMs);
    const current = (await get(ctx, '/api/battle/getCurrentList')).json().data;
    expect(current.pageSize).toBe(10);
    expect(current.list.map((r: { id: string }) => r.id)).toContain(room.id);
    expect(current.list.every((r: { state: number }) => r.state === 0 || r.state === 1)).toBe(true);
    const ended = (await get(ctx, '/api/battle/getList?state=2')).json().data;
    expect(ended.total).toBe(2);
    expect((await get(ctx, '/api/battle/getList?mode=1')).json().data.list.every((r: { mode: string }) => r.mode === 'reverse')).toBe(true);
    const mine = (await get(ctx, '/api/battle/getMyBattleList', { token: a.token })).json().data;
    expect(mine.list.map((r: { id: string }) => r.id)).toEqual([room.id]);
    const themes = (await get(ctx, '/api/common/getBoxBattleThemeList')).json().data;
    expect(themes.list.length).toBeGreaterThanOrEqual(16);
    expect(themes.themes.length).toBeGreaterThan(0);
  });
});

describe('the reveal job', () => {
  it('run from two runners at once, ends the room and publishes once', async () => {
    const [a, b] = [await player(ctx), await player(ctx)];
    const [box] = await cheapBoxes(ctx, 1);
    const { room } = (await createRoom(ctx, a, { boxIds: String(box.id), seats: 2 })).json().data;
    const started = (await joinRoom(ctx, b, room.id, 2)).json().data.room;
    const due = new Date(started.endTime);
    const other = ctx.database.kind === 'postgres' ? await openDatabase(fresh.location) : ctx.database;
    const heard = createRecordingBroadcaster();
    const handlers = battleJobHandlers({ catalogue: ctx.deps.catalogue, config: ctx.config }, heard);
    const runners = [ctx.database, other].map((d) => createJobRunner({ db: d.db, handlers, clock: () => due }));
    const done = await Promise.all(runners.map((r) => r.runDue(10)));
    if (other !== ctx.database) await other.close();
    expect(done.reduce((x, y) => x + y, 0)).toBe(1);
    expect(heard.events.filter((e) => e.eventType === EVENT.battleState)).toHaveLength(1);
    // One case, two seats: the winner (a player either way) takes both items, announced once each.
    expect(heard.events.filter((e) => e.eventType === EVENT.battleDrop)).toHaveLength(2);
    expect((await detail(ctx, room.id)).state).toBe(2);
    expect(await bagCount(a.token) + await bagCount(b.token)).toBe(2);
  });
});

describe('official rooms', () => {
  it('the house keeps one room of bots to watch in each mode: opened when none of its mode is waiting or running, by the rules of any room', async () => {
    const slot = (n: number) => new Date(Math.ceil(T0.getTime() / OFFICIAL_EVERY_MS) * OFFICIAL_EVERY_MS + n * OFFICIAL_EVERY_MS);
    ctx.setNow(slot(-1));
    await scheduleNext(ctx.deps.db, OFFICIAL_ROOMS, slot(-1));
    ctx.setNow(slot(0));
    feed.events.length = 0;
    await ctx.deps.jobs.runDue();
    const both = (await get(ctx, '/api/battle/getCurrentList?official=1')).json().data;
    expect(both.list.map((r: { mode: string }) => r.mode).sort()).toEqual(['classic', 'reverse']);
    // From here on the reverse one (the /reverse page's).
    const official = () => get(ctx, `/api/battle/getCurrentList?official=1&mode=${BATTLE_MODE_CODE.reverse}`).then((r) => r.json().data);
    const first = await official();
    expect(first.total).toBe(1);
    const room = first.list[0];
    expect(room).toMatchObject({ official: true, state: 1, mode: 'reverse', creator: { nickname: '官方' } });
    expect(room.seatList.every((s: { bot: boolean }) => s.bot)).toBe(true);
    expect(events(EVENT.battleCreate).map((e) => e.id).sort()).toEqual(both.list.map((r: { id: number }) => r.id).sort());
    expect((await get(ctx, '/api/battle/getCurrentList?official=0')).json().data.list.some((r: { official: boolean }) => r.official)).toBe(false);

    // The next slot finds it still running and opens none.
    ctx.setNow(slot(1));
    await ctx.deps.jobs.runDue();
    if (new Date(room.endTime) > slot(1)) expect((await official()).total).toBe(1);

    // Once it has ended, the next slot opens another; bots' winnings never reach a backpack or the feed.
    const after = new Date(Math.max(new Date(room.endTime).getTime(), slot(2).getTime()));
    ctx.setNow(after);
    await ctx.deps.jobs.runDue();
    ctx.setNow(new Date(after.getTime() + OFFICIAL_EVERY_MS));
    await ctx.deps.jobs.runDue();
    expect((await detail(ctx, room.id)).state).toBe(2);
    const next = await official();
    expect(next.total).toBe(1);
    expect(next.list[0].id).not.toBe(room.id);
    expect(events(EVENT.battleDrop)).toHaveLength(0);
    await recompute(await detail(ctx, room.id));
    await expectLedgerHolds(ctx);
    ctx.setNow(T0);
  });

  it('official rooms are deleted 90 days after they end, results and seats with them; players\' rooms never', async () => {
    const rooms = async () => queryRows<{ id: string; official: boolean; ended_at: string }>(ctx.deps.db,
      sql`SELECT id::text AS id, official, ended_at::text AS ended_at FROM battle_rooms WHERE state = 2 ORDER BY id`);
    const ended = await rooms();
    const official = ended.filter((r) => r.official);
    const players = ended.filter((r) => !r.official);
    expect(official.length).toBeGreaterThan(0);
    expect(players.length).toBeGreaterThan(0);
    const lastEnd = Math.max(...official.map((r) => Date.parse(r.ended_at)));
    const prune = (days: number) => ctx.deps.db.transaction((tx) => pruneOfficialRooms(tx, new Date(lastEnd + days * 24 * 3600_000)));

    expect(await prune(OFFICIAL_KEEP_DAYS - 1)).toBe(0);
    expect(await prune(OFFICIAL_KEEP_DAYS + 1)).toBe(official.length);
    const left = await rooms();
    expect(left.map((r) => r.id)).toEqual(players.map((r) => r.id));
    const [orphans] = await queryRows<{ n: number }>(ctx.deps.db, sql`
      SELECT (SELECT count(*) FROM battle_seats s WHERE NOT EXISTS (SELECT 1 FROM battle_rooms r WHERE r.id = s.room_id))
           + (SELECT count(*) FROM battle_results x WHERE NOT EXISTS (SELECT 1 FROM battle_rooms r WHERE r.id = x.room_id)) AS n`);
    expect(Number(orphans.n)).toBe(0);
    expect((await get(ctx, `/api/battle/getBattleDetail?id=${official[0].id}`)).statusCode).toBe(404);
    await expectLedgerHolds(ctx);
  });
});
