// The one-round-trip opening (boxes/opening/guessed.ts): after a session's first opening through a
// process, the next ones roll on guessed nonces and send their claim and payment in one write. A
// guess may only change how many round trips an opening takes: a wrong one (a rotation, a new client
// seed, another process's opening) must fall back to the long way on the pair's real nonce, a refusal
// must write nothing, and what was sent must be what a replay gets.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT } from '../../../../shared/contracts/feed.ts';
import { pickByTicket, verifyRoll } from '../../../../shared/fairness/index.ts';
import { queryRows } from '../../../db/client.ts';
import { openBoxOnce } from '../opening/open.ts';
import type { SeedGuesses } from '../opening/seed-guesses.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, get, newPhone, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';
import { cheapBoxes } from '../../../../../tests/integration/battles-helpers.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
let box: { id: number; price: string };
let price: bigint;
/** How the guesses went since the last reset. */
const seen = { hit: 0, missed: 0 };

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { broadcaster: feed });
  [box] = await cheapBoxes(ctx, 1);
  price = BigInt(Math.round(Number(box.price) * 100));
  // The route reads deps.seedGuesses on every opening: count what it does with them.
  const inner: SeedGuesses = ctx.deps.seedGuesses;
  ctx.deps.seedGuesses = {
    take: (key, count) => inner.take(key, count),
    remember: (key, guess) => inner.remember(key, guess),
    hit: (key) => { seen.hit++; inner.hit(key); },
    missed: (key) => { seen.missed++; inner.missed(key); },
  };
});
afterAll(async () => { await ctx.close(); });
beforeEach(() => { seen.hit = 0; seen.missed = 0; });

async function player(fen: bigint) {
  const { token } = await signUp(ctx, newPhone());
  await credit(ctx, token, fen);
  return { token, id: BigInt((await userInfo(ctx, token)).id) };
}

const count = async (table: string, id: bigint) =>
  (await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${id}`))[0].n;
const nextNonce = async (id: bigint) =>
  (await queryRows<{ next: number; seed: string }>(ctx.deps.db, sql`SELECT next_nonce AS next, id::text AS seed FROM fair_seeds WHERE user_id = ${id} AND active`))[0];

describe('a guessed opening', () => {
  it('is every opening after a session\'s first: nonces in a row, verifiable rolls, the items and the feed with the ids drawn, the answer stored as sent', async () => {
    const p = await player(price * 10n);
    feed.events.length = 0;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await openBox(ctx, p.token, box.id);
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(seen).toEqual({ hit: 5, missed: 0 });
    expect(answers.map((a) => a.data.drops[0].nonce)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await userInfo(ctx, p.token)).balance).toBe(((Number(price) * 4) / 100).toFixed(2));
    // Each drop's ids are the rows written: the item won by the roll of that nonce.
    for (const a of answers) {
      const d = a.data.drops[0];
      const [row] = await queryRows<{ roll: string; nonce: number; ornament: number }>(ctx.deps.db,
        sql`SELECT b.roll_id::text AS roll, r.nonce, b.ornament_id AS ornament FROM backpack_items b JOIN rolls r ON r.id = b.roll_id WHERE b.id = ${BigInt(d.id)}`);
      expect(row).toEqual({ roll: d.rollId, nonce: d.nonce, ornament: d.ornamentId });
    }
    expect(feed.events.filter((e) => e.eventType === EVENT.caseDrop).map((e) => (e.data as { id: string }).id))
      .toEqual(answers.map((a) => a.data.drops[0].id));
    // A replay answers exactly what was sent.
    const key = randomUUID();
    const first = await openBox(ctx, p.token, box.id, 1, key);
    expect(seen.hit).toBe(6);
    const again = await openBox(ctx, p.token, box.id, 1, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Revealed, every guessed roll recomputes to its ticket and its item.
    expect((await post(ctx, '/api/fair/rotateSeed', {}, { token: p.token })).statusCode).toBe(200);
    for (const a of [...answers, first.json()]) {
      const d = a.data.drops[0];
      const roll = (await get(ctx, `/api/fair/getRoll?id=${d.rollId}`)).json().data;
      const check = await verifyRoll({ ...roll, game: 'case', table: roll.table });
      expect(check.hashMatches).toBe(true);
      expect(check.ticket).toBe(d.ticket);
      expect(roll.table[pickByTicket(roll.table, check.ticket)].ornamentId).toBe(d.ornamentId);
    }
  });

  it('a rotation, a new client seed or another process\'s opening make the guess wrong: the long way, on the pair\'s own nonce', async () => {
    const p = await player(price * 20n);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect(seen).toEqual({ hit: 1, missed: 0 });

    // Rotated (as another process would, without this one hearing of it).
    expect((await post(ctx, '/api/fair/rotateSeed', {}, { token: p.token })).statusCode).toBe(200);
    const afterRotation = await openBox(ctx, p.token, box.id);
    expect(afterRotation.statusCode).toBe(200);
    expect(afterRotation.json().data.drops[0].nonce).toBe(1);
    expect(seen.missed).toBe(1);

    // A new client seed: the roll is made with it.
    expect((await post(ctx, '/api/fair/setClientSeed', { clientSeed: 'guessed-wrong' }, { token: p.token })).statusCode).toBe(200);
    const afterClientSeed = (await openBox(ctx, p.token, box.id)).json().data.drops[0];
    expect(seen.missed).toBe(2);
    const roll = (await get(ctx, `/api/fair/getRoll?id=${afterClientSeed.rollId}`)).json().data;
    expect(roll.clientSeed).toBe('guessed-wrong');
    expect(afterClientSeed.nonce).toBe(2);

    // Another process opened meanwhile (a service call that never saw this process's guesses).
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200); // guessed again: 3
    const elsewhere = await openBoxOnce(ctx.deps.db, { catalogue: ctx.deps.catalogue, recoveryPercent: 70, pointsEarnPercent: 0 }, {
      by: { userId: p.id }, boxId: box.id, count: 2, lang: 'zh-CN', now: new Date(), key: randomUUID(), fingerprint: 'elsewhere',
    });
    expect(elsewhere.answer.body.data!.drops.map((d) => d.nonce)).toEqual([4, 5]);
    const after = await openBox(ctx, p.token, box.id);
    expect(after.json().data.drops[0].nonce).toBe(6);
    const nonces = (await queryRows<{ nonce: number }>(ctx.deps.db, sql`SELECT nonce FROM rolls WHERE user_id = ${p.id} AND seed_id = ${BigInt((await nextNonce(p.id)).seed)} ORDER BY nonce`)).map((r) => r.nonce);
    expect(nonces).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await count('backpack_items', p.id)).toBe(8);
  });

  it('a refused guessed opening writes nothing: no key, no nonce, no money; a refused player is answered by the long way', async () => {
    const p = await player(price * 2n);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect(seen.hit).toBe(1);
    const before = await nextNonce(p.id);
    const keys = await count('idempotency_keys', p.id);
    const short = await post(ctx, '/api/box/openBox', { boxId: box.id, number: 1 }, { token: p.token, lang: 'en', 'idempotency-key': randomUUID() });
    expect(short.statusCode).toBe(422);
    expect(short.json().msg).toMatch(/balance/i);
    expect(await nextNonce(p.id)).toEqual(before);
    expect(await count('idempotency_keys', p.id)).toBe(keys);
    expect((await userInfo(ctx, p.token)).balance).toBe('0.00');

    // Topped up again, then cooling off: the gate's refusal, in the request's language.
    await credit(ctx, p.token, price);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    expect((await post(ctx, '/api/protection/exclusion', { kind: 'cooloff', length: '24h', confirm: 1 }, { token: p.token })).statusCode).toBe(200);
    const cooling = await post(ctx, '/api/box/openBox', { boxId: box.id, number: 1 }, { token: p.token, lang: 'en', 'idempotency-key': randomUUID() });
    expect(cooling.statusCode).toBe(403);
    expect(cooling.json().status).toBe(7001);
    expect(await count('idempotency_keys', p.id)).toBe(keys + 1);
  });

  it('200 openings of one warm session at once: each its own nonce, the balance to the fen, every answer stored', async () => {
    const p = await player(price * 151n);
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 200 }, () => openBox(ctx, p.token, box.id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(150);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(50);
    const nonces = ok.map((a) => a.json().data.drops[0].nonce as number);
    expect(new Set([1, ...nonces]).size).toBe(151);
    expect((await userInfo(ctx, p.token)).balance).toBe('0.00');
    expect(await count('idempotency_keys', p.id)).toBe(151);
    expect(await count('rolls', p.id)).toBe(151);
    expect((await nextNonce(p.id)).next).toBe(152);
  });
});
