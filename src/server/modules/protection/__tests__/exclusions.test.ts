// Cool-off and self-exclusion: the gate refuses every entry point during one (the right
// error, nothing changed) and allows it after (test clock); records, take-back and sign-in still
// work; no console route changes an exclusion; a banned player is refused; no promotional inbox
// message during one; a self-exclusion ends the partner's rebates for good; bad input.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { CONSOLE_ROUTES } from '../../../console/guard.ts';
import { CONSOLE_COOKIE, openConsoleSession } from '../../../console/session.ts';
import { createSession } from '../../auth/sessions.ts';
import { postMessage } from '../../inbox/post.ts';
import { exclusionsView } from '../exclusion/service.ts';
import { mayPlay } from '../gate.ts';
import { USER_STATUS } from '../../../../shared/constants.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, get, openBox, post, recharge, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { addBot, cheapBoxes, createRoom, joinRoom } from '../../../../../tests/integration/battles-helpers.ts';
import { join, officialRoom } from '../../../../../tests/integration/giveaways-helpers.ts';
import { dream, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';
import { bagItem, withdraw, withdrawer } from '../../../../../tests/integration/withdrawals-helpers.ts';
import { rebatesOf, signUpWith } from '../../../../../tests/integration/promo-helpers.ts';
import { createStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const DAY = 86_400_000;
let now = new Date(Date.now() - 1000);
const setNow = (d: Date) => { now = d; ctx.setNow(d); };

interface P { token: string; id: bigint }
async function player(): Promise<P> {
  const { token } = await signUp(ctx);
  await credit(ctx, token, 1_000_000n);
  return { token, id: BigInt((await userInfo(ctx, token)).id) };
}
const exclude = (p: P, kind: string, length: string, extra: Record<string, string | number> = { confirm: 1 }, lang = 'en') =>
  post(ctx, '/api/protection/exclusion', { kind, length, ...extra }, { token: p.token, lang });
const key = () => ({ 'idempotency-key': randomUUID() });
/** A new session at the test clock's time (one signed in months ago has expired by then). */
async function signInAgain(p: P): Promise<void> {
  p.token = await createSession(ctx.deps.db, p.id, { now: ctx.deps.clock(), ip: '127.0.0.1', userAgent: 'test' });
}
/** Answers a reality check that fell due meanwhile (the gate asks it before play, whatever the pause). */
async function answerReality(p: P): Promise<void> {
  await post(ctx, '/api/protection/reality/answer', { continue: 1 }, { token: p.token });
}

/** Row counts of every table but the sessions (sign-in bookkeeping) and the balance. */
async function footprint(p: P) {
  const tables = await queryRows<{ t: string }>(ctx.deps.db, sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '%session%' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { t } of tables) {
    const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM "${t}"`));
    counts[t] = r.n;
  }
  const info = await userInfo(ctx, p.token);
  return { counts, balance: info.balance, goldCoins: info.goldCoins };
}

/** Every entry point the gate guards, as the excluded player `p` (rooms made by `other` beforehand). */
async function entryPoints(p: P, other: P, mine: { room: string }) {
  const [box] = await cheapBoxes(ctx, 1);
  const { room } = (await createRoom(ctx, other, { boxIds: String(box.id), seats: 2 })).json().data;
  const giveaway = await officialRoom(ctx);
  const target = targetAtLeast(ctx, 10_000n);
  const promoter = await player();
  const promoteCode = (await userInfo(ctx, promoter.token)).invitationCode;
  return {
    openBox: () => openBox(ctx, p.token, box.id),
    openFreeBox: () => post(ctx, '/api/profile/openFreeBox', { boxId: box.id, number: 1 }, { token: p.token, ...key() }),
    battleCreate: () => createRoom(ctx, p, { boxIds: String(box.id), seats: 2 }),
    joinBattle: () => joinRoom(ctx, p, String(room.id), 2),
    joinBot: () => addBot(ctx, p, mine.room, 2),
    dream: () => dream(ctx, p, { targetId: target.id, chancePpm: 500_000 }),
    shop: () => post(ctx, '/api/shop/buy', { ornamentId: target.id }, { token: p.token, ...key() }),
    giveaway: () => join(ctx, p, giveaway),
    recharge: () => recharge(ctx, p.token, { amount: '100' }),
    bindInviter: () => post(ctx, '/api/profile/bindInviter', { promoteCode }, { token: p.token }),
    exchangeCdk: () => post(ctx, '/api/profile/exchangeCdk', { code: 'ABCD-EFGH-JKMN-PQRS' }, { token: p.token }),
    claimDailyReward: () => post(ctx, '/api/profile/claimDailyReward', { tierId: 1 }, { token: p.token, ...key() }),
    buyVirtualItem: () => post(ctx, '/api/profile/buyVirtualItem', { id: 1 }, { token: p.token, ...key() }),
    useRewardVoucher: () => post(ctx, '/api/profile/useRewardVoucher', { id: 999999 }, { token: p.token, ...key() }),
  };
}

async function refusedAndAllowed(kind: 'cooloff' | 'self', length: string, code: number, after: number) {
  const start = new Date(Date.now() - 1000);
  setNow(start);
  const p = await player();
  const other = await player();
  const [box] = await cheapBoxes(ctx, 1);
  const created = await createRoom(ctx, p, { boxIds: String(box.id), seats: 3 });
  expect(created.statusCode).toBe(200);
  const mine = { room: String(created.json().data.room.id) };
  const calls = await entryPoints(p, other, mine);

  const started = await exclude(p, kind, length);
  expect(started.statusCode).toBe(200);
  expect(started.json().data.current).toMatchObject({ kind, length, startTime: start.toISOString() });

  const before = await footprint(p);
  const wrong: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    if (res.statusCode !== 403 || res.json().status !== code) wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  expect(wrong).toEqual([]);
  expect(await footprint(p)).toEqual(before);

  // The moment it ends, the gate lets each through (it may be refused for its own reasons, never the exclusion's).
  setNow(new Date(start.getTime() + after));
  await signInAgain(p);
  await answerReality(p);
  const still: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    const status = res.json().status;
    if (status === 7001 || status === 7002 || status === 7003 || res.statusCode === 401) still.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  expect(still).toEqual([]);
  expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
  return p;
}

describe('the gate during an exclusion', () => {
  it('a 24-hour cool-off refuses every entry point (PLAY_COOLING_OFF, nothing changed) and allows them after', async () => {
    await refusedAndAllowed('cooloff', '24h', 7001, DAY);
  });

  it('a 6-month self-exclusion refuses every entry point (PLAY_SELF_EXCLUDED) and allows them after', async () => {
    await refusedAndAllowed('self', '6m', 7002, 184 * DAY);
  });

  it('one millisecond before the end it is still refused, with the end time in China time', async () => {
    const start = new Date(Date.now() - 1000);
    setNow(start);
    const p = await player();
    expect((await exclude(p, 'cooloff', '7d')).statusCode).toBe(200);
    setNow(new Date(start.getTime() + 7 * DAY - 1));
    const [box] = await cheapBoxes(ctx, 1);
    const res = await post(ctx, '/api/box/openBox', { boxId: box.id, number: 1 }, { token: p.token, lang: 'en', ...key() });
    expect(res.statusCode).toBe(403);
    const until = new Date(start.getTime() + 7 * DAY + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(res.json().msg).toContain(until);
    expect(res.json().msg).toMatch(/time-out/);
  });

  it('records, take-back and sign-in still work during a self-exclusion', async () => {
    setNow(new Date(Date.now() - 1000));
    const w = await withdrawer(ctx);
    const item = await bagItem(ctx, w);
    expect((await exclude(w, 'self', '1y')).statusCode).toBe(200);
    for (const url of ['/api/profile/getMyBalanceLog', '/api/pay/getRechargeRecords', '/api/profile/getMyOrnamentPage', '/api/profile/getMyRetrievalPage', '/api/protection/exclusion', '/api/profile/userInfo']) {
      const res = await get(ctx, url, { token: w.token });
      expect(res.statusCode, url).toBe(200);
    }
    const back = await withdraw(ctx, w, [item]);
    expect([7001, 7002, 7003]).not.toContain(back.json().status);
    expect(back.statusCode).toBe(200);
    // Sign-in with a password.
    const phone = `1${String(Date.now()).slice(-10)}`;
    const { token } = await signUp(ctx, phone);
    const p = { token, id: BigInt((await userInfo(ctx, token)).id) };
    expect((await exclude(p, 'cooloff', '30d')).statusCode).toBe(200);
    const signIn = await post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.token).toBeTruthy();
  });

  it('a banned player is refused by the gate (ACCOUNT_BANNED), balance unchanged', async () => {
    setNow(new Date(Date.now() - 1000));
    const p = await player();
    await ctx.deps.db.update(users).set({ status: USER_STATUS.banned, banReason: 'test' }).where(eq(users.id, p.id));
    const [box] = await cheapBoxes(ctx, 1);
    const before = (await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM backpack_items WHERE user_id = ${p.id}`))[0].n;
    // Signed out by the ban (401), and the gate itself says ACCOUNT_BANNED to any session left.
    const res = await openBox(ctx, p.token, box.id);
    expect([401, 403]).toContain(res.statusCode);
    await expect(mayPlay(ctx.deps.db, p.id, 'case', now)).rejects.toMatchObject({ errorName: 'ACCOUNT_BANNED' });
    await expect(mayPlay(ctx.deps.db, p.id, 'deposit', now)).rejects.toMatchObject({ errorName: 'ACCOUNT_BANNED' });
    expect((await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM backpack_items WHERE user_id = ${p.id}`))[0].n).toBe(before);
  });
});

describe('starting one', () => {
  it('GET shows none, then the current one and the history; a new one must end later (EXCLUSION_RUNNING)', async () => {
    const start = new Date(Date.now() - 1000);
    setNow(start);
    const p = await player();
    expect((await get(ctx, '/api/protection/exclusion', { token: p.token })).json().data).toEqual({ current: null, history: [] });
    expect((await exclude(p, 'cooloff', '7d')).statusCode).toBe(200);
    const shorter = await exclude(p, 'cooloff', '24h');
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().status).toBe(7014);
    expect((await exclude(p, 'cooloff', '7d')).statusCode).toBe(409); // the same end is not later
    const longer = await exclude(p, 'self', '6m');
    expect(longer.statusCode).toBe(200);
    const v = (await get(ctx, '/api/protection/exclusion', { token: p.token })).json().data;
    expect(v.current).toMatchObject({ kind: 'self', length: '6m' });
    expect(v.history.map((h: { length: string }) => h.length)).toEqual(['6m', '7d']);
    expect(new Date(v.current.endTime).getUTCMonth()).toBe((start.getUTCMonth() + 6) % 12);
  });

  it('bad input: unknown kind or length, a length of the other kind, missing confirm, control characters — 400 in the request language, nothing written', async () => {
    setNow(new Date(Date.now() - 1000));
    const p = await player();
    const cases: [string, string, Record<string, string | number>][] = [
      ['forever', '24h', { confirm: 1 }],
      ['cooloff', '2h', { confirm: 1 }],
      ['cooloff', '6m', { confirm: 1 }],
      ['self', '24h', { confirm: 1 }],
      ['cooloff', '24h', {}],
      ['cooloff', '24h', { confirm: 0 }],
      ['cooloff', '24h', { confirm: 'no' }],
      ['cool\u0000off', '24h', { confirm: 1 }],
      ['cooloff', '24h\u0007', { confirm: 1 }],
      ['cooloff', '24h', { confirm: '1\u0000' }],
    ];
    for (const [kind, length, extra] of cases) {
      const res = await exclude(p, kind, length, extra);
      expect(res.statusCode, `${kind} ${length} ${JSON.stringify(extra)}`).toBe(400);
    }
    const noConfirm = await exclude(p, 'cooloff', '24h', {}, 'zh-CN');
    expect(noConfirm.json().msg).toContain('请确认');
    expect((await exclude(p, 'cooloff', '24h', {}, 'en')).json().msg).toMatch(/confirm/i);
    expect((await get(ctx, '/api/protection/exclusion', { token: p.token })).json().data.history).toEqual([]);
    expect((await post(ctx, '/api/protection/exclusion', { kind: 'cooloff', length: '24h', confirm: 1 }, {})).statusCode).toBe(401);
  });
});

describe('staff cannot lift or shorten', () => {
  it('every console route, tried against an excluded player, leaves the exclusions table unchanged', async () => {
    setNow(new Date(Date.now() - 1000));
    const p = await player();
    expect((await exclude(p, 'self', '5y')).statusCode).toBe(200);
    const snapshot = () => queryRows(ctx.deps.db, sql`SELECT id::text, user_id::text, kind, length, starts_at::text, ends_at::text FROM exclusions ORDER BY id`);
    const before = await snapshot();
    const owner = await createStaff(ctx, { role: 'owner' });
    const seen = new Map<string, (typeof CONSOLE_ROUTES)[number]>();
    for (const r of CONSOLE_ROUTES) seen.set(`${r.method} ${r.url}`, r);
    expect(seen.size).toBeGreaterThan(20);
    for (const route of seen.values()) {
      const s = await openConsoleSession(ctx.deps.db, owner.id, { now: ctx.deps.clock(), ip: '127.0.0.1', userAgent: 'exclusions' });
      const id = String(p.id);
      const url = route.url.replace(/:(\w+)/g, id) + (route.method === 'GET' ? `?userId=${id}&id=${id}` : '');
      await ctx.app.inject({
        method: route.method, url,
        headers: { cookie: `${CONSOLE_COOKIE}=${s.token}`, 'x-csrf-token': s.csrfToken, ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        payload: route.method === 'POST'
          ? JSON.stringify({ id, userId: id, reason: 'lift it', kind: 'self', length: '24h', period: 'day', amount: '1000', status: 0, endsAt: new Date().toISOString() })
          : undefined,
      });
    }
    expect(await snapshot()).toEqual(before);
    expect((await exclusionsView(ctx.deps.db, p.id, ctx.deps.clock())).current).toMatchObject({ kind: 'self', length: '5y' });
  });
});

describe('consequences', () => {
  it('no promotional inbox message (vip, giveaway) during one; a deposit message still goes', async () => {
    setNow(new Date(Date.now() - 1000));
    const p = await player();
    expect((await exclude(p, 'cooloff', '24h')).statusCode).toBe(200);
    const posted = await ctx.deps.db.transaction(async (tx) => [
      await postMessage(tx, { userId: p.id, kind: 'vip', title: 'inbox.vip.title', body: 'inbox.vip.body', params: { level: 1 }, ref: `vip:${p.id}:x`, now }),
      await postMessage(tx, { userId: p.id, kind: 'giveaway', title: 'inbox.giveaway.title', body: 'inbox.giveaway.body', params: { title: 't', amount: '1.00' }, ref: `g:${p.id}:x`, now }),
      await postMessage(tx, { userId: p.id, kind: 'deposit', title: 'inbox.deposit.title', body: 'inbox.deposit.body', params: { amount: '1.00' }, ref: `d:${p.id}:x`, now }),
    ]);
    expect(posted).toEqual([false, false, true]);
    const kinds = await queryRows<{ kind: string }>(ctx.deps.db, sql`SELECT kind FROM messages WHERE user_id = ${p.id}`);
    expect(kinds.map((k) => k.kind)).toEqual(['deposit']);
    // After it ends, a promotional message goes again.
    setNow(new Date(now.getTime() + DAY));
    expect(await ctx.deps.db.transaction((tx) => postMessage(tx, { userId: p.id, kind: 'vip', title: 'inbox.vip.title', body: 'inbox.vip.body', params: { level: 1 }, ref: `vip:${p.id}:y`, now }))).toBe(true);
  });

  it('a self-exclusion ends the partner rebates on the player, also after it ends; a cool-off does not', async () => {
    const start = new Date(Date.now() - 1000);
    setNow(start);
    const partner = await signUpWith(ctx);
    const selfish = await signUpWith(ctx, partner.code);
    const cooling = await signUpWith(ctx, partner.code);
    const [box] = await cheapBoxes(ctx, 1);
    expect((await openBox(ctx, selfish.token, box.id)).statusCode).toBe(200);
    expect((await exclude(selfish, 'self', '6m')).statusCode).toBe(200);
    expect((await exclude(cooling, 'cooloff', '24h')).statusCode).toBe(200);
    setNow(new Date(start.getTime() + 200 * DAY));
    for (const who of [selfish, cooling]) { await signInAgain(who); await answerReality(who); }
    expect((await openBox(ctx, selfish.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, cooling.token, box.id)).statusCode).toBe(200);
    const selfRows = (await rebatesOf(ctx, selfish.id)) as { level: number; amount: bigint | string }[];
    expect(selfRows).toHaveLength(2);
    const levels = selfRows.map((r) => Number(r.level)).sort();
    expect(levels[0]).toBe(-1); // the one after the self-exclusion earns nothing
    expect(levels[1]).toBeGreaterThanOrEqual(0); // the one before it stays
    const coolRows = (await rebatesOf(ctx, cooling.id)) as { level: number }[];
    expect(coolRows.map((r) => Number(r.level))).not.toContain(-1);
  });
});
