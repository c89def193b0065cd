// An anonymous call to a signed-in route is answered 401 before anything checks its input
// (http/auth.ts signedInFirst): walking the whole route table, the only /api routes that still
// answer an anonymous malformed request with 400 are the public ones listed here; the routes that
// read their body before the session (a purchase, a battle, a giveaway, a take-back) say 401; a
// signed-in caller still gets the validation error. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUp } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

/** Public routes that check their input (a visitor may call them, so a bad one is a 400). */
const PUBLIC_WITH_INPUT = new Set([
  'POST /api/auth/signUp', 'POST /api/auth/smsLogin', 'POST /api/auth/steamExchange', 'POST /api/auth/login',
  'POST /api/auth/totpLogin', 'POST /api/auth/findPassword', 'POST /api/common/captcha', 'GET /api/common/smsCode',
  'POST /api/common/smsCode', 'GET /api/common/documentList', 'POST /api/console/auth/signIn', 'POST /api/dev/console/owner',
  'GET /api/dream/getDreamList', 'GET /api/box/getBoxList', 'GET /api/box/getBoxDetail', 'GET /api/box/results',
  'POST /api/battle/getBots', 'GET /api/battle/getBattleDetail', 'GET /api/battle/getBattleResults', 'GET /api/battle/getCurrentList',
  'GET /api/battle/getList', 'GET /api/skin/list', 'GET /api/skin/detail', 'GET /api/shop/list', 'GET /api/roll/list',
  'GET /api/roll/detail', 'GET /api/roll/entrants', 'GET /api/roll/winners', 'GET /api/fair/getDreamRoll', 'GET /api/fair/getRoll',
]);

/** Every method and path of the app's route table. */
function routeTable(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/[^\s(]*) \(([A-Z, ]+)\)/.exec(line);
    if (m) for (const method of m[2].split(', ')) out.push({ method, url: m[1] });
  }
  return out;
}

const BAD_BODY: Record<string, string | number> = { id: '\u0000', ids: 'x', page: -1, boxIds: 'x', ornamentId: 'x', title: '' };
const BAD_QUERY = '?id=%00&page=-1&pageSize=abc';

function anonymous(method: string, url: string, headers: Record<string, string> = {}) {
  const path = url.replace(/:\w+/g, 'x');
  return method === 'GET'
    ? ctx.app.inject({ method: 'GET', url: path + BAD_QUERY, headers })
    : ctx.app.inject({ method: method as 'POST', url: path, payload: BAD_BODY, headers });
}

describe('signed-in routes answer a visitor 401 before any 400', () => {
  it('walks the route table: only the listed public routes answer an anonymous malformed request with 400', async () => {
    const api = routeTable().filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(api.length).toBeGreaterThan(100);
    const refusedAsInput: string[] = [];
    let signedIn = 0;
    for (const { method, url } of api) {
      const res = await anonymous(method, url);
      if (res.statusCode === 400) refusedAsInput.push(`${method} ${url}`);
      if (res.statusCode === 401) signedIn += 1;
    }
    expect(refusedAsInput.filter((r) => !PUBLIC_WITH_INPUT.has(r))).toEqual([]);
    expect(signedIn).toBeGreaterThan(90);
  });

  it('the routes that read their body first say 401 to a visitor, and still 400 to a signed-in player', async () => {
    const { token } = await signUp(ctx);
    for (const url of ['/api/shop/buy', '/api/battle/create', '/api/battle/joinBattle', '/api/battle/joinBot', '/api/battle/cancel',
      '/api/roll/create', '/api/roll/cancel', '/api/profile/ornamentRetrieval', '/api/profile/wearVirtual']) {
      const visitor = await post(ctx, url, BAD_BODY, { 'idempotency-key': crypto.randomUUID() });
      expect(visitor.statusCode, `${url} ${visitor.body}`).toBe(401);
      const player = await post(ctx, url, BAD_BODY, { token, 'idempotency-key': crypto.randomUUID() });
      expect(player.statusCode, `${url} ${player.body}`).toBe(400);
    }
  });

  it('public routes still answer a visitor (a listing, and a bad page as 400)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/shop/list' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/shop/list?page=-1' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/common/sysConfig' })).statusCode).toBe(200);
  });
});
