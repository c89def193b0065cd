// The client address behind proxies that append to X-Forwarded-For (nginx's default, HAProxy's
// `option forwardfor`): what a client writes itself is left of the trusted proxies' entries and
// never counts, in each TRUST_PROXY form. Seen through a per-address limit (30 puzzles a minute)
// and the address a new session records. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { hashToken } from '../../src/server/modules/auth/sessions.ts';
import { PUZZLES_PER_MINUTE } from '../../src/server/modules/captcha/routes.ts';
import { createTestContext, type TestContext } from './context.ts';
import { form, signUp } from './api.ts';

const contexts: TestContext[] = [];
afterAll(async () => { await Promise.all(contexts.map((c) => c.close())); });

async function started(trustProxy: string): Promise<TestContext> {
  const ctx = await createTestContext({ TRUST_PROXY: trustProxy });
  contexts.push(ctx);
  return ctx;
}

let spoofSeq = 0;
/** A puzzle asked for through proxies: `chain(spoof)` is the X-Forwarded-For they pass on, each time with another made-up first entry. */
function puzzle(ctx: TestContext, peer: string, chain: (spoof: string) => string) {
  spoofSeq += 1;
  return ctx.app.inject({
    method: 'GET', url: '/api/common/captcha', remoteAddress: peer,
    headers: { lang: 'en', 'x-forwarded-for': chain(`6.6.${spoofSeq >> 8}.${spoofSeq & 255}`) },
  });
}

/** The per-address puzzle limit holds for `real` however the client varies its own entry, and another real address is still served. */
async function limitFollowsRealAddress(ctx: TestContext, peer: string, chain: (spoof: string, real: string) => string) {
  for (let i = 0; i < PUZZLES_PER_MINUTE; i++) {
    expect((await puzzle(ctx, peer, (s) => chain(s, '203.0.113.9'))).statusCode).toBe(200);
  }
  const refused = await puzzle(ctx, peer, (s) => chain(s, '203.0.113.9'));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ success: false, msg: 'Too many requests, please try again later' });
  expect((await puzzle(ctx, peer, (s) => chain(s, '203.0.113.10'))).statusCode).toBe(200);
}

describe('TRUST_PROXY=on (one proxy: the socket peer)', () => {
  it('counts "<spoof>, <real>" as <real> in a per-address limit', async () => {
    const ctx = await started('on');
    await limitFollowsRealAddress(ctx, '127.0.0.1', (spoof, real) => `${spoof}, ${real}`);
  });

  it('records <real>, not the client\'s own entry, on the session a sign-in opens', async () => {
    const ctx = contexts[0];
    const { phone } = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6, 198.51.100.23' },
      payload: form({ phone, password: 'secret-pass-1' }),
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ ip: string }>(ctx.deps.db, sql`SELECT ip FROM sessions WHERE token_hash = ${hashToken(res.json().data.token)}`);
    expect(rows).toEqual([{ ip: '198.51.100.23' }]);
  });

  it('still takes a single entry as the client (the end-to-end tests and HAProxy send one)', async () => {
    const ctx = contexts[0];
    await limitFollowsRealAddress(ctx, '127.0.0.1', (_spoof, real) => (real === '203.0.113.9' ? '192.0.2.77' : '192.0.2.78'));
  });
});

describe('TRUST_PROXY=<addresses and CIDR ranges>', () => {
  it('skips every trusted proxy from the right, and believes nothing from a peer that is not one', async () => {
    const ctx = await started('127.0.0.1, 10.0.0.0/8');
    await limitFollowsRealAddress(ctx, '127.0.0.1', (spoof, real) => `${spoof}, ${real}, 10.20.30.40`);
    // Straight from an outside address: its X-Forwarded-For is its own words, so the peer counts.
    for (let i = 0; i < PUZZLES_PER_MINUTE; i++) {
      expect((await puzzle(ctx, '198.51.100.50', (s) => `${s}, 10.0.0.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await puzzle(ctx, '198.51.100.50', (s) => s)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=<hop count>', () => {
  it('skips exactly that many proxies from the right', async () => {
    const ctx = await started('2');
    await limitFollowsRealAddress(ctx, '10.0.0.2', (spoof, real) => `${spoof}, ${real}, 10.0.0.1`);
  });
});
