// The RTP monitor (issue 14, point 5): observed against declared RTP per case, from stored outcomes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { observedRtp, zScore } from '../../src/server/console/reports/observed-rtp.ts';
import { createTestContext, type TestContext } from './context.ts';
import { fund, get, openBox, signUp } from './api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function cheapestBox() {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string; rtp: string }[];
  return list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

describe('observedRtp', () => {
  it('counts each case opening, what it cost and what it won at the recorded price', async () => {
    const box = await cheapestBox();
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const before = new Date(Date.now() - 1000);
    for (const n of [1, 3, 2]) expect((await openBox(ctx, token, box.id, n)).statusCode).toBe(200);
    const [items] = await queryRows<{ won: string; n: string }>(ctx.deps.db, sql`SELECT sum(price)::text AS won, count(*)::text AS n FROM backpack_items WHERE box_id = ${box.id}`);
    const rows = await observedRtp(ctx.deps.db, { since: before, boxId: box.id });
    expect(rows).toHaveLength(1);
    const o = rows[0];
    expect(o.openings).toBe(6);
    expect(o.caseOpenings).toBe(6);
    expect(o.battleOpenings).toBe(0);
    expect(items.n).toBe('6');
    expect(o.won).toBe(BigInt(items.won));
    expect(o.spent).toBe(BigInt(Math.round(Number(box.price) * 100)) * 6n);
    expect(o.observedRtp).toBeCloseTo(Number(o.won) / Number(o.spent), 12);
    expect(Math.abs(o.declaredRtp! * 100 - Number(box.rtp))).toBeLessThan(0.011);
    expect(Number.isFinite(zScore(o))).toBe(true);
    // Outside the window: nothing.
    expect(await observedRtp(ctx.deps.db, { until: before, boxId: box.id })).toEqual([]);
  });
});
