// No answer that depends on who asks may be kept by a cache: every route the app registers (read
// from Fastify's own route tree, so a new route is in without a row), asked by a signed-in player
// and a signed-in console owner, answers `Cache-Control: no-store`, whatever the route then makes of
// the request. Public answers to anonymous visitors keep what they had. Runs on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { form, get, registeredRoutes, signUp } from './api.ts';
import { signInStaff, type SignedInStaff } from './console-helpers.ts';

let ctx: TestContext;
let token: string;
let phone: string;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token, phone } = await signUp(ctx));
  owner = await signInStaff(ctx, 'owner');
});
afterAll(async () => { await ctx.close(); });

let address = 0;
function ask(route: string, headers: Record<string, string>) {
  const [method, path] = route.split(' ');
  address += 1;
  return ctx.app.inject({
    method: method as 'GET' | 'POST',
    url: path.replace(/:(\w+)/g, '1'),
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    payload: method === 'GET' ? undefined : '{}',
    remoteAddress: `10.210.${(address >> 8) & 255}.${address & 255}`,
  });
}

describe('the route table', () => {
  it('is read from Fastify (a sanity check of the walk)', () => {
    const routes = registeredRoutes(ctx);
    expect(routes).toContain('GET /api/profile/userInfo');
    expect(routes).toContain('GET /api/console/me');
    expect(routes.length).toBeGreaterThan(100);
  });

  it('every route answers a signed-in player and a signed-in console owner with no-store', async () => {
    const routes = registeredRoutes(ctx);
    // Read-only routes first: the walk runs writes for real (a sign-out ends the session), and the
    // routes that read stay asked by a live session.
    const ordered = [...routes.filter((r) => r.startsWith('GET ')), ...routes.filter((r) => !r.startsWith('GET '))];
    const missing: string[] = [];
    for (const route of ordered) {
      const asPlayer = await ask(route, { token });
      if (asPlayer.headers['cache-control'] !== 'no-store') missing.push(`${route} (player, ${asPlayer.statusCode}): ${String(asPlayer.headers['cache-control'])}`);
      const asStaff = await ask(route, { cookie: owner.cookie, 'x-csrf-token': owner.csrf });
      if (asStaff.headers['cache-control'] !== 'no-store') missing.push(`${route} (console, ${asStaff.statusCode}): ${String(asStaff.headers['cache-control'])}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('personal answers', () => {
  it('the player\'s own data and the console\'s are no-store (asked by a live session: 200)', async () => {
    const { token: own } = await signUp(ctx);
    const info = await get(ctx, '/api/profile/userInfo', { token: own });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const staff = await signInStaff(ctx, 'owner');
    const me = await get(ctx, '/api/console/me', { cookie: staff.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('a sign-in answer carries a new token: no-store without any session presented', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: '10.211.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ phone, password: 'secret-pass-1' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const staffSignIn = await ctx.app.inject({ method: 'POST', url: '/api/console/auth/signIn', remoteAddress: '10.211.0.2', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(staffSignIn.headers['cache-control']).toBe('no-store');
  });
});

describe('public answers to visitors', () => {
  it('a public list is not marked: no no-store, no Vary on the session', async () => {
    const res = await get(ctx, '/api/box/getBoxList');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/token/i);
  });

  it('a page that shows a signed-in viewer their own entry varies on the session headers for visitors', async () => {
    const res = await get(ctx, '/api/roll/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/\bToken\b.*\bAuthorization\b/);
  });
});
