// A case opening over HTTP checks its session and the protection gate in its own first statement
// (boxes/opening/statements.ts SESSION_CLAIM_AND_TAKE_NONCES), not in a round trip before it. What a
// request's check always did must still hold: who is asking is judged before the Idempotency-Key,
// a refused or unknown session writes nothing, the session's last use and the play are noted at
// most once a minute (a refused opening notes the last use too), and racing openings of one player
// each take their own nonces.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { realityChecks, sessions } from '../../../db/schema/index.ts';
import { hashToken } from '../../auth/sessions.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, newPhone, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { cheapBoxes } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
// A whole minute, so "a minute later" is exact.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function player(fen = 1_000_000n) {
  const { token } = await signUp(ctx, newPhone());
  if (fen > 0n) await credit(ctx, token, fen);
  return { token, id: BigInt((await userInfo(ctx, token)).id) };
}

const sessionRow = async (token: string) => (await ctx.deps.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0];
const keysOf = async (id: bigint) => (await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = ${id}`))[0].n;

/** An opening sent from `ip`, with or without a key. */
function open(token: string, boxId: number, opts: { ip?: string; key?: string | null; lang?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', token, lang: opts.lang ?? 'zh-CN' };
  if (opts.key !== null) headers['idempotency-key'] = opts.key ?? randomUUID();
  return ctx.app.inject({ method: 'POST', url: '/api/box/openBox', headers, remoteAddress: opts.ip ?? '203.0.113.7', payload: `boxId=${boxId}&number=1` });
}

describe('an opening checks who is asking in its own statement', () => {
  it('answers who is asking before the missing key: 401 for an unknown token, the gate\'s refusal for a player who may not play', async () => {
    ctx.setNow(T0);
    const [box] = await cheapBoxes(ctx, 1);
    const unknown = await open('no-such-token', box.id, { key: null, lang: 'en' });
    expect(unknown.statusCode).toBe(401);
    const p = await player();
    const excluded = await player();
    expect((await post(ctx, '/api/protection/exclusion', { kind: 'cooloff', length: '24h', confirm: 1 }, { token: excluded.token })).statusCode).toBe(200);
    const refused = await open(excluded.token, box.id, { key: null, lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(7001);
    const noKey = await open(p.token, box.id, { key: null, lang: 'en' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().status).toBe(1002);
    expect(await keysOf(p.id)).toBe(0);
  });

  it('a refused session writes nothing: no key claimed, no nonce taken, no money moved', async () => {
    ctx.setNow(T0);
    const [box] = await cheapBoxes(ctx, 1);
    const p = await player();
    const before = await userInfo(ctx, p.token);
    const seeds = async () => (await queryRows<{ next: number }>(ctx.deps.db, sql`SELECT next_nonce AS next FROM fair_seeds WHERE user_id = ${p.id} AND active`))[0]?.next ?? null;
    const nonceBefore = await seeds();
    expect((await post(ctx, '/api/protection/exclusion', { kind: 'cooloff', length: '24h', confirm: 1 }, { token: p.token })).statusCode).toBe(200);
    const refused = await open(p.token, box.id);
    expect(refused.statusCode).toBe(403);
    expect(await keysOf(p.id)).toBe(0);
    expect(await seeds()).toBe(nonceBefore);
    expect((await userInfo(ctx, p.token)).balance).toBe(before.balance);
    // A session that was signed out is not a player at all.
    const q = await player();
    expect((await post(ctx, '/api/auth/logout', {}, { token: q.token })).statusCode).toBe(200);
    expect((await open(q.token, box.id)).statusCode).toBe(401);
    expect(await keysOf(q.id)).toBe(0);
  });

  it('notes the session\'s last use and address at most once a minute, a refused opening too', async () => {
    ctx.setNow(T0);
    const [box] = await cheapBoxes(ctx, 1);
    const p = await player(BigInt(Math.round(Number(box.price) * 100)));
    ctx.setNow(at(30_000));
    expect((await open(p.token, box.id, { ip: '198.51.100.1' })).statusCode).toBe(200);
    // Signed up at T0: within the minute, nothing is written.
    expect((await sessionRow(p.token)).lastUsedAt.toISOString()).toBe(T0.toISOString());
    ctx.setNow(at(61_000));
    expect((await open(p.token, box.id, { ip: '198.51.100.2' })).statusCode).toBe(422); // the balance is spent
    const moved = await sessionRow(p.token);
    expect(moved.lastUsedAt.toISOString()).toBe(at(61_000).toISOString());
    expect(moved.ip).toBe('198.51.100.2');
  });

  it('notes the play (the reality check\'s session) once a minute, from the opening that passed the gate', async () => {
    ctx.setNow(T0);
    const [box] = await cheapBoxes(ctx, 1);
    const p = await player();
    const check = async () => (await ctx.deps.db.select().from(realityChecks).where(eq(realityChecks.userId, p.id)))[0];
    expect(await check()).toBeUndefined();
    expect((await open(p.token, box.id)).statusCode).toBe(200);
    expect((await check()).lastPlayAt?.toISOString()).toBe(T0.toISOString());
    ctx.setNow(at(30_000));
    expect((await open(p.token, box.id)).statusCode).toBe(200);
    expect((await check()).lastPlayAt?.toISOString()).toBe(T0.toISOString());
    ctx.setNow(at(90_000));
    expect((await open(p.token, box.id)).statusCode).toBe(200);
    expect((await check()).lastPlayAt?.toISOString()).toBe(at(90_000).toISOString());
  });

  it('200 openings of one player at once, each with its own key: 200 answers, 200 distinct nonces, the balance to the fen', async () => {
    ctx.setNow(T0);
    const [box] = await cheapBoxes(ctx, 1);
    const price = BigInt(Math.round(Number(box.price) * 100));
    const p = await player(price * 150n);
    const answers = await Promise.all(Array.from({ length: 200 }, () => openBox(ctx, p.token, box.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(150);
    expect(codes.filter((c) => c === 422)).toHaveLength(50);
    const nonces = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.drops[0].nonce as number);
    expect(new Set(nonces).size).toBe(150);
    expect((await userInfo(ctx, p.token)).balance).toBe('0.00');
    expect(await keysOf(p.id)).toBe(150);
  });
});
