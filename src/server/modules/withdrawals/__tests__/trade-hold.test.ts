// The take-back hold after a trade-link change (docs/decisions/0104): a first link starts none; a
// changed link refuses take-backs for 24 hours in the request's language, saying until when, and
// tells the player in the inbox; userInfo answers the hold's end; a few dozen take-backs racing a
// change never go out to the new link. PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATE } from '../../../../shared/constants.ts';
import { ERRORS } from '../../../../shared/errors.ts';
import { translate } from '../../../../shared/messages.ts';
import { messages, users, withdrawals } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { post, userInfo } from '../../../../../tests/integration/api.ts';
import { ScriptedSupplier, TRADE_URL, bagItem, itemState, withdraw, withdrawer } from '../../../../../tests/integration/withdrawals-helpers.ts';
import type { Entrant } from '../../../../../tests/integration/giveaways-helpers.ts';

let ctx: TestContext;
const ENV = { WITHDRAW_DAILY_COUNT: '200', WITHDRAW_DAILY_VALUE: '100000', WITHDRAW_REVIEW_ABOVE: '100000' };
const T0 = new Date('2026-11-24T06:00:00Z'); // 14:00 China time
const OTHER_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=87654321&token=ZyXwVu98';
const HOUR = 3600_000;

beforeAll(async () => {
  ctx = await createTestContext(ENV);
  ctx.deps.supplier = new ScriptedSupplier();
  ctx.setNow(T0);
});
afterAll(async () => { await ctx.close(); });

const setLink = (who: Entrant, tradeUrl: string) => post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl }, { token: who.token });
const securityMessages = (who: Entrant) => ctx.deps.db.select().from(messages).where(eq(messages.userId, who.id))
  .then((rows) => rows.filter((m) => m.kind === 'security'));

describe('the hold after a trade-link change', () => {
  it('the first link of an account starts no hold', async () => {
    ctx.setNow(T0);
    const p = await withdrawer(ctx, { tradeUrl: null });
    expect((await setLink(p, TRADE_URL)).statusCode).toBe(200);
    const item = await bagItem(ctx, p);
    const res = await withdraw(ctx, p, [item]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await securityMessages(p)).toEqual([]);
    expect((await userInfo(ctx, p.token)).tradeHoldUntil).toBe('');
  });

  it('setting the same link again starts none', async () => {
    ctx.setNow(T0);
    const p = await withdrawer(ctx);
    expect((await setLink(p, TRADE_URL)).statusCode).toBe(200);
    expect((await withdraw(ctx, p, [await bagItem(ctx, p)])).statusCode).toBe(200);
  });

  it('a changed link refuses take-backs for 24 hours, says until when in each language, and tells the player', async () => {
    ctx.setNow(T0);
    const p = await withdrawer(ctx);
    expect((await setLink(p, OTHER_URL)).statusCode).toBe(200);
    const item = await bagItem(ctx, p);

    ctx.setNow(new Date(T0.getTime() + 23 * HOUR));
    const en = await withdraw(ctx, p, [item], { lang: 'en' });
    expect(en.statusCode).toBe(409);
    // 24 hours after 14:00 China time on the 24th.
    expect(en.json()).toEqual({ status: ERRORS.WITHDRAW_TRADE_LINK_HOLD.code, msg: translate('en', 'err.withdrawTradeLinkHold', { until: '2026-11-25 14:00' }), data: null, success: false });
    expect(en.json().msg).toContain('2026-11-25 14:00');
    const zh = await withdraw(ctx, p, [item], { lang: 'zh-CN' });
    expect(zh.json().msg).toBe(translate('zh-CN', 'err.withdrawTradeLinkHold', { until: '2026-11-25 14:00' }));
    const tw = await withdraw(ctx, p, [item], { lang: 'zh-TW' });
    expect(tw.json().msg).toBe(translate('zh-TW', 'err.withdrawTradeLinkHold', { until: '2026-11-25 14:00' }));
    // Refused before anything moved.
    expect(await itemState(ctx, item)).toBe(ITEM_STATE.inBag);
    expect(await ctx.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id))).toEqual([]);

    expect((await userInfo(ctx, p.token)).tradeHoldUntil).toBe(new Date(T0.getTime() + 24 * HOUR).toISOString());
    const [told] = await securityMessages(p);
    expect(told).toMatchObject({ titleKey: 'inbox.security.tradeUrl.title', bodyKey: 'inbox.security.tradeUrl.body', params: { until: '2026-11-25 14:00' } });
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/message/listMessage', headers: { token: p.token, lang: 'en' } });
    expect(inbox.json().data.list[0].title).toBe(translate('en', 'inbox.security.tradeUrl.title'));

    // Once the day is out, the take-back goes to the new link.
    ctx.setNow(new Date(T0.getTime() + 24 * HOUR));
    const after = await withdraw(ctx, p, [item]);
    expect(after.statusCode, after.body).toBe(200);
    const [row] = await ctx.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id));
    expect(row.tradeUrl).toBe(OTHER_URL);
  });

  it('a change inside the hold starts it again', async () => {
    ctx.setNow(T0);
    const p = await withdrawer(ctx);
    await setLink(p, OTHER_URL);
    ctx.setNow(new Date(T0.getTime() + 12 * HOUR));
    await setLink(p, TRADE_URL);
    ctx.setNow(new Date(T0.getTime() + 25 * HOUR));
    const res = await withdraw(ctx, p, [await bagItem(ctx, p)], { lang: 'en' });
    expect(res.json().status).toBe(ERRORS.WITHDRAW_TRADE_LINK_HOLD.code);
    expect(res.json().msg).toContain('2026-11-26 02:00');
    expect(await securityMessages(p)).toHaveLength(2);
  });

  it('take-backs racing a change never go out to the new link', async () => {
    ctx.setNow(T0);
    const p = await withdrawer(ctx);
    const items = await Promise.all(Array.from({ length: 40 }, () => bagItem(ctx, p)));
    const answers = await Promise.all([
      ...items.slice(0, 20).map((id) => withdraw(ctx, p, [id])),
      setLink(p, OTHER_URL),
      ...items.slice(20).map((id) => withdraw(ctx, p, [id])),
    ]);
    expect(answers[20].statusCode).toBe(200);
    const takes = answers.filter((_, i) => i !== 20);
    for (const a of takes) expect([200, 409], a.body).toContain(a.statusCode);
    const refused = takes.filter((a) => a.statusCode === 409);
    for (const a of refused) expect(a.json().status).toBe(ERRORS.WITHDRAW_TRADE_LINK_HOLD.code);
    const rows = await ctx.deps.db.select({ tradeUrl: withdrawals.tradeUrl }).from(withdrawals).where(eq(withdrawals.userId, p.id));
    expect(rows.length).toBe(takes.length - refused.length);
    expect(rows.every((r) => r.tradeUrl === TRADE_URL)).toBe(true);
    const [u] = await ctx.deps.db.select({ tradeUrl: users.tradeUrl }).from(users).where(eq(users.id, p.id));
    expect(u.tradeUrl).toBe(OTHER_URL);
    // Whatever was refused is still in the backpack.
    const inBag = await Promise.all(items.map((id) => itemState(ctx, id)));
    expect(inBag.filter((s) => s === ITEM_STATE.inBag)).toHaveLength(refused.length);
  });
});
