// The console's walls: THE ROLE TABLE — for every registered console route (read from
// CONSOLE_ROUTES, so every area's routes are in it, today's and later ones) and every role, a
// signed-in staff member gets 403 exactly when the role lacks the route's permission; a player's
// token opens no console route and a console session opens no player route; a console cookie
// without its CSRF token writes nothing; CONSOLE=off removes the console. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../guard.ts';
import { CONSOLE_COOKIE, openConsoleSession } from '../session.ts';
import { roleMay, STAFF_ROLES, type StaffRole } from '../../../shared/console/permissions.ts';
import { ERRORS } from '../../../shared/errors.ts';
import { createTestContext, type TestContext } from '../../../../tests/integration/context.ts';
import { registeredRoutes, signUp } from '../../../../tests/integration/api.ts';
import { createStaff, signInStaff, type TestStaff } from '../../../../tests/integration/console-helpers.ts';

let ctx: TestContext;
const staffOf = {} as Record<StaffRole, TestStaff>;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of STAFF_ROLES) staffOf[role] = await createStaff(ctx, { role });
});
afterAll(async () => { await ctx.close(); });

/** Every console route once (CONSOLE_ROUTES grows with every app a process builds). */
function consoleRoutes() {
  const seen = new Map<string, (typeof CONSOLE_ROUTES)[number]>();
  for (const r of CONSOLE_ROUTES) seen.set(`${r.method} ${r.url}`, r);
  return [...seen.values()];
}

/** A session of its own per request: a write that ended its own session (sign-out) spoils no other. */
async function session(role: StaffRole): Promise<{ cookie: string; csrf: string }> {
  const s = await openConsoleSession(ctx.deps.db, staffOf[role].id, { now: ctx.deps.clock(), ip: '127.0.0.1', userAgent: 'role-table' });
  return { cookie: `${CONSOLE_COOKIE}=${s.token}`, csrf: s.csrfToken };
}

/** The route with every path parameter filled with an id nothing has; a write gets a body that names nothing. */
function send(route: { method: 'GET' | 'POST'; url: string }, headers: Record<string, string>) {
  const url = route.url.replace(/:(\w+)/g, '999999');
  return ctx.app.inject({
    method: route.method, url, headers: { ...headers, ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    payload: route.method === 'POST' ? JSON.stringify({ id: '999999', userId: '999999', boxId: '999999' }) : undefined,
  });
}

describe('the route list', () => {
  it('holds the console areas\' routes, each with a permission, all under /api/console', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(8);
    for (const r of routes) expect(r.url.startsWith('/api/console/'), r.url).toBe(true);
    const urls = routes.map((r) => r.url);
    for (const url of ['/api/console/me', '/api/console/staff/list', '/api/console/audit', '/api/console/protection/player', '/api/console/protection/tighten', '/api/console/protection/report']) expect(urls).toContain(url);
  });

  it('no console address is registered without the guard (sign-in is the one route that needs no session)', () => {
    const declared = new Set(consoleRoutes().map((r) => `${r.method} ${r.url}`));
    const registered = registeredRoutes(ctx).filter((r) => r.split(' ')[1].startsWith('/api/console'));
    expect(registered.filter((r) => !declared.has(r))).toEqual(['POST /api/console/auth/signIn']);
  });
});

describe('THE ROLE TABLE: every console route × every role', () => {
  it.each(STAFF_ROLES.map((role) => ({ role })))('$role: 403 exactly where the role lacks the permission', async ({ role }) => {
    const wrong: string[] = [];
    for (const route of consoleRoutes()) {
      const s = await session(role);
      const res = await send(route, { cookie: s.cookie, 'x-csrf-token': s.csrf });
      const allowed = roleMay(role, route.permission);
      const code = res.headers['content-type']?.toString().includes('json') ? res.json().status : undefined;
      const what = `${role} ${route.method} ${route.url} (${route.permission}, ${allowed ? 'allowed' : 'forbidden'}): ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (allowed ? res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500 : res.statusCode !== 403 || code !== ERRORS.CONSOLE_FORBIDDEN.code) wrong.push(what);
    }
    expect(wrong).toEqual([]);
  });
});

describe('walls between player and console sessions', () => {
  it('a player token (header or bearer) on every console route is 401', async () => {
    const { token } = await signUp(ctx);
    const wrong: string[] = [];
    for (const route of consoleRoutes()) {
      for (const headers of [{ token }, { authorization: `Bearer ${token}` }, { token, cookie: `token=${token}` }] as Record<string, string>[]) {
        const res = await send(route, headers);
        if (res.statusCode !== 401 || res.json().status !== ERRORS.CONSOLE_NOT_SIGNED_IN.code) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a console session (as cookie, as token header) on player routes is 401', async () => {
    const owner = await signInStaff(ctx, staffOf.owner);
    const consoleToken = owner.cookie.slice(`${CONSOLE_COOKIE}=`.length);
    for (const [method, url] of [['GET', '/api/profile/userInfo'], ['GET', '/api/profile/sessions'], ['GET', '/api/message/countUserUnreadMessage'], ['POST', '/api/auth/logout'], ['POST', '/api/profile/endOtherSessions']] as const) {
      for (const headers of [{ cookie: owner.cookie, 'x-csrf-token': owner.csrf }, { token: consoleToken }, { authorization: `Bearer ${consoleToken}` }]) {
        const res = await ctx.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
        expect(res.statusCode, `${method} ${url} with ${Object.keys(headers).join('+')}`).toBe(401);
        expect(res.json().status).toBe(ERRORS.NOT_SIGNED_IN.code);
      }
    }
    // The console session is still alive (nothing above ended it).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  it('a console cookie without the CSRF header, or with another session\'s, on every POST is 403 and writes nothing', async () => {
    const other = await session('owner');
    const wrong: string[] = [];
    for (const route of consoleRoutes().filter((r) => r.method === 'POST')) {
      const s = await session('owner');
      for (const headers of [{ cookie: s.cookie }, { cookie: s.cookie, 'x-csrf-token': '' }, { cookie: s.cookie, 'x-csrf-token': other.csrf }, { cookie: s.cookie, 'x-csrf-token': `${s.csrf}x` }] as Record<string, string>[]) {
        const res = await send(route, headers);
        if (res.statusCode !== 403 || res.json().status !== ERRORS.CONSOLE_CSRF.code) wrong.push(`${route.url} ${JSON.stringify(Object.keys(headers))}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      // And the session still works (sign-out was refused too).
      const me = await ctx.app.inject({ method: 'GET', url: '/api/console/me', headers: { cookie: s.cookie } });
      if (me.statusCode !== 200) wrong.push(`${route.url}: session ended by a refused write`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('CONSOLE=off', () => {
  it('every console address answers 404, sign-in included', async () => {
    const off = await createTestContext({ CONSOLE: 'off' });
    try {
      for (const [method, url] of [['POST', '/api/console/auth/signIn'], ['GET', '/api/console/me'], ['GET', '/api/console/staff/list'], ['GET', '/api/console/audit'], ['POST', '/api/console/staff/create']] as const) {
        const res = await off.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().status).toBe(ERRORS.NOT_FOUND.code);
      }
      expect(off.app.printRoutes({ commonPrefix: false })).not.toMatch(/console/);
    } finally {
      await off.close();
    }
  });
});
