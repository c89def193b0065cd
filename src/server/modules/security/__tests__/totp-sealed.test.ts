// The player's TOTP secret at rest (docs/decisions/0112): the rows hold it sealed from the start on,
// a row written before sealing still verifies and is sealed by the first code it accepts, and a
// secret that cannot be opened (tampered with, another APP_SECRET, cut short) is a wrong code at the
// routes, never a 500.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { LoginResult } from '../../../../shared/contracts/auth.ts';
import type { TotpStart } from '../../../../shared/contracts/totp.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { queryRows } from '../../../db/client.ts';
import { newTotpSecret, TOTP_PERIOD_S } from '../../../console/auth/totp.ts';
import { isSealed, openTotpSecret } from '../../../sealed-secret.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { unopenableSeals } from '../../../../../tests/integration/sealed-secret-helpers.ts';
import { post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let clock = new Date('2026-07-01T02:00:00Z');
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
beforeEach(() => { clock = new Date(clock.getTime() + 2 * 3600_000); ctx.setNow(clock); });
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(clock.getTime() / 1000) + steps * TOTP_PERIOD_S, period: TOTP_PERIOD_S });
let device = 0;

type Row = { secret: string | null; pending_secret: string | null; last_step: string };
async function rowOf(userId: bigint): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(ctx.deps.db, sql`SELECT secret, pending_secret, last_step::text AS last_step FROM user_totp WHERE user_id = ${userId}`);
  return row;
}

/** A player whose authenticator is on with `stored` as the row's secret, written straight to the database. */
async function playerWithStored(stored: string): Promise<{ phone: string; userId: bigint }> {
  const { token, phone } = await signUp(ctx);
  const userId = BigInt((await userInfo(ctx, token)).id);
  await ctx.deps.db.execute(sql`INSERT INTO user_totp (user_id, secret, enabled_at, created_at) VALUES (${userId}, ${stored}, ${clock}, ${clock})`);
  return { phone, userId };
}

/** The sign-in from a new device, answered with `code` at the second step. */
async function signInWithCode(phone: string, code: string) {
  const headers = { 'user-agent': `Mozilla/5.0 (Sealed test device ${++device}) Firefox/140.0` };
  const first = await post(ctx, '/api/auth/login', { phone, password: 'secret-pass-1' }, headers);
  const { challenge } = first.json<Envelope<LoginResult>>().data!;
  expect(challenge, first.body).toBeTruthy();
  return post(ctx, '/api/auth/totpLogin', { challenge: challenge!, code }, headers);
}

describe('the player secret at rest', () => {
  it('start stores the pending secret sealed, confirm the secret sealed: neither row holds the base32 secret', async () => {
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    const { secret } = (await post(ctx, '/api/profile/totp/start', {}, { token })).json<Envelope<TotpStart>>().data!;
    const pending = await rowOf(userId);
    expect(pending?.pending_secret).toMatch(/^v1\./);
    expect(pending?.pending_secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, pending!.pending_secret!)).toBe(secret);
    const res = await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(secret) }, { token });
    expect(res.statusCode, res.body).toBe(200);
    const on = await rowOf(userId);
    expect(on?.pending_secret).toBeNull();
    expect(on?.secret).toMatch(/^v1\./);
    expect(on?.secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, on!.secret!)).toBe(secret);
    // And the sealed secret answers codes.
    advance(TOTP_PERIOD_S * 1000);
    expect((await post(ctx, '/api/profile/totp/disable', { code: await codeAt(secret) }, { token })).statusCode).toBe(200);
  });

  it('a legacy plain pending secret confirms, and the secret it turns on is sealed', async () => {
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    const secret = newTotpSecret();
    await ctx.deps.db.execute(sql`INSERT INTO user_totp (user_id, pending_secret, created_at) VALUES (${userId}, ${secret}, ${clock})`);
    expect((await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(secret) }, { token })).statusCode).toBe(200);
    const on = await rowOf(userId);
    expect(on?.secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, on!.secret!)).toBe(secret);
  });

  it('a legacy plain secret still verifies, is sealed by the code it accepts, and keeps working', async () => {
    const secret = newTotpSecret();
    const { phone, userId } = await playerWithStored(secret);
    const res = await signInWithCode(phone, await codeAt(secret));
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowOf(userId);
    expect(isSealed(after!.secret!)).toBe(true);
    expect(after!.secret).not.toContain(secret);
    expect(openTotpSecret(ctx.config.appSecret, after!.secret!)).toBe(secret);
    expect(after!.last_step).not.toBe('0');
    // The step it used is spent; the next step's code works against the sealed row, which stays as it is.
    expect((await signInWithCode(phone, await codeAt(secret))).json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
    expect((await signInWithCode(phone, await codeAt(secret, 1))).statusCode).toBe(200);
    expect((await rowOf(userId))!.secret).toBe(after!.secret);
  });

  it('a wrong code leaves a legacy row as it is', async () => {
    const secret = newTotpSecret();
    const { phone, userId } = await playerWithStored(secret);
    const right = await codeAt(secret);
    expect((await signInWithCode(phone, right === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    expect((await rowOf(userId))!.secret).toBe(secret);
  });

  it('a tampered, foreign or truncated secret is a wrong code (400), never a 500, on sign-in and on a guarded step', async () => {
    const secret = newTotpSecret();
    const broken = unopenableSeals(ctx.config.appSecret, secret);
    for (const [what, stored] of Object.entries(broken)) {
      const { phone, userId } = await playerWithStored(stored);
      const res = await signInWithCode(phone, await codeAt(secret));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().status, what).toBe(ERRORS.TOTP_CODE_INVALID.code);
      expect((await rowOf(userId))!.secret, what).toBe(stored);
    }
    // A guarded step of a signed-in player: turning the authenticator off.
    const { token } = await signUp(ctx);
    const userId = BigInt((await userInfo(ctx, token)).id);
    await ctx.deps.db.execute(sql`INSERT INTO user_totp (user_id, secret, enabled_at, created_at) VALUES (${userId}, ${broken.tampered}, ${clock}, ${clock})`);
    const off = await post(ctx, '/api/profile/totp/disable', { code: await codeAt(secret) }, { token });
    expect(off.statusCode, off.body).toBe(400);
    expect(off.json().status).toBe(ERRORS.TOTP_CODE_INVALID.code);
  });
});
