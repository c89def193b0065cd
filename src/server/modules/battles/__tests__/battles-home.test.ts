// GET battle/getBattleList (the few rooms the home page may show) and GET battle/highlight (the
// biggest wins of players' rooms ended lately): what each lists, in which order, for how long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_HIGHLIGHT_DAYS, type BattleHighlight, type BattleResults, type BattleSummary } from '../../../../shared/contracts/battle.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { parseYuan } from '../../../../shared/money.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { addBot, cancelRoom, cheapBoxes, createRoom, joinRoom, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
const T0 = new Date('2026-11-24T02:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ BATTLE_ROUND_MS: '6000' });
  ctx.setNow(T0);
});
afterAll(async () => { await ctx.close(); });

const DAY_MS = 24 * 3600_000;

async function homeList(query = '', headers: Record<string, string> = {}): Promise<BattleSummary[]> {
  const res = await get(ctx, `/api/battle/getBattleList${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope<BattleSummary[]>>();
  expect(body).toMatchObject({ status: 0, msg: '', success: true });
  return body.data!;
}

async function highlights(query = ''): Promise<BattleHighlight[]> {
  const res = await get(ctx, `/api/battle/highlight${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<BattleHighlight[]>>().data!;
}

async function newRoom(p: Player, boxId: number): Promise<string> {
  const res = await createRoom(ctx, p, { boxIds: String(boxId), seats: 2 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<{ room: BattleSummary }>>().data!.room.id;
}

describe('GET api/battle/getBattleList', () => {
  it('the newest rooms waiting or running, 4 by default, newest first; a dissolved room leaves it', async () => {
    const [a, b] = [await player(ctx), await player(ctx)];
    const [box] = await cheapBoxes(ctx, 1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await newRoom(a, box.id));

    const list = await homeList();
    expect(list.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    expect(list.every((r) => r.state === 0)).toBe(true);
    expect((await homeList('?size=2')).map((r) => r.id)).toEqual([ids[4], ids[3]]);

    // Filled: running, still shown. Dissolved by its creator: gone, the next newest takes its place.
    expect((await joinRoom(ctx, b, ids[4], 2)).statusCode).toBe(200);
    expect((await cancelRoom(ctx, a, ids[3])).statusCode).toBe(200);
    const after = await homeList();
    expect(after.map((r) => r.id)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    expect(after.map((r) => r.state)).toEqual([1, 0, 0, 0]);
    // The viewer's own seat is marked for a signed-in reader, never for a visitor.
    expect((await homeList('?size=1', { token: b.token }))[0].myPos).toBe(2);
    expect((await homeList('?size=1'))[0].myPos).toBeNull();
  });

  it.each([['0'], ['21'], ['x'], ['1.5']])('size=%s is refused in the reader\'s language', async (size) => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const res = await get(ctx, `/api/battle/getBattleList?size=${size}`, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: ERRORS.VALIDATION.code, data: null, success: false });
      expect(res.json<Envelope<null>>().msg).toMatch(lang === 'en' ? /Limit/ : /条数/);
    }
  });
});

describe('GET api/battle/highlight', () => {
  it('lists players\' winning seats of rooms ended lately, biggest win first, until they are a week old', async () => {
    const [a, b, c] = [await player(ctx), await player(ctx), await player(ctx)];
    const boxes = await cheapBoxes(ctx, 2);
    expect(await highlights()).toEqual([]);

    // Two players' rooms and a room of a player against a bot, all started now.
    const one = await newRoom(a, boxes[0].id);
    expect((await joinRoom(ctx, b, one, 2)).statusCode).toBe(200);
    const twoRes = await createRoom(ctx, b, { boxIds: `${boxes[1].id},${boxes[1].id}`, seats: 2 });
    const two = twoRes.json<Envelope<{ room: BattleSummary }>>().data!.room.id;
    expect((await joinRoom(ctx, c, two, 2)).statusCode).toBe(200);
    const withBot = await newRoom(c, boxes[0].id);
    const botSeat = await addBot(ctx, c, withBot, 2);
    expect(botSeat.statusCode, botSeat.body).toBe(200);

    // Running rooms are not results yet: nothing is told before the reveal.
    expect(await highlights()).toEqual([]);
    ctx.setNow(new Date(T0.getTime() + 2 * 6000));
    await ctx.deps.jobs.runDue();
    const endedAt = ctx.deps.clock();

    const list = await highlights();
    const awards = async (id: string) => (await get(ctx, `/api/battle/getBattleResults?id=${id}`)).json<Envelope<BattleResults>>().data!;
    const expected: { id: string; pos: number; won: string }[] = [];
    // Every players' room that has ended (this file's other rooms too), each winning seat but a bot's.
    const ended = (await get(ctx, '/api/battle/getList?state=2&official=0&pageSize=100')).json<Envelope<{ list: BattleSummary[] }>>().data!.list;
    expect(ended.map((r) => r.id)).toEqual(expect.arrayContaining([one, two, withBot]));
    for (const room of ended) {
      for (const award of (await awards(room.id)).awards) {
        if (!room.seatList.find((s) => s.pos === award.pos)!.bot) expected.push({ id: room.id, pos: award.pos, won: award.value });
      }
    }
    expect(expected.some((e) => e.id === one) && expected.some((e) => e.id === two)).toBe(true);
    expect(list.map((h) => ({ id: h.room.id, pos: h.seat.pos, won: h.won })).sort((x, y) => x.id.localeCompare(y.id)))
      .toEqual(expected.sort((x, y) => x.id.localeCompare(y.id)));
    // Biggest first; every entry an ended players' room and a winning seat held by a player.
    const values = list.map((h) => parseYuan(h.won)!);
    expect(values).toEqual([...values].sort((x, y) => (x > y ? -1 : x < y ? 1 : 0)));
    for (const h of list) {
      expect(h.room).toMatchObject({ state: 2, official: false });
      expect(h.seat).toMatchObject({ bot: false, winner: true });
      expect(h.room.seatList.find((s) => s.pos === h.seat.pos)).toEqual(h.seat);
    }
    expect((await highlights('?size=1')).map((h) => h.room.id)).toEqual(list.slice(0, 1).map((h) => h.room.id));

    ctx.setNow(new Date(endedAt.getTime() + BATTLE_HIGHLIGHT_DAYS * DAY_MS - 1));
    expect(await highlights()).toHaveLength(list.length);
    ctx.setNow(new Date(endedAt.getTime() + BATTLE_HIGHLIGHT_DAYS * DAY_MS + 1));
    expect(await highlights()).toEqual([]);
    ctx.setNow(T0);
  });

  it('size is checked like getBattleList\'s', async () => {
    const res = await get(ctx, '/api/battle/highlight?size=0', { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: ERRORS.VALIDATION.code, data: null, success: false });
    expect(res.json<Envelope<null>>().msg).toMatch(/Limit/);
  });
});
