// The partner's own API: getPromotionInfo, getPromotedPage (masked), getRebatePage,
// promotionChannelList; referral flags (identity, trade link) that earn nothing until cleared;
// bad input refused in the request's language with nothing changed.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCheckChar } from '../../../../shared/contracts/id-number.ts';
import { promotionChannels } from '../../../db/schema/index.ts';
import { maskNickname } from '../views.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { EVENT, type DropRecord } from '../../../../shared/contracts/feed.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, openBox, post, submitSandboxForm } from '../../../../../tests/integration/api.ts';
import { cheapBoxes } from '../../../../../tests/integration/battles-helpers.ts';
import { signInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { rebatesOf, referralOf, secondary, signUpWith } from '../../../../../tests/integration/promo-helpers.ts';

let ctx: TestContext;
const feed = createRecordingBroadcaster();
beforeAll(async () => { ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });

function idFor(seq: string): string {
  const first17 = `11010119900307${seq}`;
  return first17 + idCheckChar(first17);
}

async function verify(token: string, idNumber: string): Promise<void> {
  const started = await post(ctx, '/api/auth/certify', { realName: '张三丰', idNumber }, { token });
  if (started.statusCode !== 200) throw new Error(`certify: ${started.body}`);
  const { certifyId } = started.json().data;
  const done = await submitSandboxForm(ctx, `/certify/sandbox/${certifyId}`, 'approve');
  if (done.statusCode !== 303 && done.statusCode !== 302) throw new Error(`approve: ${done.statusCode} ${done.body}`);
}

const tradeUrl = (partner: string, token = 'abcdEFGH') => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`;

describe('the partner page', () => {
  it('shows the code, link, parent, level, totals and the masked promoted players', async () => {
    const top = await signUpWith(ctx);
    const partner = await signUpWith(ctx, top.code);
    const player = await signUpWith(ctx, partner.code);
    const [box] = await cheapBoxes(ctx, 1);
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    const spent = BigInt(Math.round(Number(box.price) * 100));
    const rebate = (spent * 300n) / 10000n;

    const info = (await get(ctx, '/api/profile/getPromotionInfo', { token: partner.token })).json().data;
    expect(info).toMatchObject({
      code: partner.code, link: `https://shop.example/?promoteCode=${partner.code}`, parentCode: top.code,
      level: 1, ratio: '3.00', promotedCount: 1, reward: (Number(rebate) / 100).toFixed(2), owed: '0.00',
      experience: box.price, nextLevelExperience: '1000.00', purchases: box.price,
    });
    expect(info.levels).toHaveLength(5);
    expect(info.levels[4]).toEqual({ level: 5, minPurchases: '50000.00', ratio: '7.00' });

    const promoted = (await get(ctx, '/api/profile/getPromotedPage?page=1&pageSize=10', { token: partner.token })).json().data;
    expect(promoted.total).toBe(1);
    expect(promoted.list[0]).toMatchObject({ purchases: box.price, rebate: (Number(rebate) / 100).toFixed(2), earnsNothing: false });
    expect(promoted.list[0].nickname).toMatch(/^.\*\*\*.$/u);

    const rebates = (await get(ctx, '/api/profile/getRebatePage?page=1&pageSize=10', { token: partner.token })).json().data;
    expect(rebates.total).toBe(1);
    expect(rebates.list[0]).toMatchObject({ source: 'case', spent: box.price, level: 1, ratio: '3.00', reversedTime: null });
    expect(rebates.list[0]).not.toHaveProperty('promotedId');

    // Someone else sees only their own (nothing).
    const other = await signUpWith(ctx, undefined, 0n);
    expect((await get(ctx, '/api/profile/getPromotedPage', { token: other.token })).json().data.total).toBe(0);
    expect((await get(ctx, '/api/profile/getPromotionInfo', { token: other.token })).json().data.parentCode).toBeNull();
    // Signed out: refused.
    expect((await get(ctx, '/api/profile/getPromotionInfo')).statusCode).toBe(401);
  });

  it('masks nicknames by their first and last character', () => {
    expect(maskNickname('玩家1234')).toBe('玩***4');
    expect(maskNickname('ab')).toBe('a***b');
    expect(maskNickname('a')).toBe('a***');
    expect(maskNickname('😀x😀')).toBe('😀***😀');
  });

  it('lists the enabled channels only', async () => {
    await ctx.deps.db.insert(promotionChannels).values([{ code: 'bili', name: 'Bilibili' }, { code: 'off1', name: 'Off', enabled: false }]);
    const list = (await get(ctx, '/api/common/promotionChannelList')).json().data as { code: string }[];
    expect(list.map((c) => c.code)).toContain('bili');
    expect(list.map((c) => c.code)).not.toContain('off1');
  });
});

describe('the live feed', () => {
  it('a case drop carries the opener\'s member level', async () => {
    const p = await signUpWith(ctx);
    await ctx.deps.db.execute(sql`UPDATE users SET vip_level = 4 WHERE id = ${p.id}`);
    const [box] = await cheapBoxes(ctx, 1);
    feed.events.length = 0;
    expect((await openBox(ctx, p.token, box.id)).statusCode).toBe(200);
    const drop = feed.events.find((e) => e.eventType === EVENT.caseDrop)!.data as DropRecord;
    expect(drop.vipLevel).toBe(4);
  });
});

describe('flags', () => {
  it('a trade link naming the partner\'s Steam account flags the referral; it earns nothing until cleared', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl: tradeUrl('4242001') }, { token: partner.token })).statusCode).toBe(200);
    expect((await referralOf(ctx, player.id)).flag).toBe(0);
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl: tradeUrl('4242001', 'zzzzYYYY') }, { token: player.token })).statusCode).toBe(200);
    expect(await referralOf(ctx, player.id)).toMatchObject({ flag: 1, flagReason: 'tradeLink' });

    const [box] = await cheapBoxes(ctx, 1);
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    const spent = BigInt(Math.round(Number(box.price) * 100));
    expect(await secondary(ctx, partner.id)).toBe(0n);
    // The purchase shows on the partner's list, but counts toward nothing.
    expect((await referralOf(ctx, player.id)).purchases).toBe(spent);
    const info = (await get(ctx, '/api/profile/getPromotionInfo', { token: partner.token })).json().data;
    expect(info).toMatchObject({ experience: '0.00', reward: '0.00', purchases: box.price });
    const promoted = (await get(ctx, '/api/profile/getPromotedPage', { token: partner.token })).json().data;
    expect(promoted.list[0].earnsNothing).toBe(true);
    expect((await get(ctx, '/api/profile/getRebatePage', { token: partner.token })).json().data.total).toBe(0);

    // Staff clear it: from then on it earns (nothing earlier is paid after the fact).
    const s = await signInStaff(ctx, 'owner');
    const cleared = await post(ctx, '/api/console/promotion/referrals/clear', { promotedId: String(player.id), note: 'same household, checked' }, { cookie: s.cookie, 'x-csrf-token': s.csrf });
    expect(cleared.statusCode).toBe(200);
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    expect(await secondary(ctx, partner.id)).toBe((spent * 300n) / 10000n);
    // A trade link set again does not flag a referral staff cleared.
    await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl: tradeUrl('4242001', 'qqqqWWWW') }, { token: player.token });
    expect((await referralOf(ctx, player.id)).flag).toBe(2);
  });

  it('the same real-name identity flags the referral (either side verifying second)', async () => {
    const partner = await signUpWith(ctx);
    const player = await signUpWith(ctx, partner.code);
    const id = idFor('555');
    await verify(player.token, id);
    expect((await referralOf(ctx, player.id)).flag).toBe(0);
    await verify(partner.token, id);
    expect(await referralOf(ctx, player.id)).toMatchObject({ flag: 1, flagReason: 'identity' });
    const [box] = await cheapBoxes(ctx, 1);
    expect((await openBox(ctx, player.token, box.id)).statusCode).toBe(200);
    expect(await secondary(ctx, partner.id)).toBe(0n);
    expect((await rebatesOf(ctx, player.id))[0]).toMatchObject({ level: -1, amount: 0n });
  });

  it('a binding to a partner with the same identity is flagged at once; a different identity is not', async () => {
    const partner = await signUpWith(ctx);
    const twin = await signUpWith(ctx);
    const stranger = await signUpWith(ctx);
    await verify(partner.token, idFor('777'));
    await verify(twin.token, idFor('777'));
    await verify(stranger.token, idFor('778'));
    expect((await post(ctx, '/api/profile/bindInviter', { promoteCode: partner.code }, { token: twin.token })).statusCode).toBe(200);
    expect((await post(ctx, '/api/profile/bindInviter', { promoteCode: partner.code }, { token: stranger.token })).statusCode).toBe(200);
    expect(await referralOf(ctx, twin.id)).toMatchObject({ flag: 1, flagReason: 'identity' });
    expect((await referralOf(ctx, stranger.id)).flag).toBe(0);
    const totals = await queryRows<{ promoted_count: number }>(ctx.deps.db, sql`SELECT promoted_count FROM partner_totals WHERE user_id = ${partner.id}`);
    expect(totals[0].promoted_count).toBe(2);
  });
});

describe('bad input', () => {
  it('a promote code of the wrong length or characters, or an unknown one, is refused in the request\'s language and binds nothing', async () => {
    const player = await signUpWith(ctx, undefined, 0n);
    for (const [code, status] of [['ABC', 400], ['A'.repeat(16), 400], ['ABC-DEF', 400], ['ABC\u0007DEF', 400], ['ZZZZZZZZ9', 422]] as const) {
      for (const lang of ['zh-CN', 'en'] as const) {
        const res = await post(ctx, '/api/profile/bindInviter', { promoteCode: code }, { token: player.token, lang });
        expect(res.statusCode, code).toBe(status);
        expect(res.json().msg).toMatch(lang === 'en' ? /[A-Za-z]/ : /[\u4e00-\u9fff]/);
      }
    }
    expect(await referralOf(ctx, player.id)).toBeUndefined();
    const partner = await signUpWith(ctx, undefined, 0n);
    expect((await post(ctx, '/api/profile/bindInviter', { promoteCode: partner.code }, { token: player.token })).statusCode).toBe(200);
    const twice = await post(ctx, '/api/profile/bindInviter', { promoteCode: partner.code }, { token: player.token, lang: 'en' });
    expect(twice.statusCode).toBe(409);
    const totals = await queryRows<{ promoted_count: number }>(ctx.deps.db, sql`SELECT promoted_count FROM partner_totals WHERE user_id = ${partner.id}`);
    expect(totals[0].promoted_count).toBe(1);
  });

  it('paging of the wrong type or range is a 400 in the request\'s language', async () => {
    const player = await signUpWith(ctx, undefined, 0n);
    for (const q of ['page=0', 'page=abc', 'pageSize=1000', 'pageSize=-1', 'page=%07']) {
      for (const url of ['/api/profile/getPromotedPage', '/api/profile/getRebatePage']) {
        const res = await get(ctx, `${url}?${q}`, { token: player.token, lang: 'en' });
        expect(res.statusCode, `${url}?${q}`).toBe(400);
        expect(res.json().msg).toMatch(/[A-Za-z]/);
      }
    }
  });
});

