// The four-eyes threshold on balance adjustments holds for the 24-hour total, per player and per
// staff member, not per request: adjustments fired at once, each at the threshold, post no more
// than the threshold between them, and the rest wait for a second staff member. Posted and pending
// ones count; rejected ones do not. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { openConsoleSession } from '../../session.ts';
import type { StaffRole } from '../../../../shared/console/permissions.ts';
import { signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createStaff, staffPost } from '../../../../../tests/integration/console-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ CONSOLE_ADJUST_APPROVAL: '1000' }); });
afterAll(async () => { await ctx.close(); });

interface Staff { id: bigint; cookie: string; csrf: string }

/** A staff member with a console session at the server's clock (sign-in is tested elsewhere). */
async function staffOf(role: StaffRole): Promise<Staff> {
  return sessionOf((await createStaff(ctx, { role })).id);
}

async function sessionOf(id: bigint): Promise<Staff> {
  const session = await openConsoleSession(ctx.deps.db, id, { now: ctx.deps.clock(), ip: '10.0.0.1', userAgent: 'test' });
  return { id, cookie: `console_session=${session.token}`, csrf: session.csrfToken };
}

async function newPlayer(): Promise<{ token: string; id: string }> {
  const { token } = await signUp(ctx);
  return { token, id: String((await userInfo(ctx, token)).id) };
}

async function adjust(s: Staff, playerId: string, amount: string) {
  const res = await staffPost(ctx, s, `/api/console/players/${playerId}/adjust`, { accountType: 'main', amount, reason: '补偿活动奖励' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; state: number; amount: string; wait?: string };
}

/** Fen posted and waiting, by the player's adjustments and by the staff member's. */
async function sums(where: { userId?: string; staffId?: bigint }) {
  const [r] = await queryRows<{ posted: string; pending: string }>(ctx.deps.db, sql`
    SELECT coalesce(sum(amount) FILTER (WHERE state = 1), 0)::text AS posted, coalesce(sum(amount) FILTER (WHERE state = 0), 0)::text AS pending
    FROM balance_adjustments
    WHERE (${where.userId ?? null}::bigint IS NULL OR user_id = ${where.userId ?? null}::bigint)
      AND (${where.staffId ?? null}::bigint IS NULL OR requested_by = ${where.staffId ?? null}::bigint)`);
  return { posted: BigInt(r.posted), pending: BigInt(r.pending) };
}

describe('the approval threshold over 24 hours', () => {
  it('thirty +1000.00 at once by one owner for one player: 1000.00 posts, the rest wait for a second person', async () => {
    const owner = await staffOf('owner');
    const player = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 30 }, () => adjust(owner, player.id, '1000')));
    const posted = answers.filter((a) => a.state === 1);
    const pending = answers.filter((a) => a.state === 0);
    expect(posted).toHaveLength(1);
    expect(pending).toHaveLength(29);
    expect(pending.every((a) => a.wait === 'player24h' || a.wait === 'staff24h')).toBe(true);
    expect(await sums({ userId: player.id })).toEqual({ posted: 100_000n, pending: 2_900_000n });
    expect((await userInfo(ctx, player.token)).balance).toBe('1000.00');

    // Waiting means a second person can still post one.
    const second = await staffOf('owner');
    const approved = await staffPost(ctx, second, `/api/console/adjustments/${pending[0].id}/approve`, { reason: '已核实' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await userInfo(ctx, player.token)).balance).toBe('2000.00');
  });

  it('one staff member across different players: no more than 1000.00 posts in total', async () => {
    const finance = await staffOf('finance');
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer()));
    const answers = await Promise.all(players.map((p) => adjust(finance, p.id, '300')));
    expect(answers.filter((a) => a.state === 1)).toHaveLength(3);
    const pending = answers.filter((a) => a.state === 0);
    expect(pending).toHaveLength(5);
    expect(pending.every((a) => a.wait === 'staff24h')).toBe(true);
    expect(await sums({ staffId: finance.id })).toEqual({ posted: 90_000n, pending: 150_000n });
    // Another staff member's small adjustment for one of these players still posts.
    const other = await staffOf('finance');
    expect((await adjust(other, players[0].id, '10')).state).toBe(1);
  });

  it('small ones post at once, debits count by their size, a single large one waits, rejected ones free their share', async () => {
    const finance = await staffOf('finance');
    const owner = await staffOf('owner');
    const player = await newPlayer();
    expect(await adjust(finance, player.id, '500')).toMatchObject({ state: 1 });
    expect(await adjust(finance, player.id, '-200')).toMatchObject({ state: 1 });
    expect((await userInfo(ctx, player.token)).balance).toBe('300.00');
    // 500 + 200 + 300.01 is above 1000.00 though the balance moves by less.
    const over = await adjust(finance, player.id, '300.01');
    expect(over).toMatchObject({ state: 0, wait: 'player24h' });
    const rejected = await staffPost(ctx, owner, `/api/console/adjustments/${over.id}/reject`, { reason: '重复申请' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await adjust(finance, player.id, '300')).toMatchObject({ state: 1 });
    expect((await userInfo(ctx, player.token)).balance).toBe('600.00');

    const fresh = await newPlayer();
    expect(await adjust(owner, fresh.id, '1000.01')).toMatchObject({ state: 0, wait: 'amount' });
  });

  it('the window rolls: a day later the same staff member and player post again', async () => {
    const first = await staffOf('finance');
    const player = await newPlayer();
    expect((await adjust(first, player.id, '1000')).state).toBe(1);
    expect(await adjust(first, player.id, '0.01')).toMatchObject({ state: 0 });
    ctx.setNow(new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000));
    // A new session at the moved clock: the old one has gone idle.
    const again = await sessionOf(first.id);
    // The earlier 1000.00 and the pending 0.01 are out of the window: only this one counts.
    expect((await adjust(again, player.id, '1000')).state).toBe(1);
  });
});
