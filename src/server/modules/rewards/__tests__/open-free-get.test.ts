// GET api/profile/openFreeBox, which the spec lists besides the POST: the same entry point with the
// same rules. A key opens once whichever method carries it, the cases held are the limit, the gate
// (here a cool-off) answers as it does for the POST, and a visitor is 401 before any other answer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import type { RewardSpec } from '../../../../shared/reward-constants.ts';
import { grantReward } from '../grant.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, markVerified, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

interface Opened { drops: { id: string }[]; paid: string; balance: string }

async function player() {
  const { token } = await signUp(ctx);
  await markVerified(ctx, token);
  return { token, userId: BigInt((await userInfo(ctx, token) as { id: string }).id) };
}

async function grant(userId: bigint, reward: RewardSpec) {
  await ctx.deps.db.transaction((tx) => grantReward(tx, { userId, reward, source: 'console', ref: `test:${randomUUID()}`, now: ctx.deps.clock() }));
}

async function cheapestBox(): Promise<{ id: number; price: string }> {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json<Envelope<{ list: { id: number; price: string }[] }>>().data!.list;
  return list.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
}

/** `key` null: no Idempotency-Key header. */
const openGet = (token: string | undefined, query: string, key: string | null = randomUUID(), lang = 'zh-CN') =>
  get(ctx, `/api/profile/openFreeBox${query}`, { lang, ...(token ? { token } : {}), ...(key !== null ? { 'idempotency-key': key } : {}) });
const openPost = (token: string, body: Record<string, string | number>, key: string = randomUUID(), lang = 'zh-CN') =>
  post(ctx, '/api/profile/openFreeBox', body, { token, lang, 'idempotency-key': key });
const bagTotal = async (token: string) => (await get(ctx, '/api/profile/getMyOrnamentPage', { token })).json<Envelope<{ total: number }>>().data!.total;

describe('GET api/profile/openFreeBox', () => {
  it('opens a free case (number 1 by default) with no charge, answering as the POST does', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 1, days: 7 });
    const res = await openGet(token, `?boxId=${box.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Envelope<Opened>>();
    expect(body).toMatchObject({ status: 0, msg: '', success: true });
    expect(body.data!.drops).toHaveLength(1);
    expect(body.data!.paid).toBe('0.00');
    expect(await bagTotal(token)).toBe(1);
    // Personal, and it changed something: never kept by a cache.
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('one key opens once, whichever method carries it; the key with other parameters is a conflict', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 3, days: 7 });
    const key = randomUUID();
    const first = await openGet(token, `?boxId=${box.id}&number=1`, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await openGet(token, `?boxId=${box.id}&number=1`, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const viaPost = await openPost(token, { boxId: box.id, number: 1 }, key);
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.headers['idempotent-replayed']).toBe('true');
    expect(viaPost.json()).toEqual(first.json());
    const other = await openGet(token, `?boxId=${box.id}&number=2`, key);
    expect(other.statusCode).toBe(409);
    expect(other.json<Envelope<null>>().status).toBe(ERRORS.IDEMPOTENCY_MISMATCH.code);
    expect(await bagTotal(token)).toBe(1);
  });

  it('opens only the cases held, as many as held, however the requests are split between GET and POST', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 2, days: 7 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0
      ? openGet(token, `?boxId=${box.id}`)
      : openPost(token, { boxId: box.id, number: 1 }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await bagTotal(token)).toBe(2);
    const none = await openGet(token, `?boxId=${box.id}`, randomUUID(), 'en');
    expect(none.statusCode).toBe(404);
    expect(none.json<Envelope<null>>().msg).toBe('You have no free case to open');
  });

  it('needs an Idempotency-Key, like the POST', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 1, days: 7 });
    const res = await openGet(token, `?boxId=${box.id}`, null, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: ERRORS.IDEMPOTENCY_KEY_REQUIRED.code, msg: translate('en', 'err.idempotencyKeyRequired'), data: null, success: false });
    expect(await bagTotal(token)).toBe(0);
  });

  it('the gate answers the GET as it answers the POST: a player in a cool-off opens nothing', async () => {
    const { token, userId } = await player();
    const box = await cheapestBox();
    await grant(userId, { kind: 'freeBox', boxId: box.id, count: 1, days: 7 });
    expect((await post(ctx, '/api/protection/exclusion', { kind: 'cooloff', length: '24h', confirm: 1 }, { token })).statusCode).toBe(200);
    const viaGet = await openGet(token, `?boxId=${box.id}`, randomUUID(), 'en');
    const viaPost = await openPost(token, { boxId: box.id, number: 1 }, randomUUID(), 'en');
    expect(viaGet.statusCode).toBeGreaterThanOrEqual(400);
    expect(viaGet.statusCode).toBe(viaPost.statusCode);
    expect(viaGet.json()).toEqual(viaPost.json());
    expect(await bagTotal(token)).toBe(0);
  });

  it('refuses bad parameters by name in the reader\'s language', async () => {
    const { token } = await player();
    for (const q of ['', '?boxId=x', '?boxId=1&number=0', '?boxId=1&number=99', '?boxId=1%00']) {
      const res = await openGet(token, q, randomUUID(), 'en');
      expect(res.statusCode, q).toBe(400);
      expect(res.json<Envelope<null>>().status, q).toBe(ERRORS.VALIDATION.code);
    }
  });

  it('a visitor (no token) is 401 before the parameters or the key are read; a token that is no session, 401 at the session', async () => {
    for (const q of ['', '?boxId=x', '?boxId=1&number=99', '?boxId=999999']) {
      for (const key of [null, randomUUID()]) {
        const res = await openGet(undefined, q, key, 'en');
        expect(res.statusCode, q).toBe(401);
        expect(res.json()).toEqual({ status: ERRORS.NOT_SIGNED_IN.code, msg: translate('en', 'err.notSignedIn'), data: null, success: false });
      }
    }
    const box = await cheapestBox();
    const res = await openGet('not-a-session', `?boxId=${box.id}`, randomUUID(), 'en');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: ERRORS.NOT_SIGNED_IN.code, msg: translate('en', 'err.notSignedIn'), data: null, success: false });
  });
});
