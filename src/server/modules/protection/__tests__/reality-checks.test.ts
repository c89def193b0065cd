// Reality checks: the check falls due on the test clock, the gate refuses a case opening
// while it is due (nothing paid) and allows it after "continue"; "stop" ends the session; the
// interval; the session's figures after an opening; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, get, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const MIN = 60_000;
/** The ledger stamps its rows with the database's clock: the test clock starts a moment before it. */
const t0 = () => new Date(Date.now() - 1000);

async function player(yuan = 1000) {
  const { token } = await signUp(ctx);
  await credit(ctx, token, BigInt(yuan * 100));
  return token;
}

async function cheapestBox(): Promise<{ id: number; price: string }> {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
  return list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

const reality = async (token: string, lang = 'en') => (await get(ctx, '/api/protection/reality', { token, lang })).json().data;
const answer = (token: string, go: 0 | 1 | string, lang = 'en') => post(ctx, '/api/protection/reality/answer', { continue: go }, { token, lang });
const interval = (token: string, minutes: number | string, lang = 'en') => post(ctx, '/api/protection/reality/interval', { minutes }, { token, lang });
const balance = async (token: string) => (await userInfo(ctx, token)).balance;

describe('reality checks', () => {
  it('a check left due through a pause of 30 minutes no longer blocks: the next play starts a new session', async () => {
    const token = await player();
    const box = await cheapestBox();
    const start = t0();
    ctx.setNow(start);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    // Due at start + 60 min; the player came back 30 minutes after their last play: still the session, still due.
    ctx.setNow(new Date(start.getTime() + 30 * MIN));
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    ctx.setNow(new Date(start.getTime() + 60 * MIN));
    expect((await openBox(ctx, token, box.id)).json().status).toBe(7003);
    // More than 30 minutes since the last play: that session is over, answered or not.
    const back = new Date(start.getTime() + 60 * MIN + 1);
    ctx.setNow(back);
    expect(await reality(token)).toMatchObject({ due: false, sessionStartTime: null });
    expect((await answer(token, 1)).statusCode).toBe(409);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    expect(await reality(token)).toMatchObject({ due: false, sessionStartTime: back.toISOString(), dueTime: new Date(back.getTime() + 60 * MIN).toISOString() });
  });

  it('without play: the default interval, no session, nothing due', async () => {
    const token = await player();
    ctx.setNow(t0());
    const v = await reality(token);
    expect(v).toMatchObject({ intervalMinutes: 60, sessionStartTime: null, dueTime: null, due: false, spent: '0.00', won: '0.00', net: '0.00' });
    expect((await answer(token, 1)).statusCode).toBe(409);
  });

  it('falls due on time; the gate refuses an opening while due (balance unchanged) and allows it after continue', async () => {
    const token = await player();
    const box = await cheapestBox();
    const start = t0();
    ctx.setNow(start);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    let v = await reality(token);
    expect(v.sessionStartTime).toBe(start.toISOString());
    expect(v.dueTime).toBe(new Date(start.getTime() + 60 * MIN).toISOString());
    expect(v.due).toBe(false);
    // The session's figures: one opening paid, its item won.
    expect(v.spent).toBe(Number(box.price).toFixed(2));
    expect(Number(v.net)).toBeCloseTo(Number(v.won) - Number(v.spent), 2);
    expect(Number(v.won)).toBeGreaterThan(0);

    ctx.setNow(new Date(start.getTime() + 60 * MIN - 1));
    expect((await reality(token)).due).toBe(false);
    expect((await answer(token, 1)).statusCode).toBe(409);
    ctx.setNow(new Date(start.getTime() + 30 * MIN)); // a play inside the interval keeps the session
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);

    const due = new Date(start.getTime() + 60 * MIN);
    ctx.setNow(due);
    v = await reality(token);
    expect(v.due).toBe(true);
    const before = await balance(token);
    const refused = await openBox(ctx, token, box.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status).toBe(7003);
    expect(await balance(token)).toBe(before);

    const spent = Number(v.spent);
    const ok = await answer(token, 1);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ due: false, dueTime: new Date(due.getTime() + 60 * MIN).toISOString(), sessionStartTime: start.toISOString() });
    expect((await answer(token, 1)).statusCode).toBe(409); // answered once
    const rows = await queryRows<{ continued: boolean; session_minutes: number; net_fen: string }>(ctx.deps.db,
      sql`SELECT continued, session_minutes, net_fen::text FROM reality_check_answers WHERE user_id = ${(await userInfo(ctx, token)).id}`);
    expect(rows).toEqual([{ continued: true, session_minutes: 60, net_fen: String(Math.round(Number(v.net) * 100)) }]);

    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    expect(Number((await reality(token)).spent)).toBeCloseTo(spent + Number(box.price), 2);
  });

  it('stop ends the session; the next play starts a new one', async () => {
    const token = await player();
    const box = await cheapestBox();
    const start = t0();
    ctx.setNow(start);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    for (const m of [25, 50]) { // still playing (never a pause of 30 minutes) when the check falls due
      ctx.setNow(new Date(start.getTime() + m * MIN));
      expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    }
    ctx.setNow(new Date(start.getTime() + 61 * MIN));
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(409);
    const stopped = await answer(token, 0);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ sessionStartTime: null, dueTime: null, due: false, spent: '0.00' });
    const later = new Date(start.getTime() + 65 * MIN);
    ctx.setNow(later);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    const v = await reality(token);
    expect(v.sessionStartTime).toBe(later.toISOString());
    expect(v.dueTime).toBe(new Date(later.getTime() + 60 * MIN).toISOString());
  });

  it('a play is noted at most once a minute: within the minute the gate only reads (the row is not rewritten)', async () => {
    const token = await player();
    const box = await cheapestBox();
    const { id } = await userInfo(ctx, token);
    const row = async () => (await queryRows<{ version: string; last_play_at: string }>(ctx.deps.db,
      sql`SELECT xmin::text AS version, last_play_at::text FROM reality_checks WHERE user_id = ${id}`))[0];
    const start = t0();
    ctx.setNow(start);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    const first = await row();
    expect(new Date(first.last_play_at).toISOString()).toBe(start.toISOString());
    // 59 seconds later: the same session, nothing to note; the row keeps its version.
    ctx.setNow(new Date(start.getTime() + 59_000));
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    expect(await row()).toEqual(first);
    // A minute after the last play noted: noted again.
    const later = new Date(start.getTime() + MIN + 1);
    ctx.setNow(later);
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    const second = await row();
    expect(second.version).not.toBe(first.version);
    expect(new Date(second.last_play_at).toISOString()).toBe(later.toISOString());
    expect(await reality(token)).toMatchObject({ sessionStartTime: start.toISOString() });
  });

  it('the interval: saved, and a running session moves to the next multiple after now', async () => {
    const token = await player();
    const box = await cheapestBox();
    const start = t0();
    ctx.setNow(start);
    expect((await interval(token, 30)).json().data.intervalMinutes).toBe(30); // before any play: stored
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    expect((await reality(token)).dueTime).toBe(new Date(start.getTime() + 30 * MIN).toISOString());
    ctx.setNow(new Date(start.getTime() + 20 * MIN));
    expect((await openBox(ctx, token, box.id)).statusCode).toBe(200);
    const r = await interval(token, 15);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ intervalMinutes: 15, dueTime: new Date(start.getTime() + 30 * MIN).toISOString() });
    ctx.setNow(new Date(start.getTime() + 31 * MIN));
    expect((await reality(token)).due).toBe(true);
    // A due check stays due whatever the interval.
    expect((await interval(token, 60)).json().data).toMatchObject({ intervalMinutes: 60, due: true });
    expect((await answer(token, 1)).json().data.dueTime).toBe(new Date(start.getTime() + 91 * MIN).toISOString());
    ctx.setNow(new Date(start.getTime() + 45 * MIN));
    expect((await interval(token, 15)).json().data.dueTime).toBe(new Date(start.getTime() + 60 * MIN).toISOString());
  });

  it('bad input: a clear 4xx in the request\'s language, nothing changed', async () => {
    const token = await player();
    ctx.setNow(t0());
    for (const minutes of ['45', '0', '-15', 'abc', '15.5', '15\u0000', '']) {
      const r = await interval(token, minutes);
      expect(r.statusCode, minutes).toBe(400);
      expect(r.json().msg).toMatch(/15, 30 or 60/);
    }
    const zh = await interval(token, 45, 'zh-CN');
    expect(zh.json().msg).toMatch(/15、30 或 60/);
    expect((await reality(token)).intervalMinutes).toBe(60);
    for (const go of ['yes', '2', '']) expect((await answer(token, go)).statusCode, go).toBe(400);
    const notDue = await answer(token, 1, 'zh-CN');
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().msg).toBe('现在没有需要回答的游戏时间提醒');
    expect((await get(ctx, '/api/protection/reality')).statusCode).toBe(401);
  });
});
