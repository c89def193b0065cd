// Console reports: a small known history built through the real APIs (sign-up,
// sandbox recharge, case openings, a sell-back), then each report's numbers, exactly; the CSV
// matches the JSON; China days; bad input refused in the request's language.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { chinaDay } from '../range.ts';
import type { ReportAnswer } from '../../../../shared/contracts/console-reports.ts';
import { formatFen, parseYuan } from '../../../../shared/money.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, post, sell, signUp } from '../../../../../tests/integration/api.ts';
import { signInStaff, staffGet, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';

let ctx: TestContext;
let finance: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  finance = await signInStaff(ctx, 'finance');
});
afterAll(async () => { await ctx.close(); });

/** Yuan text, signed, to fen. */
const fen = (yuan: string) => (yuan.startsWith('-') ? -parseYuan(yuan.slice(1))! : parseYuan(yuan)!);
const day = (offset: number) => chinaDay(new Date(Date.now() + offset * 86_400_000));

async function reportOf(q: string, lang = 'zh-CN'): Promise<ReportAnswer> {
  const res = await staffGet(ctx, finance, `/api/console/reports?${q}`, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReportAnswer;
}

/** The range around today (yesterday to tomorrow), so a test crossing China's midnight still sees it all. */
const around = () => `from=${day(-1)}&to=${day(1)}`;

/** The known history. */
const story = { deposits: [] as bigint[], firstDeposits: [] as bigint[], spent: 0n, won: 0n, opened: 0, sold: 0n, soldValue: 0n, seat: 0n, battleWon: 0n, dreamSpent: 0n, dreamWon: 0n, stakedValue: 0n };

describe('reports over a known history', () => {
  beforeAll(async () => {
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
    const box = list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await signUp(ctx); // signs up and does nothing: new, not active
    await fund(ctx, a.token, '500');
    await fund(ctx, a.token, '200');
    await fund(ctx, b.token, '100');
    story.deposits.push(50000n, 20000n, 10000n);
    story.firstDeposits.push(50000n, 10000n);
    const drops: { id: string; price: string; recoveryPrice: string }[] = [];
    for (const [who, n] of [[a, 3], [b, 1]] as const) {
      const res = await openBox(ctx, who.token, box.id, n);
      expect(res.statusCode).toBe(200);
      drops.push(...res.json().data.drops);
      story.spent += fen(box.price) * BigInt(n);
      story.opened += n;
    }
    story.won = drops.reduce((s, d) => s + fen(d.price), 0n);
    const sold = await sell(ctx, a.token, [drops[0].id]);
    expect(sold.statusCode).toBe(200);
    story.sold = fen(sold.json().data.amount);
    story.soldValue = fen(drops[0].price);
    // A battle: a's seat against a bot's, two rounds of the cheapest case; the house pays the bot's seat.
    const room = await post(ctx, '/api/battle/create', { boxIds: `${box.id},${box.id}`, seats: 2 }, { token: a.token, 'idempotency-key': randomUUID() });
    expect(room.statusCode, room.body).toBe(200);
    const bot = await post(ctx, '/api/battle/joinBot', { id: room.json().data.room.id, pos: 2 }, { token: a.token, 'idempotency-key': randomUUID() });
    expect(bot.statusCode, bot.body).toBe(200);
    story.seat = fen(box.price) * 2n;
    // What the player took home from it (the winner takes every item; a bot's go back to the house).
    const [taken] = await queryRows<{ v: string }>(ctx.deps.db, sql`SELECT COALESCE(sum(value), 0)::text AS v FROM battle_results WHERE item_id IS NOT NULL`);
    story.battleWon = BigInt(taken.v);
    // Two dreams: b pays a fee for a 30 % chance; a stakes one of the case drops instead.
    const dreamGo = (token: string, body: unknown) => ctx.app.inject({
      method: 'POST', url: '/api/dream/go', payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
    });
    const paidTarget = targetAtLeast(ctx, 1_000n);
    const paid = await dreamGo(b.token, { targetId: paidTarget.id, chancePpm: 300_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    const staked = drops[1];
    const stakeTarget = targetAtLeast(ctx, fen(staked.price) * 4n + 1_000n);
    const stake = await dreamGo(a.token, { targetId: stakeTarget.id, stakeIds: [staked.id] });
    expect(stake.statusCode, stake.body).toBe(200);
    for (const [r, target] of [[paid.json().data, paidTarget], [stake.json().data, stakeTarget]] as const) {
      story.dreamSpent += fen(r.fee) + fen(r.stakeValue);
      if (r.won) story.dreamWon += target.price;
    }
    story.stakedValue = fen(staked.price);
  });

  it('deposits and first deposits (with their bonus)', async () => {
    const r = await reportOf(`report=deposits&granularity=day&${around()}`);
    const bonus = story.firstDeposits.reduce((s, d) => s + (d * BigInt(ctx.config.pay.firstDepositBonusPercent)) / 100n, 0n);
    expect(r.totals).toEqual({
      deposits: 3, depositAmount: formatFen(80000n), depositors: 2,
      firstDeposits: 2, firstDepositAmount: formatFen(60000n), firstDepositBonus: formatFen(bonus),
    });
    expect(r.rows.map((x) => x.bucket)).toEqual([day(-1), day(0), day(1)]);
    // Every bucket's figures add up to the totals (the history sits in one or two of them).
    expect(r.rows.reduce((s, x) => s + Number(x.values.deposits), 0)).toBe(3);
  });

  it('turnover, GGR and sell-back', async () => {
    const t = await reportOf(`report=turnover&granularity=week&${around()}`);
    expect(t.totals).toEqual({
      games: formatFen(story.spent + story.seat + story.dreamSpent), cases: formatFen(story.spent), caseOpenings: story.opened,
      battles: formatFen(story.seat), dream: formatFen(story.dreamSpent), dreams: 2, shopCoins: '0.00', shopPoints: '0.00',
    });
    const g = await reportOf(`report=ggr&granularity=month&${around()}`);
    expect(g.totals).toEqual({
      ggr: formatFen(story.spent + story.seat + story.dreamSpent - story.won - story.battleWon - story.dreamWon),
      spent: formatFen(story.spent + story.seat + story.dreamSpent), won: formatFen(story.won + story.battleWon + story.dreamWon),
      caseGgr: formatFen(story.spent - story.won), battleGgr: formatFen(story.seat - story.battleWon), dreamGgr: formatFen(story.dreamSpent - story.dreamWon),
    });
    const s = await reportOf(`report=sellBack&${around()}`);
    expect(s.totals).toEqual({ paid: formatFen(story.sold), sales: 1, itemsSold: 1, itemsValue: formatFen(story.soldValue) });
  });

  it('new and active players', async () => {
    const p = await reportOf(`report=players&granularity=week&${around()}`);
    expect(p.totals).toEqual({ newPlayers: 3, activePlayers: 2 });
  });

  it('liabilities: players\' balances and backpacks against the house accounts, from the ledger', async () => {
    const l = await reportOf(`report=liabilities&${around()}`);
    const [cached] = await queryRows<{ cash: string; pc: string; bag: string }>(ctx.deps.db, sql`
      SELECT (SELECT COALESCE(sum(balance), 0) FROM accounts WHERE user_id IS NOT NULL AND type IN ('main', 'secondary'))::text AS cash,
        (SELECT COALESCE(sum(balance), 0) FROM accounts WHERE user_id IS NOT NULL AND type IN ('points', 'coins'))::text AS pc,
        (SELECT COALESCE(sum(price), 0) FROM backpack_items WHERE state IN (0, 2, 5))::text AS bag`);
    // The cached balances are kept beside the ledger; the report sums the postings: they agree.
    expect(l.totals.playerBalances).toBe(formatFen(BigInt(cached.cash)));
    expect(l.totals.pointsCoins).toBe(formatFen(BigInt(cached.pc)));
    expect(l.totals.backpacks).toBe(formatFen(BigInt(cached.bag)));
    expect(l.totals.backpacks).toBe(formatFen(story.won - story.soldValue + story.battleWon - story.stakedValue + story.dreamWon));
    expect(l.totals.owed).toBe(formatFen(BigInt(cached.cash) + BigInt(cached.bag)));
    // Money is only moved: players + points and coins + house + providers = 0, in every bucket.
    for (const row of l.rows) {
      const v = row.values;
      expect(fen(String(v.playerBalances)) + fen(String(v.pointsCoins)) + fen(String(v.houseAccounts)) + fen(String(v.providerAccounts))).toBe(0n);
    }
    expect(l.totals.providerAccounts).toBe(formatFen(-80000n));
    // Yesterday, before any of it: nothing owed.
    expect(l.rows[0].values).toMatchObject({ owed: '0.00', playerBalances: '0.00', backpacks: '0.00' });
  });

  it('the CSV holds the JSON\'s rows and totals', async () => {
    for (const report of ['deposits', 'turnover', 'ggr', 'sellBack', 'liabilities', 'players']) {
      const q = `report=${report}&granularity=day&${around()}`;
      const json = await reportOf(q);
      const csv = await staffGet(ctx, finance, `/api/console/reports/csv?${q}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
      const keys = json.columns.map((c) => c.key);
      expect(lines[0]).toEqual(['bucket', ...keys]);
      expect(lines.slice(1)).toEqual([
        ...json.rows.map((row) => [row.bucket, ...keys.map((k) => String(row.values[k]))]),
        ['total', ...keys.map((k) => String(json.totals[k]))],
      ]);
    }
  });
});

describe('China days', () => {
  it('puts 23:30 and 00:10 Shanghai time on two days, weeks from Monday, months from the 1st', async () => {
    // 2026-03-01 is a Sunday. 15:30 UTC is 23:30 on the 1st in Shanghai; 16:10 UTC is 00:10 on the 2nd.
    for (const [i, at] of ['2026-03-01T15:30:00Z', '2026-03-01T16:10:00Z', '2026-02-28T16:00:00Z'].entries()) {
      await ctx.deps.db.execute(sql`INSERT INTO users (nickname, invitation_code, created_at) VALUES (${`tz${i}`}, ${`TZCODE${i}`}, ${at}::timestamptz)`);
    }
    const q = 'report=players&from=2026-03-01&to=2026-03-02';
    const byDay = await reportOf(`${q}&granularity=day`);
    expect(byDay.rows.map((r) => [r.bucket, r.values.newPlayers])).toEqual([['2026-03-01', 2], ['2026-03-02', 1]]);
    const byWeek = await reportOf(`${q}&granularity=week`);
    expect(byWeek.rows.map((r) => [r.bucket, r.values.newPlayers])).toEqual([['2026-02-23', 2], ['2026-03-02', 1]]);
    const byMonth = await reportOf(`${q}&granularity=month`);
    expect(byMonth.rows.map((r) => [r.bucket, r.values.newPlayers])).toEqual([['2026-03-01', 3]]);
    expect(byMonth.totals).toEqual({ newPlayers: 3, activePlayers: 0 });
  });
});

describe('bad input', () => {
  const cases: [string, string, string][] = [
    ['report=players&granularity=hour', 'Granularity must be day, week or month', '统计粒度须为 day（日）、week（周）或 month（月）'],
    ['report=nope', 'Report must be deposits, turnover, ggr, sellBack, liabilities or players', '报表须为 deposits、turnover、ggr、sellBack、liabilities 或 players'],
    ['granularity=day', 'Report must be deposits, turnover, ggr, sellBack, liabilities or players', '报表须为 deposits、turnover、ggr、sellBack、liabilities 或 players'],
    ['report=players&from=2026-02-30', 'From must be a date such as 2026-01-31', '开始日期须为日期，如 2026-01-31'],
    ['report=players&to=yesterday', 'To must be a date such as 2026-01-31', '结束日期须为日期，如 2026-01-31'],
    ['report=players&from=2026-03-02&to=2026-03-01', 'The end date cannot be before the start date, and a range is at most 1096 days', '结束日期不能早于开始日期，且范围最多 1096 天'],
    ['report=players&from=2020-01-01&to=2026-01-01', 'The end date cannot be before the start date, and a range is at most 1096 days', '结束日期不能早于开始日期，且范围最多 1096 天'],
    ['report=players&from=2026-03-01%07', 'From contains characters that are not allowed', '开始日期包含不允许的字符'],
    ['report=players%00', 'Report contains characters that are not allowed', '报表包含不允许的字符'],
  ];
  for (const [q, en, zh] of cases) {
    it(`refuses ${q} in the request's language, JSON and CSV`, async () => {
      for (const path of ['/api/console/reports', '/api/console/reports/csv']) {
        const a = await staffGet(ctx, finance, `${path}?${q}`, { lang: 'en' });
        expect(a.statusCode).toBe(400);
        expect(a.json().msg).toBe(en);
        const b = await staffGet(ctx, finance, `${path}?${q}`);
        expect(b.json().msg).toBe(zh);
      }
    });
  }

  it('is for staff whose role reads reports', async () => {
    expect((await get(ctx, '/api/console/reports?report=players')).statusCode).toBe(401);
    const support = await signInStaff(ctx, 'support');
    expect((await staffGet(ctx, support, '/api/console/reports?report=players')).statusCode).toBe(403);
    expect((await staffGet(ctx, support, '/api/console/reports/csv?report=players')).statusCode).toBe(403);
    const operator = await signInStaff(ctx, 'operator');
    expect((await staffGet(ctx, operator, '/api/console/reports?report=players')).statusCode).toBe(200);
  });
});
