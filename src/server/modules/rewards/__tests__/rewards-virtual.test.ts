// Virtual items: the list in the request's language, buying with gold coins only,
// exactly once under racing requests (one ownership row, one debit), not enough coins refused with
// nothing changed, wearing and taking off, what is worn shown in userInfo and on a case drop's
// feed record, bad input refused; and the benefit dialog's getBenefits: each kind listed,
// nothing used or expired. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, type DropRecord } from '../../../../shared/contracts/feed.ts';
import type { BenefitsView, VirtualItemView } from '../../../../shared/contracts/rewards/virtual.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { accounts, coupons, freeBoxes, ledgerTransactions, userVirtualItems, vouchers } from '../../../db/schema/index.ts';
import { grant } from '../../points/grants.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { fund, get, openBox, post, userInfo } from '../../../../../tests/integration/api.ts';
import { cheapBoxes, expectLedgerHolds, player, type Player } from '../../../../../tests/integration/battles-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
const feed = createRecordingBroadcaster();
beforeAll(async () => { ctx = await createTestContext({}, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });

async function coinsOf(p: Player): Promise<Record<string, bigint>> {
  const rows = await ctx.deps.db.select({ type: accounts.type, balance: accounts.balance }).from(accounts).where(eq(accounts.userId, p.id));
  return Object.fromEntries(rows.map((r) => [r.type, r.balance]));
}

async function give(p: Player, type: 'coins' | 'points', fen: bigint): Promise<void> {
  await ctx.deps.db.transaction((tx) => grant(tx, p.id, type, fen, `test:${randomUUID()}`));
}

const buy = (p: Player, id: number | string, key: string = randomUUID(), lang?: string) =>
  post(ctx, '/api/profile/buyVirtualItem', { id }, { token: p.token, 'idempotency-key': key, ...(lang ? { lang } : {}) });
const wear = (p: Player, id: number | string, kind: number | string, lang?: string) =>
  post(ctx, '/api/profile/wearVirtual', { id, kind }, { token: p.token, ...(lang ? { lang } : {}) });

async function ownedRows(p: Player) {
  return ctx.deps.db.select().from(userVirtualItems).where(eq(userVirtualItems.userId, p.id));
}
async function virtualDebits(p: Player): Promise<number> {
  const rows = await ctx.deps.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'virtualBuy'), sql`${ledgerTransactions.ref} LIKE ${`virtual:${p.id}:%`}`));
  return rows.length;
}

describe('the list', () => {
  it('lists the enabled items by sort in the request\'s language; owned/worn only for a signed-in buyer', async () => {
    const en = await get(ctx, '/api/profile/buyVirtual', { lang: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    const list = en.json().data as VirtualItemView[];
    expect(list.map((i) => i.id)).toEqual([1, 2, 3, 4, 11, 12, 13, 14]);
    expect(list[0]).toEqual({ id: 1, kind: 1, name: 'Bronze frame', virtualImg: '/virtual/frame-bronze.svg', price: '5.00', owned: false, worn: false });
    expect(list[4]).toMatchObject({ id: 11, kind: 2, virtualImg: '#38bdf8', price: '8.00' });
    const zh = (await get(ctx, '/api/profile/buyVirtual', { lang: 'zh-TW' })).json().data as VirtualItemView[];
    expect(zh[2].name).toBe('黃金邊框');
  });
});

describe('buying', () => {
  it('a few hundred racing requests (different keys) buy it once: one ownership row, one debit', async () => {
    const p = await player(ctx, 0n);
    await give(p, 'coins', 100_000n);
    const answers = await Promise.all(Array.from({ length: 300 }, () => buy(p, 2)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(299);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().status).toBe(ERRORS.VIRTUAL_OWNED.code);
    const won = answers.find((a) => a.statusCode === 200)!.json().data as { coins: string; items: VirtualItemView[] };
    expect(won.coins).toBe('985.00');
    expect(won.items.find((i) => i.id === 2)).toMatchObject({ owned: true, worn: false });
    expect(await ownedRows(p)).toHaveLength(1);
    expect(await virtualDebits(p)).toBe(1);
    expect((await coinsOf(p)).coins).toBe(100_000n - 1_500n);
    await expectLedgerHolds(ctx);
  });

  it('replays the same key with the first answer and debits nothing more', async () => {
    const p = await player(ctx, 0n);
    await give(p, 'coins', 10_000n);
    const key = randomUUID();
    const first = await buy(p, 1, key);
    const again = await buy(p, 1, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await coinsOf(p)).coins).toBe(9_500n);
  });

  it('not enough gold coins is refused (points do not count) and nothing changes', async () => {
    const p = await player(ctx, 1_000_000n);
    await give(p, 'coins', 1_000n);
    await give(p, 'points', 100_000n);
    const before = await coinsOf(p);
    const res = await buy(p, 3, randomUUID(), 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: ERRORS.VIRTUAL_NOT_ENOUGH.code, msg: translate('en', 'err.virtualNotEnough', { price: '50', coins: '10' }) });
    expect(await coinsOf(p)).toEqual(before);
    expect(await ownedRows(p)).toHaveLength(0);
    expect(await virtualDebits(p)).toBe(0);
    // The refusal rolled the key back: the same key is judged afresh once the coins are there.
    await give(p, 'coins', 4_000n);
    expect((await buy(p, 3)).statusCode).toBe(200);
    expect((await coinsOf(p)).coins).toBe(0n);
  });

  it('refuses bad input in the request\'s language and changes nothing', async () => {
    const p = await player(ctx, 0n);
    await give(p, 'coins', 100_000n);
    const unknown = await buy(p, 999, randomUUID(), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(translate('en', 'err.virtualNotFound'));
    for (const id of ['abc', '-1', '0', '1.5', '1\u0001', '']) {
      const res = await buy(p, id, randomUUID(), 'en');
      expect(res.statusCode, id).toBe(400);
      expect(res.json().status).toBe(ERRORS.VALIDATION.code);
    }
    const noKey = await post(ctx, '/api/profile/buyVirtualItem', { id: 1 }, { token: p.token });
    expect(noKey.statusCode).toBe(400);
    const anon = await post(ctx, '/api/profile/buyVirtualItem', { id: 1 }, { 'idempotency-key': randomUUID() });
    expect(anon.statusCode).toBe(401);
    expect(await ownedRows(p)).toHaveLength(0);
    expect((await coinsOf(p)).coins).toBe(100_000n);
  });
});

describe('wearing', () => {
  it('wears an owned frame and colour, shows them in userInfo, myVirtual and the list, and takes them off', async () => {
    const p = await player(ctx, 0n);
    await give(p, 'coins', 100_000n);
    const notOwned = await wear(p, 4, 1, 'en');
    expect(notOwned.statusCode).toBe(409);
    expect(notOwned.json().msg).toBe(translate('en', 'err.virtualNotOwned'));
    expect((await wear(p, 77, 1)).statusCode).toBe(404);
    expect((await buy(p, 4)).statusCode).toBe(200);
    expect((await buy(p, 13)).statusCode).toBe(200);
    const w1 = await wear(p, 4, 1);
    expect(w1.statusCode, w1.body).toBe(200);
    expect(w1.json().data).toEqual({ avatarFrame: '/virtual/frame-blaze.svg', nameColour: '' });
    expect((await wear(p, 13, 2)).json().data).toEqual({ avatarFrame: '/virtual/frame-blaze.svg', nameColour: '#fbbf24' });
    const info = (await userInfo(ctx, p.token));
    expect(info).toMatchObject({ avatarFrame: '/virtual/frame-blaze.svg', nameColour: '#fbbf24' });
    const mine = (await get(ctx, '/api/profile/myVirtual', { token: p.token })).json().data as VirtualItemView[];
    expect(mine.map((i) => [i.id, i.owned, i.worn])).toEqual([[4, true, true], [13, true, true]]);
    const list = (await get(ctx, '/api/profile/buyVirtual', { token: p.token })).json().data as VirtualItemView[];
    expect(list.filter((i) => i.worn).map((i) => i.id)).toEqual([4, 13]);

    expect((await wear(p, 0, 1)).json().data).toEqual({ avatarFrame: '', nameColour: '#fbbf24' });
    expect((await wear(p, 0, 2)).json().data).toEqual({ avatarFrame: '', nameColour: '' });
    expect((await userInfo(ctx, p.token))).toMatchObject({ avatarFrame: '', nameColour: '' });
  });

  it('refuses bad input: wrong types, out of range, control characters, a kind-less take-off', async () => {
    const p = await player(ctx, 0n);
    for (const [id, kind] of [['x', 1], [1, 'y'], [-1, 1], [1, 3], ['1\u0000', 1], [1, '2\u001b']] as const) {
      const res = await wear(p, id, kind, 'zh-CN');
      expect(res.statusCode, `${id}/${kind}`).toBe(400);
    }
    expect((await wear(p, 0, 0)).statusCode).toBe(404);
    expect((await userInfo(ctx, p.token))).toMatchObject({ avatarFrame: '', nameColour: '' });
  });

  it('a case drop\'s feed record carries the frame and colour worn', async () => {
    const p = await player(ctx, 1_000_000n);
    await give(p, 'coins', 100_000n);
    await buy(p, 3);
    await buy(p, 12);
    await wear(p, 3, 1);
    await wear(p, 12, 2);
    const [box] = await cheapBoxes(ctx, 1);
    feed.events.length = 0;
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    const drop = feed.events.find((e) => e.eventType === EVENT.caseDrop)!.data as DropRecord;
    expect(drop).toMatchObject({ avatarFrame: '/virtual/frame-gold.svg', nameColour: '#34d399' });
  });
});

describe('getBenefits', () => {
  it('lists the first-deposit bonus, claimable daily tiers, free cases, coupons and vouchers; nothing used or expired', async () => {
    const p = await player(ctx, 0n);
    const db = ctx.deps.db;
    const now = new Date();
    const later = new Date(now.getTime() + 86_400_000);
    const earlier = new Date(now.getTime() - 1_000);
    const base = { userId: p.id, source: 'console', sourceRef: 'test' };
    await db.insert(coupons).values([
      { ...base, couponType: 1, bonusBp: 1000, minFen: 5_000n, expiresAt: later },
      { ...base, couponType: 2, offFen: 500n, minFen: 1_000n, expiresAt: later },
      { ...base, couponType: 2, offFen: 500n, minFen: 1_000n, expiresAt: earlier },
      { ...base, couponType: 1, bonusBp: 500, expiresAt: later, state: 1, usedRef: 'x', usedAt: now },
    ]);
    const [box] = await cheapBoxes(ctx, 1);
    await db.insert(freeBoxes).values([
      { ...base, boxId: box.id, expiresAt: later },
      { ...base, boxId: box.id, expiresAt: earlier },
      { ...base, boxId: box.id, expiresAt: later, state: 1, openedAt: now },
    ]);
    await db.insert(vouchers).values([
      { ...base, amountFen: 300n, expiresAt: later },
      { ...base, amountFen: 300n, expiresAt: earlier },
      { ...base, amountFen: 300n, expiresAt: later, state: 1, usedAt: now, usedRef: 'y' },
    ]);

    const before = (await get(ctx, '/api/profile/getBenefits', { token: p.token, lang: 'en' })).json().data as BenefitsView;
    expect(before.firstDepositBonus).toBe(ctx.config.pay.firstDepositBonusPercent);
    expect(before.dailyTiers).toEqual([]);
    expect(before.coupons.map((c) => [c.couponType, c.value, c.min])).toEqual([[1, '10', '50.00'], [2, '5.00', '10.00']]);
    expect(before.freeBoxes).toHaveLength(1);
    expect(before.freeBoxes[0]).toMatchObject({ boxId: box.id, stat: 0 });
    expect(before.vouchers.map((v) => v.amount)).toEqual(['3.00']);

    await fund(ctx, p.token, '100');
    const after = (await get(ctx, '/api/profile/getBenefits', { token: p.token, lang: 'en' })).json().data as BenefitsView;
    expect(after.firstDepositBonus).toBeNull();
    expect(after.dailyTiers.map((t) => [t.min, t.reward.kind, t.reward.amount])).toEqual([['100.00', 'coins', '3.00']]);

    expect((await get(ctx, '/api/profile/getBenefits')).statusCode).toBe(401);
  });
});

describe('getBenefits with DAILY_REWARDS=off', () => {
  let off: TestContext;
  beforeAll(async () => { off = await createTestContext({ DAILY_REWARDS: 'off' }); });
  afterAll(async () => { await off.close(); });

  it('offers neither the first-deposit bonus nor daily tiers', async () => {
    const p = await player(off, 0n);
    await fund(off, p.token, '100');
    const res = await get(off, '/api/profile/getBenefits', { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data as BenefitsView;
    expect(b.firstDepositBonus).toBeNull();
    expect(b.dailyTiers).toEqual([]);
    const fresh = await player(off, 0n);
    expect(((await get(off, '/api/profile/getBenefits', { token: fresh.token })).json().data as BenefitsView).firstDepositBonus).toBeNull();
  });
});
