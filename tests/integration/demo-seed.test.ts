// Issue 19 item 4: a deposit needs a verified real name, so the demo account (seeded outside
// production) comes verified, and a newcomer signed in as it can top up at once. The seed stays
// idempotent: run again, it adds no second certification and keeps the first verification time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNT, prepareDatabase } from '../../src/server/seed.ts';
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
