// Bad input on the battle calls: a clear 4xx in the request's language, and nothing
// changed: no posting, no seat, no room, no item, no job, no stored answer, every balance as it was.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../../../shared/messages.ts';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { cancelRoom, cheapBoxes, createRoom, joinRoom, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
let a: Player; // creator of every room
let b: Player; // seated in the running and ended rooms
let c: Player; // rich, in no room
let poor: Player;
let box: number;
const rooms = { waiting: '', running: '', ended: '', dissolved: '' };
const T0 = new Date('2026-11-24T04:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
  [a, b, c, poor] = [await player(ctx), await player(ctx), await player(ctx), await player(ctx, 0n)];
  box = (await cheapBoxes(ctx, 1))[0].id;
  const make = async () => (await createRoom(ctx, a, { boxIds: String(box), seats: 2 })).json().data.room.id as string;
  rooms.ended = await make();
  await joinRoom(ctx, b, rooms.ended, 2);
  ctx.setNow(new Date(T0.getTime() + 3_600_000));
  await ctx.deps.jobs.runDue();
  ctx.setNow(T0);
  rooms.running = await make();
  await joinRoom(ctx, b, rooms.running, 2);
  rooms.dissolved = await make();
  await cancelRoom(ctx, a, rooms.dissolved);
  rooms.waiting = await make();
});
afterAll(async () => { await ctx.close(); });

async function snapshot() {
  const tables = ['postings', 'battle_rooms', 'battle_seats', 'battle_results', 'backpack_items', 'idempotency_keys', 'jobs'];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`)))[0].n);
  const states = await queryRows(ctx.deps.db, sql`SELECT id::text, state FROM battle_rooms ORDER BY id`);
  const balances = await queryRows(ctx.deps.db, sql`SELECT code, balance::text FROM accounts ORDER BY id`);
  return { counts, states, balances };
}

type Case = [path: string, name: string, who: () => Player, body: () => unknown, status: number, key: MessageKey, params?: Record<string, string | number>];
const CREATE = '/api/battle/create';
const JOIN = '/api/battle/joinBattle';
const BOT = '/api/battle/joinBot';
const CANCEL = '/api/battle/cancel';
const boxes = { min: 1, max: 20 };

const cases: Case[] = [
  [CREATE, 'no cases', () => a, () => ({ boxIds: '' }), 400, 'v.battleBoxes', boxes],
  [CREATE, 'no cases (empty list)', () => a, () => ({ boxIds: [] }), 400, 'v.battleBoxes', boxes],
  [CREATE, '21 cases', () => a, () => ({ boxIds: Array.from({ length: 21 }, () => box) }), 400, 'v.battleBoxes', boxes],
  [CREATE, 'an unknown case', () => a, () => ({ boxIds: [box, 999999] }), 422, 'err.battleBoxNotAllowed', { id: 999999 }],
  [CREATE, 'a case id that is not a number', () => a, () => ({ boxIds: `${box},abc` }), 400, 'v.integer', { field: 'field.boxIds' }],
  [CREATE, 'a control character in the cases', () => a, () => ({ boxIds: `${box}\u0007` }), 400, 'v.controlChars', { field: 'field.boxIds' }],
  [CREATE, 'cases as an object', () => a, () => ({ boxIds: { first: box } }), 400, 'v.battleBoxes', boxes],
  [CREATE, '5 seats', () => a, () => ({ boxIds: [box], seats: 5 }), 400, 'v.range', { field: 'field.seats', min: 2, max: 4 }],
  [CREATE, '1 seat', () => a, () => ({ boxIds: [box], seats: 1 }), 400, 'v.range', { field: 'field.seats', min: 2, max: 4 }],
  [CREATE, 'seats as a list', () => a, () => ({ boxIds: [box], seats: [2] }), 400, 'v.integer', { field: 'field.seats' }],
  [CREATE, '2v2 with 3 seats', () => a, () => ({ boxIds: [box], seats: 3, team: true }), 400, 'v.battleTeamSeats'],
  [CREATE, 'seat 3 of 2', () => a, () => ({ boxIds: [box], seats: 2, pos: 3 }), 400, 'v.range', { field: 'field.pos', min: 1, max: 2 }],
  [CREATE, 'an unknown mode', () => a, () => ({ boxIds: [box], mode: 'both' }), 400, 'v.type', { field: 'field.mode' }],
  [CREATE, 'a control character in the mode', () => a, () => ({ boxIds: [box], mode: 'classic\u0000' }), 400, 'v.controlChars', { field: 'field.mode' }],
  [CREATE, 'teams as an object', () => a, () => ({ boxIds: [box], seats: 4, team: { yes: true } }), 400, 'v.type', { field: 'field.team' }],
  [CREATE, 'a balance that does not cover the seat', () => poor, () => ({ boxIds: [box] }), 422, 'err.insufficientBalance'],
  [JOIN, 'an unknown room', () => c, () => ({ id: 999999, pos: 2 }), 404, 'err.battleNotFound'],
  [JOIN, 'a room id that is not a number', () => c, () => ({ id: 'abc', pos: 2 }), 400, 'v.integer', { field: 'field.battleId' }],
  [JOIN, 'a control character in the room id', () => c, () => ({ id: `${rooms.waiting}\u0001`, pos: 2 }), 400, 'v.controlChars', { field: 'field.battleId' }],
  [JOIN, 'no seat', () => c, () => ({ id: rooms.waiting }), 400, 'v.required', { field: 'field.pos' }],
  [JOIN, 'seat 0', () => c, () => ({ id: rooms.waiting, pos: 0 }), 400, 'v.range', { field: 'field.pos', min: 1, max: 4 }],
  [JOIN, 'a seat past the room\'s seats', () => c, () => ({ id: rooms.waiting, pos: 3 }), 422, 'err.battleSeatOutOfRange', { max: 2 }],
  [JOIN, 'a seat already taken', () => c, () => ({ id: rooms.waiting, pos: 1 }), 409, 'err.battleSeatTaken'],
  [JOIN, 'your own room twice', () => a, () => ({ id: rooms.waiting, pos: 2 }), 409, 'err.battleAlreadySeated'],
  [JOIN, 'a running (full) room', () => c, () => ({ id: rooms.running, pos: 2 }), 409, 'err.battleNotWaiting'],
  [JOIN, 'an ended room', () => c, () => ({ id: rooms.ended, pos: 2 }), 409, 'err.battleNotWaiting'],
  [JOIN, 'a dissolved room', () => c, () => ({ id: rooms.dissolved, pos: 2 }), 409, 'err.battleNotWaiting'],
  [JOIN, 'a balance that does not cover the seat', () => poor, () => ({ id: rooms.waiting, pos: 2 }), 422, 'err.insufficientBalance'],
  [BOT, 'a bot for someone else\'s room', () => c, () => ({ id: rooms.waiting, pos: 2 }), 403, 'err.battleNotCreator'],
  [BOT, 'a bot for a running room', () => a, () => ({ id: rooms.running, pos: 2 }), 409, 'err.battleNotWaiting'],
  [BOT, 'a bot for a dissolved room', () => a, () => ({ id: rooms.dissolved, pos: 2 }), 409, 'err.battleNotWaiting'],
  [BOT, 'a bot in a taken seat', () => a, () => ({ id: rooms.waiting, pos: 1 }), 409, 'err.battleSeatTaken'],
  [CANCEL, 'a dissolve by someone else', () => b, () => ({ id: rooms.waiting }), 403, 'err.battleNotCreator'],
  [CANCEL, 'a dissolve of a running room', () => a, () => ({ id: rooms.running }), 409, 'err.battleNotWaiting'],
  [CANCEL, 'a dissolve of an ended room', () => a, () => ({ id: rooms.ended }), 409, 'err.battleNotWaiting'],
  [CANCEL, 'a dissolve of a dissolved room', () => a, () => ({ id: rooms.dissolved }), 409, 'err.battleNotWaiting'],
];

describe.each(['zh-CN', 'en'] as const)('in %s', (lang) => {
  for (const [path, name, who, body, status, key, params] of cases) {
    it(`${path}: ${name}`, async () => {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: 'POST', url: path, payload: JSON.stringify(body()),
        headers: { 'content-type': 'application/json', token: who().token, lang, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: translate(lang, key, params) });
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('without a key, signed out, and reads', () => {
  it('a seat POST without Idempotency-Key, or signed out, changes nothing', async () => {
    const before = await snapshot();
    const noKey = await ctx.app.inject({ method: 'POST', url: JOIN, payload: { id: rooms.waiting, pos: 2 }, headers: { token: c.token } });
    expect(noKey.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: CREATE, payload: { boxIds: [box] }, headers: { 'idempotency-key': randomUUID() } });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('reads refuse bad ids and filters with 4xx', async () => {
    expect((await get(ctx, '/api/battle/getBattleDetail?id=999999')).statusCode).toBe(404);
    expect((await get(ctx, '/api/battle/getBattleDetail?id=x')).statusCode).toBe(400);
    expect((await get(ctx, '/api/battle/getBattleResults')).statusCode).toBe(400);
    expect((await get(ctx, '/api/battle/getList?state=7')).statusCode).toBe(400);
    expect((await get(ctx, '/api/battle/getCurrentList?mode=3')).statusCode).toBe(400);
    expect((await get(ctx, '/api/battle/getList?pageSize=%00')).statusCode).toBe(400);
    expect((await get(ctx, '/api/battle/getMyBattleList')).statusCode).toBe(401);
    expect((await get(ctx, '/api/common/getBoxBattleThemeList?moduleId=4')).statusCode).toBe(400);
  });
});
