// Steam sign-in against a local fake OpenID provider: success, each refusal, the one-time code,
// and the redirect rules. The fake answers check_authentication honestly unless told otherwise.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginExchangeCodes, partnerTotals, referrals, sessions, steamLogins, users } from '../../../db/schema/index.ts';
import { startFakeSteamOpenId, type FakeSteamOpenId } from '../../../../../tests/support/fake-steam-openid.ts';
import { get, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const PUBLIC_URL = 'http://127.0.0.1:4399';
const ERROR_LOCATION = '/login/steamCallback?error=steam';

let ctx: TestContext;
let fake: FakeSteamOpenId;
let steamSeq = 0;

beforeAll(async () => {
  fake = await startFakeSteamOpenId();
  ctx = await createTestContext({ STEAM_OPENID_ENDPOINT: fake.url, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  // A new Steam account per test unless a test says otherwise.
  steamSeq += 1;
  fake.steamId = `7656119800${String(process.pid % 1000).padStart(3, '0')}${String(steamSeq).padStart(4, '0')}`;
  fake.forceValid = null;
  fake.nextNonce = null;
  ctx.setNow(new Date());
});

/** GET api/auth/steamLogin: the provider URL it redirects to. */
async function begin(query = 'callbackUrl=%2Fbox'): Promise<URL> {
  const res = await get(ctx, `/api/auth/steamLogin?${query}`);
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The browser at the provider: where it is sent back to (our steamReturn with the assertion). */
async function throughProvider(authorize: URL): Promise<URL> {
  const res = await fetch(authorize, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.get('location')));
}

/** GET api/auth/steamReturn as the browser would: our answer's Location. */
async function finish(back: URL): Promise<string> {
  expect(back.origin).toBe(PUBLIC_URL);
  const res = await get(ctx, `${back.pathname}${back.search}`);
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

async function assertion(query?: string): Promise<URL> {
  return throughProvider(await begin(query));
}

/** The return URL with some openid fields (or the state) changed. */
function tampered(back: URL, changes: Record<string, string | null>): URL {
  const u = new URL(back);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) u.searchParams.delete(k);
    else u.searchParams.set(k, v);
  }
  return u;
}

function callback(location: string): { params: Record<string, string>; code: string } {
  const u = new URL(location, PUBLIC_URL);
  expect(u.pathname).toBe('/login/steamCallback');
  return { params: JSON.parse(u.searchParams.get('params') ?? 'null'), code: u.searchParams.get('code') ?? '' };
}

async function exchange(code: string) {
  return post(ctx, '/api/auth/steamExchange', { code });
}

async function signInWithSteam(query?: string): Promise<{ token: string; params: Record<string, string>; location: string }> {
  const location = await finish(await assertion(query));
  const { params, code } = callback(location);
  const res = await exchange(code);
  expect(res.statusCode).toBe(200);
  return { token: res.json().data.token, params, location };
}

async function counts() {
  const [s] = await ctx.deps.db.select({ n: count() }).from(sessions);
  const [c] = await ctx.deps.db.select({ n: count() }).from(loginExchangeCodes);
  const [u] = await ctx.deps.db.select({ n: count() }).from(users);
  return { sessions: s.n, codes: c.n, users: u.n };
}

/** Finishing with `back` is refused: the error page, and no user, code or session made. */
async function expectRefused(back: URL): Promise<void> {
  const before = await counts();
  expect(await finish(back)).toBe(ERROR_LOCATION);
  expect(await counts()).toEqual(before);
}

function stateOf(back: URL): string {
  return back.searchParams.get('state') ?? '';
}

describe('Steam sign-in: the request to the provider', () => {
  it('redirects to the configured endpoint with a checkid_setup request and our return_to', async () => {
    const authorize = await begin('callbackUrl=%2Fbox%3Fx%3D1&promoteCode=ABC123&channelCode=ch_1');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.url);
    const q = Object.fromEntries(authorize.searchParams);
    const state = /state=([A-Za-z0-9_-]{43})$/.exec(q['openid.return_to'])?.[1] ?? '';
    expect(q).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${state}`,
      'openid.realm': PUBLIC_URL,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const [row] = await ctx.deps.db.select().from(steamLogins).where(eq(steamLogins.state, state));
    expect(row).toMatchObject({ redirectUrl: '/box?x=1', promoteCode: 'ABC123', channelCode: 'ch_1', usedAt: null });
  });

  it.each([
    ['//evil.com'], ['https://evil.com'], ['/\\evil.com'], ['/\t/evil.com'], ['javascript:alert(1)'], ['evil.com/x'], [''],
  ])('falls back to /home for the callbackUrl %j', async (callbackUrl) => {
    const authorize = await begin(`callbackUrl=${encodeURIComponent(callbackUrl)}`);
    const location = await finish(await throughProvider(authorize));
    expect(callback(location).params.redirectUrl).toBe('/home');
  });

  it('falls back to /home without a callbackUrl, and drops malformed marketing codes', async () => {
    const { params } = await signInWithSteam('promoteCode=%3Cscript%3E&channelCode=a%20b');
    expect(params).toEqual({ redirectUrl: '/home', promoteCode: '', channelCode: '' });
  });
});

describe('Steam sign-in: success', () => {
  it('creates one user, signs in, and a second sign-in reuses the account', async () => {
    const before = await counts();
    const first = await signInWithSteam('callbackUrl=%2Fprovably-fair');
    expect(first.params).toEqual({ redirectUrl: '/provably-fair', promoteCode: '', channelCode: '' });
    const info = await userInfo(ctx, first.token);
    expect(info).toMatchObject({ steamBound: true, phone: '', hasPassword: false, nickname: `Steam用户${fake.steamId.slice(-4)}` });

    const second = await signInWithSteam();
    expect(second.token).not.toBe(first.token);
    expect((await userInfo(ctx, second.token)).id).toBe(info.id);
    expect((await counts()).users).toBe(before.users + 1);
    const rows = await ctx.deps.db.select().from(users).where(eq(users.steamId, fake.steamId));
    expect(rows).toHaveLength(1);
  });

  it('never puts the token in a URL', async () => {
    const { token, location } = await signInWithSteam();
    expect(location).not.toContain(token);
    expect(location).not.toContain(encodeURIComponent(token));
  });

  it('binds the inviter named by promoteCode and stores the channelCode', async () => {
    const inviter = await signUp(ctx);
    const code: string = (await userInfo(ctx, inviter.token)).invitationCode;
    const { token, params } = await signInWithSteam(`callbackUrl=%2Fbox&promoteCode=${code}&channelCode=spring_ads`);
    expect(params).toEqual({ redirectUrl: '/box', promoteCode: code, channelCode: 'spring_ads' });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.steamId, fake.steamId));
    expect(String(row.inviterId)).toBe((await userInfo(ctx, inviter.token)).id);
    expect(row.channelCode).toBe('spring_ads');
    expect((await userInfo(ctx, token)).inviterBound).toBe(true);
    // The referral book moved with the binding.
    const [book] = await ctx.deps.db.select().from(referrals).where(eq(referrals.promotedId, row.id));
    expect(book).toMatchObject({ partnerId: row.inviterId, flag: 0, purchases: 0n });
    const [totals] = await ctx.deps.db.select().from(partnerTotals).where(eq(partnerTotals.userId, row.inviterId!));
    expect(totals.promotedCount).toBe(1);
  });

  it('signs in with a promoteCode that names nobody, binding nobody', async () => {
    const { token } = await signInWithSteam('promoteCode=NOBODY99');
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.steamId, fake.steamId));
    expect(row.inviterId).toBeNull();
    expect((await userInfo(ctx, token)).inviterBound).toBe(false);
  });
});

describe('Steam sign-in: refusals', () => {
  it('refuses a different op_endpoint (before asking the provider)', async () => {
    const back = await assertion();
    const checks = fake.checks;
    await expectRefused(tampered(back, { 'openid.op_endpoint': 'https://evil.example/openid/login' }));
    expect(fake.checks).toBe(checks);
  });

  it('refuses a claimed_id that differs from identity', async () => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198999999999' }));
  });

  it.each([
    'https://evil.com/openid/id/76561198000000001',
    'http://steamcommunity.com/openid/id/76561198000000001',
    'https://steamcommunity.com.evil.com/openid/id/76561198000000001',
    'https://steamcommunity.com/openid/id/7656119800000000',
    'https://steamcommunity.com/openid/id/76561198000000001/',
    'https://steamcommunity.com/openid/id/76561198000000001?x=1',
    'https://steamcommunity.com/profiles/76561198000000001',
  ])('refuses the claimed_id %s even when identity says the same', async (id) => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.claimed_id': id, 'openid.identity': id }));
  });

  it('refuses a return_to on another host', async () => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.return_to': `https://evil.com/api/auth/steamReturn?state=${stateOf(back)}` }));
  });

  it('refuses an assertion brought back with another sign-in\'s state', async () => {
    const back = await assertion();
    const other = stateOf(await throughProvider(await begin()));
    await expectRefused(tampered(back, { state: other }));
  });

  it('refuses a return_to rewritten to another state (the provider never signed it)', async () => {
    const back = await assertion();
    const other = stateOf(await throughProvider(await begin()));
    const checks = fake.checks;
    await expectRefused(tampered(back, { state: other, 'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${other}` }));
    expect(fake.checks).toBe(checks + 1);
  });

  it('refuses an unknown state', async () => {
    const back = await assertion();
    const unknown = randomBytes(32).toString('base64url');
    const checks = fake.checks;
    await expectRefused(tampered(back, { state: unknown, 'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${unknown}` }));
    await expectRefused(tampered(back, { state: 'short' }));
    await expectRefused(tampered(back, { state: null }));
    expect(fake.checks).toBe(checks);
  });

  it('refuses a used state: the same return cannot sign in twice', async () => {
    const back = await assertion();
    expect(callback(await finish(back)).code).not.toBe('');
    await expectRefused(back);
  });

  it('refuses an expired state', async () => {
    const back = await assertion();
    await ctx.deps.db.update(steamLogins).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(steamLogins.state, stateOf(back)));
    await expectRefused(back);
  });

  it('refuses a replayed response_nonce', async () => {
    const first = await assertion();
    await finish(first);
    fake.nextNonce = first.searchParams.get('openid.response_nonce');
    const checks = fake.checks;
    await expectRefused(await assertion());
    expect(fake.checks).toBe(checks);
  });

  it('refuses a response_nonce from long ago or with no time', async () => {
    fake.nextNonce = `${new Date(Date.now() - 30 * 60_000).toISOString().slice(0, 19)}Zold`;
    await expectRefused(await assertion());
    fake.nextNonce = 'no-time-here';
    await expectRefused(await assertion());
  });

  it('refuses when check_authentication answers is_valid:false', async () => {
    const back = await assertion();
    fake.forceValid = false;
    const checks = fake.checks;
    await expectRefused(back);
    expect(fake.checks).toBe(checks + 1);
  });

  it('refuses a well-formed assertion the provider never issued', async () => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.sig': Buffer.from('forged').toString('base64') }));
  });

  it('refuses an assertion whose signed list leaves out a required field', async () => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,assoc_handle' }));
  });

  it('refuses openid.mode=cancel and a repeated field', async () => {
    const back = await assertion();
    await expectRefused(tampered(back, { 'openid.mode': 'cancel' }));
    const doubled = new URL(back);
    doubled.searchParams.append('openid.claimed_id', 'https://steamcommunity.com/openid/id/76561198999999999');
    await expectRefused(doubled);
  });

  it('refuses a cancelled account', async () => {
    await signInWithSteam();
    await ctx.deps.db.update(users).set({ status: 2 }).where(eq(users.steamId, fake.steamId));
    await expectRefused(await assertion());
  });
});

describe('Steam sign-in: the one-time code', () => {
  it('gives the token once; a reused code is refused', async () => {
    const { code } = callback(await finish(await assertion()));
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 3201, success: false, data: null, msg: 'Steam 登录凭证无效或已过期，请重新登录' });
  });

  it('refuses an unknown code, a missing code, and a code older than two minutes', async () => {
    expect((await exchange(randomBytes(32).toString('base64url'))).statusCode).toBe(400);
    const missing = await post(ctx, '/api/auth/steamExchange', {}, { lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/Sign-in code/);

    const { code } = callback(await finish(await assertion()));
    ctx.setNow(new Date(Date.now() + 2 * 60_000 + 1000));
    const late = await exchange(code);
    expect(late.statusCode).toBe(400);
    expect(late.json().status).toBe(3201);
  });

  it('keeps only the hash of the code', async () => {
    const { code } = callback(await finish(await assertion()));
    const raw = await ctx.deps.db.select().from(loginExchangeCodes).where(eq(loginExchangeCodes.codeHash, code));
    expect(raw).toHaveLength(0);
  });
});

describe('Steam sign-in: housekeeping', () => {
  it('sweeps states, nonces and codes older than a day when a sign-in starts', async () => {
    const back = await assertion();
    await finish(back);
    ctx.setNow(new Date(Date.now() + 25 * 60 * 60_000));
    await begin();
    const left = await ctx.deps.db.select().from(steamLogins).where(eq(steamLogins.state, stateOf(back)));
    expect(left).toHaveLength(0);
    const [codes] = await ctx.deps.db.select({ n: count() }).from(loginExchangeCodes);
    expect(codes.n).toBe(0);
  });
});
