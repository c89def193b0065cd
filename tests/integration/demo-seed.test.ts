// A deposit needs a verified real name, so the demo account (seeded outside
// production) comes verified, and a newcomer signed in as it can top up at once. The seed stays
// idempotent: run again, it adds no second certification and keeps the first verification time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNT, prepareDatabase } from '../../src/server/seed.ts';
import { ensureDemoShowcase, SHOWCASE_DEPOSIT_YUAN, SHOWCASE_OPENINGS } from '../../src/server/modules/demo/showcase.ts';
import { createTestContext, type TestContext } from './context.ts';
import { post, userInfo } from './api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const demoRows = () => queryRows<{ verified_at: string | null; certs: number; state: number | null; name: string | null }>(ctx.deps.db, sql`
  SELECT u.real_name_verified_at::text AS verified_at, (SELECT count(*)::int FROM certifications c WHERE c.user_id = u.id) AS certs,
    (SELECT max(state)::int FROM certifications c WHERE c.user_id = u.id) AS state, (SELECT max(real_name) FROM certifications c WHERE c.user_id = u.id) AS name
  FROM users u WHERE u.phone = ${DEMO_ACCOUNT.phone}`);

describe('the demo account', () => {
  it('is seeded verified (a masked demo certification), idempotently, and may top up at once', async () => {
    expect(await demoRows()).toEqual([]); // the test context seeds no demo account
    await prepareDatabase(ctx.database, ctx.config);
    const [first] = await demoRows();
    expect(first).toMatchObject({ certs: 1, state: 1, name: '演*示' });
    expect(first.verified_at).not.toBeNull();

    await prepareDatabase(ctx.database, ctx.config);
    expect(await demoRows()).toEqual([first]);

    const login = await post(ctx, '/api/auth/login', { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json().data as { token: string };
    expect((await userInfo(ctx, token)).realNameVerified).toBe(true);
    // The route itself (api.ts's recharge would verify the player first).
    const res = await post(ctx, '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '100' }, { token, 'idempotency-key': 'demo-1' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the demo account has something to show', () => {
  it('gets a ¥500 sandbox deposit and three openings of the cheapest case once, through the players\' own code', async () => {
    await prepareDatabase(ctx.database, ctx.config);
    // Three processes starting at once: one showcase between them.
    await Promise.all([1, 2, 3].map(() => ensureDemoShowcase(ctx.deps, DEMO_ACCOUNT.phone, new Date())));
    const login = await post(ctx, '/api/auth/login', { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password });
    const { token } = login.json().data as { token: string };
    const [row] = await queryRows<{ deposits: number; items: number; rolls: number }>(ctx.deps.db, sql`
      SELECT (SELECT count(*)::int FROM recharge_orders o WHERE o.user_id = u.id AND o.pay_state = 1) AS deposits,
        (SELECT count(*)::int FROM backpack_items b WHERE b.user_id = u.id) AS items,
        (SELECT count(*)::int FROM rolls r WHERE r.user_id = u.id) AS rolls
      FROM users u WHERE u.phone = ${DEMO_ACCOUNT.phone}`);
    expect(row).toEqual({ deposits: 1, items: SHOWCASE_OPENINGS, rolls: SHOWCASE_OPENINGS });
    const balance = Number((await userInfo(ctx, token)).balance);
    expect(balance).toBeGreaterThan(0);
    expect(balance).toBeLessThan(Number(SHOWCASE_DEPOSIT_YUAN) * 1.2);

    // A second start adds nothing.
    await ensureDemoShowcase(ctx.deps, DEMO_ACCOUNT.phone, new Date());
    const [again] = await queryRows<{ deposits: number }>(ctx.deps.db, sql`SELECT count(*)::int AS deposits FROM recharge_orders o JOIN users u ON u.id = o.user_id WHERE u.phone = ${DEMO_ACCOUNT.phone} AND o.pay_state = 1`);
    expect(again.deposits).toBe(1);
    expect(Number((await userInfo(ctx, token)).balance)).toBe(balance);
  });
});
