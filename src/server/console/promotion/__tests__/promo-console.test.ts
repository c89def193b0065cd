// Console promotion area: partners by promoted count, a partner's page (tree, rebates),
// referrals by flag, clear / confirm (only from flag 1, audited with the note, one of two racing
// decisions wins), permissions, bad input.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, openBox, post } from '../../../../../tests/integration/api.ts';
import { cheapBoxes } from '../../../../../tests/integration/battles-helpers.ts';
import { signInStaff, type SignedInStaff } from '../../../../../tests/integration/console-helpers.ts';
import { referralOf, signUpWith, type Partner } from '../../../../../tests/integration/promo-helpers.ts';
import { users } from '../../../db/schema/index.ts';

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signInStaff(ctx, 'owner');
});
afterAll(async () => { await ctx.close(); });

const asStaff = (s: SignedInStaff, lang = 'zh-CN') => ({ cookie: s.cookie, 'x-csrf-token': s.csrf, lang });
const cGet = (s: SignedInStaff, url: string, lang?: string) => get(ctx, url, asStaff(s, lang));
const cPost = (s: SignedInStaff, url: string, body: Record<string, string | number>, lang?: string) => post(ctx, url, body, asStaff(s, lang));

async function flagged(partner: Partner): Promise<Partner> {
  const player = await signUpWith(ctx, partner.code);
  await ctx.deps.db.execute(sql`UPDATE referrals SET flag = 1, flag_reason = 'tradeLink', flagged_at = now() WHERE promoted_id = ${player.id}`);
  return player;
}

async function auditRows(target: string) {
  return queryRows<{ action: string; reason: string }>(ctx.deps.db, sql`SELECT action, reason FROM console_audit WHERE target = ${target} ORDER BY id`);
}

describe('partners', () => {
  it('lists partners by promoted count and shows one partner\'s tree and rebates', async () => {
    const partner = await signUpWith(ctx);
    const a = await signUpWith(ctx, partner.code);
    const b = await signUpWith(ctx, partner.code);
    const a1 = await signUpWith(ctx, a.code);
    await signUpWith(ctx, a1.code);
    const [box] = await cheapBoxes(ctx, 1);
    expect((await openBox(ctx, a.token, box.id)).statusCode).toBe(200);
    expect((await openBox(ctx, a1.token, box.id)).statusCode).toBe(200);

    const list = (await cGet(owner, '/api/console/promotion/partners?page=1&pageSize=100')).json().data;
    const row = list.list.find((r: { userId: string }) => r.userId === String(partner.id));
    expect(row).toMatchObject({ code: partner.code, promotedCount: 2, level: 1, purchases: box.price });
    const counts = list.list.map((r: { promotedCount: number }) => r.promotedCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));

    const page = (await cGet(owner, `/api/console/promotion/partner?userId=${partner.id}&page=1&pageSize=10`)).json().data;
    expect(page).toMatchObject({ userId: String(partner.id), promotedCount: 2, ratio: '3.00', treeCut: false });
    expect(page.tree.map((n: { depth: number }) => n.depth)).toEqual([1, 1, 2, 3]);
    expect(page.tree.find((n: { userId: string }) => n.userId === String(a1.id))).toMatchObject({ depth: 2, parentId: String(a.id) });
    // Only the direct player's opening paid this partner.
    expect(page.rebates.total).toBe(1);
    expect(page.rebates.list[0]).toMatchObject({ promotedId: String(a.id), source: 'case' });
    // Staff see the player's whole nickname (the partner's own page masks it).
    const [whole] = await ctx.deps.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, a.id));
    expect(page.rebates.list[0].nickname).toBe(whole.nickname);
    expect(b).toBeDefined();

    const unknown = await cGet(owner, '/api/console/promotion/partner?userId=99999999&page=1&pageSize=10', 'en');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('flagged referrals', () => {
  it('lists them, and clear / confirm move only a flagged one, audited with the note', async () => {
    const partner = await signUpWith(ctx, undefined, 0n);
    const x = await flagged(partner);
    const y = await flagged(partner);
    const list = (await cGet(owner, '/api/console/promotion/referrals?flag=1&page=1&pageSize=100')).json().data;
    const ids = list.list.map((r: { promotedId: string }) => r.promotedId);
    expect(ids).toEqual(expect.arrayContaining([String(x.id), String(y.id)]));
    expect(list.list.find((r: { promotedId: string }) => r.promotedId === String(x.id))).toMatchObject({ flag: 1, flagReason: 'tradeLink', partnerId: String(partner.id) });

    const cleared = await cPost(owner, '/api/console/promotion/referrals/clear', { promotedId: String(x.id), note: 'checked, a friend' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ promotedId: String(x.id), flag: 2 });
    const confirmed = await cPost(owner, '/api/console/promotion/referrals/confirm', { promotedId: String(y.id), note: 'the partner\'s second account' });
    expect(confirmed.json().data.flag).toBe(3);
    expect(await auditRows(`referral:${x.id}`)).toEqual([{ action: 'promotion.referral.clear', reason: 'checked, a friend' }]);
    expect(await auditRows(`referral:${y.id}`)).toEqual([{ action: 'promotion.referral.confirm', reason: 'the partner\'s second account' }]);

    // Not from 1 any more: refused, nothing changed, nothing audited.
    const again = await cPost(owner, '/api/console/promotion/referrals/confirm', { promotedId: String(x.id), note: 'changed my mind' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/[A-Za-z]/);
    expect((await referralOf(ctx, x.id)).flag).toBe(2);
    expect(await auditRows(`referral:${x.id}`)).toHaveLength(1);
    const all = (await cGet(owner, '/api/console/promotion/referrals?flag=-1&page=1&pageSize=100')).json().data;
    expect(all.list.map((r: { promotedId: string }) => r.promotedId)).toEqual(expect.arrayContaining([String(x.id), String(y.id)]));
  });

  it('two decisions at once: one wins, the other is refused', async () => {
    const partner = await signUpWith(ctx, undefined, 0n);
    for (let i = 0; i < 3; i++) {
      const p = await flagged(partner);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, k) =>
        cPost(owner, `/api/console/promotion/referrals/${k % 2 ? 'clear' : 'confirm'}`, { promotedId: String(p.id), note: `decision ${k}` })));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
      expect(await auditRows(`referral:${p.id}`)).toHaveLength(1);
    }
  });
});

describe('permissions and bad input', () => {
  it('each role sees and decides as its permissions say; signed out and without CSRF is refused', async () => {
    const partner = await signUpWith(ctx, undefined, 0n);
    const p = await flagged(partner);
    expect((await get(ctx, '/api/console/promotion/partners')).statusCode).toBe(401);
    for (const role of ['support', 'finance', 'operator'] as const) {
      const s = await signInStaff(ctx, role);
      const view = (await cGet(s, '/api/console/promotion/referrals?flag=1')).statusCode;
      const decide = (await cPost(s, '/api/console/promotion/referrals/clear', { promotedId: String(p.id), note: 'a note' })).statusCode;
      const may = await import('../../../../shared/console/permissions.ts');
      expect(view, role).toBe(may.roleMay(role, 'promotion.view') ? 200 : 403);
      if (!may.roleMay(role, 'promotion.manage')) {
        expect(decide, role).toBe(403);
        expect((await referralOf(ctx, p.id)).flag).toBe(1);
      }
    }
    // Without the CSRF header a decision is refused.
    const noCsrf = await post(ctx, '/api/console/promotion/referrals/clear', { promotedId: String(p.id), note: 'a note' }, { cookie: owner.cookie });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('wrong types, ranges and control characters are a 400 in the request\'s language, nothing changed', async () => {
    const partner = await signUpWith(ctx, undefined, 0n);
    const p = await flagged(partner);
    const bodies: Record<string, string>[] = [
      { promotedId: 'abc', note: 'a note' }, { promotedId: '-1', note: 'a note' }, { promotedId: String(p.id), note: '' },
      { promotedId: String(p.id), note: 'bad\u0007note' }, { promotedId: String(p.id), note: 'x'.repeat(201) }, { note: 'a note' },
    ];
    for (const b of bodies) {
      for (const lang of ['zh-CN', 'en']) {
        const res = await cPost(owner, '/api/console/promotion/referrals/clear', b, lang);
        expect(res.statusCode, JSON.stringify(b)).toBe(400);
        expect(res.json().msg).toMatch(lang === 'en' ? /[A-Za-z]/ : /[\u4e00-\u9fff]/);
      }
    }
    expect((await referralOf(ctx, p.id)).flag).toBe(1);
    expect(await auditRows(`referral:${p.id}`)).toHaveLength(0);
    for (const q of ['flag=7', 'flag=x', 'page=0', 'pageSize=1000']) {
      expect((await cGet(owner, `/api/console/promotion/referrals?${q}`, 'en')).statusCode, q).toBe(400);
    }
    expect((await cGet(owner, '/api/console/promotion/partner?userId=abc', 'en')).statusCode).toBe(400);
    expect((await cGet(owner, '/api/console/promotion/partners?page=-3', 'en')).statusCode).toBe(400);
    // A referral that does not exist.
    expect((await cPost(owner, '/api/console/promotion/referrals/clear', { promotedId: '99999999', note: 'a note' })).statusCode).toBe(404);
  });
});
