// Staff TOTP secrets at rest (docs/decisions/0112): enrolment stores the pending and the enrolled
// secret sealed, a row written before sealing still signs in and is sealed by that sign-in, and a
// secret that cannot be opened (tampered with, another APP_SECRET, cut short) is a wrong code, never
// a 500. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { isSealed, openTotpSecret, sealTotpSecret } from '../../../sealed-secret.ts';
import { newTotpSecret, TOTP_PERIOD_S } from '../totp.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { unopenableSeals } from '../../../../../tests/integration/sealed-secret-helpers.ts';
import { consoleCookieOf, createStaff, postSignIn, staffPost, totpCodeAt, type TestStaff } from '../../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
let clock = new Date('2026-08-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = () => { clock = new Date(clock.getTime() + TOTP_PERIOD_S * 1000); ctx.setNow(clock); };

type Row = { totp_secret: string | null; totp_pending_secret: string | null };
async function rowOf(s: { id: bigint }): Promise<Row> {
  const [row] = await queryRows<Row>(ctx.deps.db, sql`SELECT totp_secret, totp_pending_secret FROM staff WHERE id = ${s.id}`);
  return row;
}

/** A staff member whose row holds `stored` as the TOTP secret (null: not enrolled yet). */
async function staffWithStored(stored: string | null): Promise<TestStaff> {
  const s = await createStaff(ctx, { role: 'support' });
  await ctx.deps.db.execute(sql`UPDATE staff SET totp_secret = ${stored} WHERE id = ${s.id}`);
  return s;
}

async function failureReasons(s: TestStaff): Promise<unknown[]> {
  const rows = await queryRows<{ after: { reason?: string } | null }>(ctx.deps.db, sql`
    SELECT after FROM console_audit WHERE action = 'staff.signInFailed' AND staff_name = ${s.name} ORDER BY id`);
  return rows.map((r) => r.after?.reason);
}

describe('staff secrets at rest', () => {
  it('enrolment stores the pending secret and then the secret sealed: the row never holds the base32 secret', async () => {
    const s = await staffWithStored(null);
    const first = await postSignIn(ctx, { name: s.name, password: s.password, code: '' });
    expect(first.statusCode, first.body).toBe(200);
    const me = { cookie: consoleCookieOf(first), csrf: first.json().data.csrfToken as string };
    const started = await staffPost(ctx, me, '/api/console/auth/totp/start');
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json<{ data: { secret: string } }>().data.secret;
    const pending = await rowOf(s);
    expect(pending.totp_secret).toBeNull();
    expect(pending.totp_pending_secret).toMatch(/^v1\./);
    expect(pending.totp_pending_secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, pending.totp_pending_secret!)).toBe(secret);

    const confirmed = await staffPost(ctx, me, '/api/console/auth/totp/confirm', { code: await totpCodeAt(ctx, secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const enrolled = await rowOf(s);
    expect(enrolled.totp_pending_secret).toBeNull();
    expect(enrolled.totp_secret).toMatch(/^v1\./);
    expect(enrolled.totp_secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, enrolled.totp_secret!)).toBe(secret);
    // The sealed secret answers the next step's code at sign-in.
    advance();
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, secret) })).statusCode).toBe(200);
  });

  it('a pending secret that cannot be opened is a wrong code at confirm, never a 500', async () => {
    const s = await staffWithStored(null);
    const first = await postSignIn(ctx, { name: s.name, password: s.password, code: '' });
    const me = { cookie: consoleCookieOf(first), csrf: first.json().data.csrfToken as string };
    const secret = newTotpSecret();
    await ctx.deps.db.execute(sql`UPDATE staff SET totp_pending_secret = ${sealTotpSecret('another-app-secret-0123456789', secret)} WHERE id = ${s.id}`);
    const res = await staffPost(ctx, me, '/api/console/auth/totp/confirm', { code: await totpCodeAt(ctx, secret) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status).toBe(ERRORS.CONSOLE_TOTP_WRONG_CODE.code);
    expect((await rowOf(s)).totp_secret).toBeNull();
  });

  it('a legacy plain secret still signs in, is sealed by that sign-in, and keeps working', async () => {
    const secret = newTotpSecret();
    const s = await staffWithStored(secret);
    const res = await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, secret) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowOf(s);
    expect(isSealed(after.totp_secret!)).toBe(true);
    expect(after.totp_secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, after.totp_secret!)).toBe(secret);
    // Its step is spent (the replay refusal still holds); the next one signs in against the sealed row, which stays.
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, secret) })).statusCode).toBe(400);
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, secret, 1) })).statusCode).toBe(200);
    expect((await rowOf(s)).totp_secret).toBe(after.totp_secret);
    expect(await failureReasons(s)).toEqual(['replay']);
  });

  it('a wrong code or a wrong password leaves a legacy row as it is', async () => {
    const secret = newTotpSecret();
    const s = await staffWithStored(secret);
    const right = await totpCodeAt(ctx, secret);
    expect((await postSignIn(ctx, { name: s.name, password: s.password, code: right === '000000' ? '111111' : '000000' })).statusCode).toBe(400);
    expect((await postSignIn(ctx, { name: s.name, password: 'not-the-password-1', code: right })).statusCode).toBe(400);
    expect((await rowOf(s)).totp_secret).toBe(secret);
  });

  it('a tampered, foreign, truncated or malformed secret is a wrong code (400), never a 500', async () => {
    const secret = newTotpSecret();
    const broken = unopenableSeals(ctx.config.appSecret, secret);
    for (const [what, stored] of Object.entries(broken)) {
      const s = await staffWithStored(stored);
      const res = await postSignIn(ctx, { name: s.name, password: s.password, code: await totpCodeAt(ctx, secret) });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().status, what).toBe(ERRORS.CONSOLE_BAD_CREDENTIALS.code);
      expect(await failureReasons(s), what).toEqual(['code']);
      expect((await rowOf(s)).totp_secret, what).toBe(stored);
    }
  });
});
