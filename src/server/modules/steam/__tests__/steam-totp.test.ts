// Steam sign-in with the authenticator on (docs/decisions/0104): from a new device the exchange
// answers the same challenge as password and SMS sign-in, api/auth/totpLogin with a code opens the
// session and the new-device message names Steam; from the device that turned it on, the session
// opens at once. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { TotpStart } from '../../../../shared/contracts/totp.ts';
import { messages } from '../../../db/schema/index.ts';
import { TOTP_PERIOD_S } from '../../../console/auth/totp.ts';
import { startFakeSteamOpenId, type FakeSteamOpenId } from '../../../../../tests/support/fake-steam-openid.ts';
import { get, post, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const PUBLIC_URL = 'http://127.0.0.1:4399';
let ctx: TestContext;
let fake: FakeSteamOpenId;
// Real time: the fake provider's response nonce carries the real clock, and the assertion is checked against ours.
let clock = new Date();

beforeAll(async () => {
  fake = await startFakeSteamOpenId();
  ctx = await createTestContext({ STEAM_OPENID_ENDPOINT: fake.url, PUBLIC_URL });
  fake.steamId = `7656119801${String(process.pid % 1000).padStart(3, '0')}0001`;
  ctx.setNow(clock);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); ctx.setNow(clock); };
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000), period: TOTP_PERIOD_S });

/** Steam's round trip to the callback page's one-time code. */
async function steamCode(): Promise<string> {
  const start = await get(ctx, '/api/auth/steamLogin?callbackUrl=%2Fbox');
  const back = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
  const ret = new URL(String(back.headers.get('location')));
  const done = await get(ctx, `${ret.pathname}${ret.search}`);
  return new URL(String(done.headers.location), PUBLIC_URL).searchParams.get('code') ?? '';
}
const exchange = async (ua: string) => post(ctx, '/api/auth/steamExchange', { code: await steamCode() }, { 'user-agent': ua });

describe('Steam sign-in with the authenticator on', () => {
  it('asks for the code on a new device, like password and SMS sign-in, and names Steam in the new-device message', async () => {
    const HOME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const first = await exchange(HOME);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().data.token as string;
    expect(token).not.toBe('');
    const start = (await post(ctx, '/api/profile/totp/start', {}, { token, 'user-agent': HOME })).json<Envelope<TotpStart>>().data!;
    expect((await post(ctx, '/api/profile/totp/confirm', { code: await codeAt(start.secret) }, { token, 'user-agent': HOME })).statusCode).toBe(200);
    advance(TOTP_PERIOD_S * 1000);

    // The device that turned it on: straight in.
    const same = await exchange(HOME);
    expect(same.json().data.token).not.toBe('');
    expect(same.json().data.secondFactor).toBeUndefined();

    // A new device: a challenge, no session.
    const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
    const challenged = await exchange(PHONE);
    expect(challenged.statusCode, challenged.body).toBe(200);
    expect(challenged.json().data).toMatchObject({ token: '', secondFactor: 'totp' });
    const { challenge } = challenged.json().data as { challenge: string };
    const wrong = await post(ctx, '/api/auth/totpLogin', { challenge, code: '000000' }, { 'user-agent': PHONE });
    expect(wrong.statusCode).toBe(400);
    const id = BigInt((await userInfo(ctx, token)).id);
    const none = await ctx.deps.db.select().from(messages).where(and(eq(messages.userId, id), eq(messages.kind, 'security')));
    expect(none).toEqual([]);
    const passed = await post(ctx, '/api/auth/totpLogin', { challenge, code: await codeAt(start.secret) }, { 'user-agent': PHONE });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.token).not.toBe('');
    const told = await ctx.deps.db.select().from(messages).where(and(eq(messages.userId, id), eq(messages.kind, 'security')));
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ method: 'inbox.security.method.steam', browser: 'Chrome', os: 'Android' });
  });
});
