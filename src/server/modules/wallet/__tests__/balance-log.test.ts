// The record centre's balance records show readable order numbers, never the ledger's internal refs
// (`case:4v1:1:1`, `sell:4`): deposits carry their recharge order id, other kinds a letter, the date
// and the transaction id (server/modules/wallet/order-number.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, sell, signUp } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

interface Row { orderId: string; actionType: number; balanceType: number; createTime: string }

describe('balance records', () => {
  it('number case openings and sales readably, uniquely and stably', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '2000');
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
    const box = list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
    const first = (await openBox(ctx, token, box.id)).json().data.drops[0];
    await openBox(ctx, token, box.id);
    expect((await sell(ctx, token, [first.id])).statusCode).toBe(200);

    const read = async () => (await get(ctx, '/api/profile/getMyBalanceLog?page=1&pageSize=15', { token })).json().data.list as Row[];
    const rows = await read();
    const day = (r: Row) => r.createTime.slice(0, 10).replaceAll('-', '');
    // Each opening moves the balance (type 1) and earns points (type 3) in one transaction: one order number.
    const opens = rows.filter((r) => r.actionType === 3 && r.balanceType === 1);
    const earned = rows.filter((r) => r.actionType === 3 && r.balanceType === 3);
    const sales = rows.filter((r) => r.actionType === 4);
    expect(opens).toHaveLength(2);
    expect(earned.map((r) => r.orderId).sort()).toEqual(opens.map((r) => r.orderId).sort());
    expect(sales).toHaveLength(1);
    for (const r of rows) expect(r.orderId).not.toMatch(/[:,]/);
    for (const r of opens) expect(r.orderId).toMatch(new RegExp(`^O${day(r)}\\d{10}$`));
    for (const r of sales) expect(r.orderId).toMatch(new RegExp(`^S${day(r)}\\d{10}$`));
    expect(new Set(opens.map((r) => r.orderId)).size).toBe(2);
    for (const r of rows.filter((x) => x.actionType <= 2)) expect(r.orderId).toMatch(/^R\d{14}[0-9A-F]{8}$/);
    // Stable: read again, the same numbers.
    expect((await read()).map((r) => r.orderId)).toEqual(rows.map((r) => r.orderId));
  });
});
