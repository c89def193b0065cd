// Redeem codes, the player's side: racing players share a code's uses exactly, one
// player gets a batch no more often than allowed, every reward kind is granted exactly once, wrong
// codes are throttled per player and per address (and right ones do not count), and bad input is
// a clear 4xx that changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { userBalances } from '../../wallet/ledger.ts';
import { CDK_GUESSES_PER_ADDRESS, CDK_GUESSES_PER_PLAYER, CDK_GUESS_WINDOW_MS } from '../../../../shared/reward-constants.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { playerBucket } from '../cdk/redeem.ts';
import { batch, count, footprint, redeem } from '../../../../../tests/integration/cdk-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { quickPlayer } from '../../../../../tests/integration/giveaways-helpers.ts';

let ctx: TestContext;
let start: Date;
beforeAll(async () => {
  ctx = await createTestContext();
  start = new Date('2026-03-01T04:00:00Z');
  ctx.setNow(start);
});
afterAll(async () => ctx?.close());

/** A wrong code of the right shape. */
const wrong = (i: number) => `NOPE-${String(i).padStart(4, '0')}-ZZZZ-ZZZZ-ZZZZ`;

describe('racing redemptions', () => {
  it('a code with N uses raced by 2N players: exactly N win, the rest are told it is used up, N grants', async () => {
    const N = 100;
    const { codes: [code] } = await batch(ctx, { prefix: 'RACE', usesPerCode: N, reward: { kind: 'balance', amountFen: '250' } });
    const players = [];
    for (let i = 0; i < 2 * N; i++) players.push(await quickPlayer(ctx));
    const before = await count(ctx, sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'cdkReward'`);
    const answers = await Promise.all(players.map((p, i) => redeem(ctx, p.token, code, `10.2.${i >> 8}.${i & 255}`)));
    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode !== 200);
    expect(won).toHaveLength(N);
    for (const a of lost) expect([a.statusCode, a.json().status]).toEqual([409, 6903]);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'cdkReward'`)).toBe(before + N);
    const [c] = await queryRows<{ uses: number }>(ctx.deps.db, sql`SELECT uses FROM cdk_codes WHERE uses = ${N}`);
    expect(c?.uses).toBe(N);
    let paid = 0n;
    for (const p of players) paid += (await userBalances(ctx.deps.db, p.id)).main;
    expect(paid).toBe(250n * BigInt(N));
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 200) expect((await userBalances(ctx.deps.db, players[i].id)).main).toBe(250n);
    }
  }, 120_000);

  it('one player racing one code with uses per player 1: exactly one redemption', async () => {
    const { batchId, codes: [code] } = await batch(ctx, { prefix: 'SELF', usesPerCode: 1000, usesPerPlayer: 1, reward: { kind: 'coins', amountFen: '300' } });
    const p = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => redeem(ctx, p.token, code, `10.3.${i >> 8}.${i & 255}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      // Refused as over the player's limit, or throttled (the attempts all count at once, before any gives its hit back).
      expect([6904, 6905]).toContain(a.json().status);
    }
    expect((await userBalances(ctx.deps.db, p.id)).coins).toBe(300n);
    expect(await count(ctx, sql`SELECT count(*) AS n FROM cdk_redemptions WHERE batch_id = ${batchId}`)).toBe(1);
    expect(await count(ctx, sql`SELECT uses AS n FROM cdk_player_uses WHERE batch_id = ${batchId} AND user_id = ${p.id}`)).toBe(1);
  }, 120_000);
});

/** The player's wrong-guess counter as the throttle sees it. */
async function playerHits(userId: bigint): Promise<number> {
  const [r] = await queryRows<{ hits: number }>(ctx.deps.db, sql`SELECT hits FROM rate_counters WHERE bucket = ${playerBucket(userId)}`);
  return Number(r?.hits ?? 0);
}

describe('racing attempts count only wrong codes', () => {
  it('50 racing redemptions of one good code leave nothing counted: the player\'s next 20 codes redeem at once', async () => {
    const { codes: [code] } = await batch(ctx, { prefix: 'BURST' });
    const { codes: next } = await batch(ctx, { prefix: 'NEXT', count: 20, usesPerPlayer: 20, reward: { kind: 'points', amountFen: '1' } });
    const p = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(ctx, p.token, code, '10.20.0.1')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The rest: already redeemed, or refused while the burst held every slot (and then given back).
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([6903, 6905]).toContain(a.json().status);
    expect(await playerHits(p.id)).toBe(0);
    for (const c of next) expect((await redeem(ctx, p.token, c, '10.20.0.1')).statusCode).toBe(200);
  });

  it(`50 racing wrong codes: ${CDK_GUESSES_PER_PLAYER} are judged, the rest refused, and the player stays throttled`, async () => {
    const { codes: [code] } = await batch(ctx, { prefix: 'HELD' });
    const p = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(ctx, p.token, wrong(100 + i), `10.21.0.${i}`)));
    const statuses = answers.map((a) => a.json().status as number);
    expect(statuses.filter((s) => s === 6901)).toHaveLength(CDK_GUESSES_PER_PLAYER);
    expect(statuses.filter((s) => s === 6905)).toHaveLength(50 - CDK_GUESSES_PER_PLAYER);
    expect(await playerHits(p.id)).toBe(CDK_GUESSES_PER_PLAYER);
    expect((await redeem(ctx, p.token, code, '10.21.1.1')).statusCode).toBe(429);
  });

  it('wrong codes racing good ones: never more wrong ones judged than the limit, and only they stay counted', async () => {
    const { codes: [code] } = await batch(ctx, { prefix: 'MIXED', usesPerCode: 1000 });
    const p = await quickPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      redeem(ctx, p.token, i % 2 === 0 ? code : wrong(200 + i), `10.22.0.${i}`)));
    const statuses = answers.map((a) => a.json().status as number);
    const judgedWrong = statuses.filter((s) => s === 6901).length;
    expect(judgedWrong).toBeLessThanOrEqual(CDK_GUESSES_PER_PLAYER);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await playerHits(p.id)).toBe(judgedWrong);
  });
});

describe('every reward kind, granted exactly once', () => {
  it('money through the ledger (cdkReward), holdings as rows naming the redemption', async () => {
    const ornament = [...ctx.deps.catalogue.ornaments.values()].find((o) => o.price > 0n)!;
    const p = await quickPlayer(ctx);
    const kinds = [
      { kind: 'balance', amountFen: '1234' },
      { kind: 'coins', amountFen: '500' },
      { kind: 'points', amountFen: '700' },
      { kind: 'freeBox', boxId: 1, count: 2, days: 7 },
      { kind: 'depositCoupon', bonusBp: 1000, minFen: '10000', days: 7 },
      { kind: 'caseCoupon', offFen: '500', minFen: '1000', boxId: null, days: 7 },
      { kind: 'voucher', ornamentId: ornament.id, amountFen: null, days: 7 },
      { kind: 'voucher', ornamentId: null, amountFen: '800', days: 7 },
    ] as const;
    for (const reward of kinds) {
      const { codes } = await batch(ctx, { prefix: 'KIND', count: 2, usesPerPlayer: 1, reward });
      const res = await redeem(ctx, p.token, codes[0], '10.4.0.1');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.reward.kind).toBe(reward.kind);
      // A second code of the same batch: over the player's limit, nothing more given.
      const again = await redeem(ctx, p.token, codes[1], '10.4.0.1');
      expect([again.statusCode, again.json().status]).toEqual([409, 6904]);
    }
    const b = await userBalances(ctx.deps.db, p.id);
    expect([b.main, b.coins, b.points]).toEqual([1234n, 500n, 700n]);
    const ledger = await queryRows<{ n: string }>(ctx.deps.db, sql`
      SELECT count(DISTINCT t.id)::text AS n FROM ledger_transactions t JOIN postings x ON x.transaction_id = t.id
      JOIN accounts a ON a.id = x.account_id WHERE t.kind = 'cdkReward' AND a.user_id = ${p.id}`);
    expect(ledger[0].n).toBe('3');
    const refs = await queryRows<{ t: string; n: string }>(ctx.deps.db, sql`
      SELECT 'coupon' || coupon_type AS t, count(*)::text AS n FROM coupons WHERE user_id = ${p.id} AND source = 'cdk' AND source_ref LIKE 'cdk:%' GROUP BY coupon_type
      UNION ALL SELECT 'voucher', count(*)::text FROM vouchers WHERE user_id = ${p.id} AND source = 'cdk'
      UNION ALL SELECT 'freeBox', count(*)::text FROM free_boxes WHERE user_id = ${p.id} AND source = 'cdk' AND box_id = 1
      ORDER BY 1`);
    expect(refs.map((r) => `${r.t}:${r.n}`)).toEqual(['coupon1:1', 'coupon2:1', 'freeBox:2', 'voucher:2']);

    // The records page: the eight redemptions, newest first, worded as views.
    const page = await get(ctx, '/api/profile/getMyRewardPage?page=1&pageSize=5', { token: p.token, lang: 'en' });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.total).toBe(8);
    expect(data.list).toHaveLength(5);
    expect(data.list[0].source).toBe('cdk');
    expect(data.list[0].reward).toMatchObject({ kind: 'voucher', amount: '8.00' });
    expect(data.list[1].reward).toMatchObject({ kind: 'voucher', ornamentId: ornament.id });
  });

  it('the records list daily claims beside redemptions', async () => {
    const p = await quickPlayer(ctx);
    const { codes: [code] } = await batch(ctx, { prefix: 'REC', reward: { kind: 'points', amountFen: '100' } });
    expect((await redeem(ctx, p.token, code, '10.5.0.1')).statusCode).toBe(200);
    const [tier] = await queryRows<{ id: string }>(ctx.deps.db, sql`SELECT id::text AS id FROM daily_reward_tiers ORDER BY min_fen LIMIT 1`);
    const later = new Date(ctx.deps.clock().getTime() + 60_000).toISOString();
    await ctx.deps.db.execute(sql`INSERT INTO daily_reward_claims (user_id, day, tier_id, reward, created_at)
      VALUES (${p.id}, '2026-03-01', ${tier.id}, ${JSON.stringify({ kind: 'coins', amountFen: '300' })}::jsonb, ${later}::timestamptz)`);
    const data = (await get(ctx, '/api/profile/getMyRewardPage', { token: p.token })).json().data;
    expect(data.list.map((r: { source: string }) => r.source)).toEqual(['daily', 'cdk']);
    expect(data.list[0].reward).toMatchObject({ kind: 'coins', amount: '3.00' });
  });
});

describe('wrong-code throttles', () => {
  it(`per player: the ${CDK_GUESSES_PER_PLAYER + 1}th wrong code in the window is refused, even a right one; another player is not; the window ends`, async () => {
    const { codes } = await batch(ctx, { prefix: 'THR', count: 3, usesPerPlayer: 3 });
    const a = await quickPlayer(ctx);
    const b = await quickPlayer(ctx);
    for (let i = 0; i < CDK_GUESSES_PER_PLAYER; i++) {
      const r = await redeem(ctx, a.token, wrong(i), `10.6.0.${i}`);
      expect([r.statusCode, r.json().status]).toEqual([422, 6901]);
    }
    const before = await footprint(ctx);
    const refused = await redeem(ctx, a.token, codes[0], '10.6.1.1', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 6905, msg: 'Too many wrong codes; try again in 10 minutes' });
    expect(await footprint(ctx)).toEqual(before);
    // Another player, the same right code: unaffected.
    expect((await redeem(ctx, b.token, codes[0], '10.6.1.2')).statusCode).toBe(200);
    // The window closes: the first player may try again.
    ctx.setNow(new Date(ctx.deps.clock().getTime() + CDK_GUESS_WINDOW_MS + 1000));
    expect((await redeem(ctx, a.token, codes[1], '10.6.1.3')).statusCode).toBe(200);
  });

  it(`per address: ${CDK_GUESSES_PER_ADDRESS} wrong codes from one address refuse the next player there`, async () => {
    const { codes: [code] } = await batch(ctx, { prefix: 'ADDR' });
    const ip = '10.7.0.1';
    const perPlayer = CDK_GUESSES_PER_PLAYER;
    for (let n = 0; n < CDK_GUESSES_PER_ADDRESS; n += perPlayer) {
      const p = await quickPlayer(ctx);
      for (let i = 0; i < perPlayer; i++) expect((await redeem(ctx, p.token, wrong(n + i), ip)).statusCode).toBe(422);
    }
    const fresh = await quickPlayer(ctx);
    expect((await redeem(ctx, fresh.token, code, ip)).statusCode).toBe(429);
    // The same player from another address is fine.
    expect((await redeem(ctx, fresh.token, code, '10.7.0.2')).statusCode).toBe(200);
  });

  it('right codes do not count toward the throttle', async () => {
    const { codes } = await batch(ctx, { prefix: 'OK', count: 12, usesPerPlayer: 12, reward: { kind: 'points', amountFen: '1' } });
    const p = await quickPlayer(ctx);
    for (let i = 0; i < 11; i++) expect((await redeem(ctx, p.token, codes[i], '10.8.0.1')).statusCode).toBe(200);
    // A used-up code is a real one too: it does not count.
    const used = await redeem(ctx, p.token, codes[0], '10.8.0.1');
    expect(used.json().status).toBe(6903);
    for (let i = 0; i < CDK_GUESSES_PER_PLAYER; i++) expect((await redeem(ctx, p.token, wrong(i), '10.8.0.1')).statusCode).toBe(422);
    expect((await redeem(ctx, p.token, codes[11], '10.8.0.1')).statusCode).toBe(429);
  });
});

describe('bad input: a clear 4xx, nothing changed', () => {
  it('expired, unknown, used up, stopped, control characters, wrong types, too long, signed out', async () => {
    const p = await quickPlayer(ctx);
    const other = await quickPlayer(ctx);
    const soon = await batch(ctx, { prefix: 'EXP', expiresAt: new Date(ctx.deps.clock().getTime() + 60_000) });
    const stopped = await batch(ctx, { prefix: 'STOP' });
    await ctx.deps.db.execute(sql`UPDATE cdk_batches SET disabled_at = now() WHERE id = ${stopped.batchId}`);
    const usedUp = await batch(ctx, { prefix: 'USED' });
    expect((await redeem(ctx, other.token, usedUp.codes[0], '10.9.9.9')).statusCode).toBe(200);
    ctx.setNow(new Date(ctx.deps.clock().getTime() + 120_000));

    const before = await footprint(ctx);
    const balances = await userBalances(ctx.deps.db, p.id);
    let ip = 0;
    const send = (code: string, lang = 'zh-CN') => redeem(ctx, p.token, code, `10.10.0.${ip++}`, lang);
    const cases: [string, Promise<{ statusCode: number; json: () => { status: number; msg: string } }>, number, number][] = [
      ['expired', send(soon.codes[0]), 422, 6902],
      ['unknown', send('ZZZZ-0000-0000-0000-0000'), 422, 6901],
      ['not a code at all', send('hello!'), 422, 6901],
      ['used up', send(usedUp.codes[0]), 409, 6903],
      ['stopped batch', send(stopped.codes[0]), 422, 6901],
      ['control character', send(`${stopped.codes[0]}\u0000`), 400, 1001],
      ['65 characters', send('A'.repeat(65)), 400, 1001],
      ['blank', send('   '), 400, 1001],
    ];
    for (const [what, res, http, status] of cases) {
      const r = await res;
      expect([what, r.statusCode], JSON.stringify(r.json())).toEqual([what, http]);
      if (status !== 1001) expect(r.json().status, what).toBe(status);
      expect(r.json().msg, what).not.toBe('');
    }
    const lowerCase = await send(soon.codes[0].toLowerCase(), 'en');
    expect(lowerCase.json().msg).toBe('This code has expired');
    // Wrong types (JSON) and no code at all.
    for (const payload of [{ code: 12345 }, { code: ['A'] }, { code: null }, {}]) {
      const r = await ctx.app.inject({ method: 'POST', url: '/api/profile/exchangeCdk', remoteAddress: '10.10.1.1', headers: { 'content-type': 'application/json', token: p.token }, payload: JSON.stringify(payload) });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const signedOut = await redeem(ctx, '', usedUp.codes[0], '10.10.2.1');
    expect(signedOut.statusCode).toBe(401);
    expect(await footprint(ctx)).toEqual(before);
    expect(await userBalances(ctx.deps.db, p.id)).toEqual(balances);
  });
});
