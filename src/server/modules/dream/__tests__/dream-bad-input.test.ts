// Bad input on POST api/dream/go: a clear 4xx in the request's language, and nothing
// changed: no posting, no roll, no nonce taken, no backpack change, no stored answer, every
// balance as it was. And the reads refuse bad filters. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { queryRows } from '../../../db/client.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, sell } from '../../../../../tests/integration/api.ts';
import { player, type Player } from '../../../../../tests/integration/battles-helpers.ts';
import { dream, giveItem, ornamentAtLeast, targetAtLeast } from '../../../../../tests/integration/dream-helpers.ts';

let ctx: TestContext;
let a: Player; // rich, owns the items staked below
let b: Player; // owns an item a tries to stake
let poor: Player;
let target: { id: number; price: bigint };
let cheapTarget: { id: number; price: bigint };
const items = { mine: '', mine2: '', cheap: '', dear: '', others: '', sold: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  [a, b, poor] = [await player(ctx, 100_000_000n), await player(ctx), await player(ctx, 0n)];
  target = targetAtLeast(ctx, 50_000n);
  cheapTarget = targetAtLeast(ctx, 500n);
  const mid = ornamentAtLeast(ctx, target.price / 3n);
  items.mine = await giveItem(ctx, a, mid.id);
  items.mine2 = await giveItem(ctx, a, mid.id);
  items.cheap = await giveItem(ctx, a, ornamentAtLeast(ctx, 20n).id);
  items.dear = await giveItem(ctx, a, ornamentAtLeast(ctx, target.price + 1n).id);
  items.others = await giveItem(ctx, b, mid.id);
  items.sold = await giveItem(ctx, a, mid.id);
  await sell(ctx, a.token, [items.sold]);
  // The pair exists before the snapshots, so a refused dream that took a nonce would show.
  await get(ctx, '/api/fair/getSeed', { token: a.token });
  await get(ctx, '/api/fair/getSeed', { token: poor.token });
});
afterAll(async () => { await ctx.close(); });

async function snapshot() {
  const tables = ['postings', 'dream_rolls', 'backpack_items', 'idempotency_keys', 'ledger_transactions'];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t}`)))[0].n);
  const states = await queryRows(ctx.deps.db, sql`SELECT id::text, state FROM backpack_items ORDER BY id`);
  const nonces = await queryRows(ctx.deps.db, sql`SELECT id::text, next_nonce FROM fair_seeds ORDER BY id`);
  const balances = await queryRows(ctx.deps.db, sql`SELECT code, balance::text FROM accounts ORDER BY id`);
  return { counts, states, nonces, balances };
}

type Case = [name: string, who: () => Player, body: () => unknown, status: number, key: MessageKey, params?: () => Record<string, string | number>];
const bounds = () => ({ min: '1', max: '75' });
const whole = { field: 'field.chancePpm', min: 1, max: 1_000_000 };

const cases: Case[] = [
  ['a chance below the minimum', () => a, () => ({ targetId: target.id, chancePpm: 9_999 }), 400, 'err.dreamChanceRange', bounds],
  ['a chance above the maximum', () => a, () => ({ targetId: target.id, chancePpm: 750_001 }), 400, 'err.dreamChanceRange', bounds],
  ['a chance of 0', () => a, () => ({ targetId: target.id, chancePpm: 0 }), 400, 'v.range', () => whole],
  ['a negative chance', () => a, () => ({ targetId: target.id, chancePpm: -5 }), 400, 'v.range', () => whole],
  ['a chance over 100 %', () => a, () => ({ targetId: target.id, chancePpm: 1_000_001 }), 400, 'v.range', () => whole],
  ['a chance that is not a number', () => a, () => ({ targetId: target.id, chancePpm: 'half' }), 400, 'v.integer', () => ({ field: 'field.chancePpm' })],
  ['a fractional chance', () => a, () => ({ targetId: target.id, chancePpm: 12.5 }), 400, 'v.integer', () => ({ field: 'field.chancePpm' })],
  ['a chance as a list', () => a, () => ({ targetId: target.id, chancePpm: [100_000] }), 400, 'v.integer', () => ({ field: 'field.chancePpm' })],
  ['a control character in the chance', () => a, () => ({ targetId: target.id, chancePpm: '100000\u0000' }), 400, 'v.controlChars', () => ({ field: 'field.chancePpm' })],
  ['no target', () => a, () => ({ chancePpm: 100_000 }), 400, 'v.required', () => ({ field: 'field.targetId' })],
  ['a target that is not a number', () => a, () => ({ targetId: 'awp', chancePpm: 100_000 }), 400, 'v.integer', () => ({ field: 'field.targetId' })],
  ['a control character in the target', () => a, () => ({ targetId: `${target.id}\u001b`, chancePpm: 100_000 }), 400, 'v.controlChars', () => ({ field: 'field.targetId' })],
  ['an unknown target', () => a, () => ({ targetId: 99_999_999, chancePpm: 100_000 }), 404, 'err.dreamTargetNotFound'],
  ['a target below the pool', () => a, () => ({ targetId: ornamentAtLeast(ctx, 1n).id, chancePpm: 100_000 }), 404, 'err.dreamTargetNotFound'],
  ['a target above the pool', () => a, () => ({ targetId: ornamentAtLeast(ctx, 2_000_001n).id, chancePpm: 100_000 }), 404, 'err.dreamTargetNotFound'],
  ['neither chance nor stake', () => a, () => ({ targetId: target.id }), 400, 'v.dreamChanceOrStake'],
  ['both chance and stake', () => a, () => ({ targetId: target.id, chancePpm: 100_000, stakeIds: [items.mine] }), 400, 'v.dreamChanceOrStake'],
  ['an item staked twice', () => a, () => ({ targetId: target.id, stakeIds: [items.mine, items.mine] }), 400, 'v.dreamStakeRepeated'],
  ['21 staked items', () => a, () => ({ targetId: target.id, stakeIds: Array.from({ length: 21 }, (_, i) => String(i + 1)) }), 400, 'v.dreamStakeCount', () => ({ max: 20 })],
  ['an empty stake', () => a, () => ({ targetId: target.id, stakeIds: [] }), 400, 'v.required', () => ({ field: 'field.stakeIds' })],
  ['a stake id that is not a number', () => a, () => ({ targetId: target.id, stakeIds: ['x1'] }), 400, 'v.type', () => ({ field: 'field.stakeIds' })],
  ['a control character in a stake id', () => a, () => ({ targetId: target.id, stakeIds: [`${items.mine}\u0007`] }), 400, 'v.controlChars', () => ({ field: 'field.stakeIds' })],
  ['stake ids as an object', () => a, () => ({ targetId: target.id, stakeIds: { first: items.mine } }), 400, 'v.type', () => ({ field: 'field.stakeIds' })],
  ['someone else\'s item', () => a, () => ({ targetId: target.id, stakeIds: [items.mine, items.others] }), 409, 'err.itemsUnavailable'],
  ['a sold item', () => a, () => ({ targetId: target.id, stakeIds: [items.sold] }), 409, 'err.itemsUnavailable'],
  ['an unknown item', () => a, () => ({ targetId: target.id, stakeIds: ['99999999'] }), 409, 'err.itemsUnavailable'],
  ['a stake worth more than the target', () => a, () => ({ targetId: target.id, stakeIds: [items.dear] }), 422, 'err.dreamStakeTooHigh',
    () => ({ stake: formatFen(ctx.deps.catalogue.ornaments.get(ornamentAtLeast(ctx, target.price + 1n).id)!.price), target: formatFen(target.price) })],
  ['a stake buying less than the minimum', () => a, () => ({ targetId: target.id, stakeIds: [items.cheap] }), 422, 'err.dreamStakeTooLow',
    () => {
      const v = ornamentAtLeast(ctx, 20n).price;
      const ppm = Number((v * 950_000n) / target.price);
      return { percent: (ppm / 10_000).toString(), min: '1' };
    }],
  ['a fee the balance does not cover', () => poor, () => ({ targetId: cheapTarget.id, chancePpm: 10_000 }), 422, 'err.insufficientBalance'],
];

describe.each(['zh-CN', 'en', 'zh-TW'] as const)('in %s', (lang) => {
  for (const [name, who, body, status, key, params] of cases) {
    it(name, async () => {
      const before = await snapshot();
      const res = await dream(ctx, who(), body(), randomUUID(), lang);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: translate(lang, key, params?.() ?? {}) });
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('without a key, signed out, and reads', () => {
  it('a dream without Idempotency-Key, or signed out, changes nothing', async () => {
    const before = await snapshot();
    const noKey = await ctx.app.inject({ method: 'POST', url: '/api/dream/go', payload: { targetId: target.id, chancePpm: 100_000 }, headers: { token: a.token } });
    expect(noKey.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/dream/go', payload: { targetId: target.id, chancePpm: 100_000 }, headers: { 'idempotency-key': randomUUID() } });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('reads refuse bad filters with 400 and the record needs a sign-in', async () => {
    expect((await get(ctx, '/api/dream/getDreamList?sort=name')).statusCode).toBe(400);
    expect((await get(ctx, '/api/dream/getDreamList?minPrice=abc')).statusCode).toBe(400);
    expect((await get(ctx, '/api/dream/getDreamList?maxPrice=1.234')).statusCode).toBe(400);
    expect((await get(ctx, '/api/dream/getDreamList?search=%07')).statusCode).toBe(400);
    expect((await get(ctx, `/api/dream/getDreamList?search=${'x'.repeat(51)}`)).statusCode).toBe(400);
    expect((await get(ctx, '/api/dream/getDreamList?pageSize=101')).statusCode).toBe(400);
    expect((await get(ctx, '/api/profile/getMyDreamLog')).statusCode).toBe(401);
    expect((await get(ctx, '/api/profile/getMyDreamLog?page=0', { token: a.token })).statusCode).toBe(400);
    expect((await get(ctx, '/api/fair/getDreamRoll?id=x')).statusCode).toBe(400);
  });
});
