// API messages follow the `lang` header: zh-CN by default, English for en…, Traditional Chinese
// (Taiwan wording) for zh-TW, zh-Hant, zh-HK and zh-MO.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('API messages in the request language', () => {
  it.each([
    [undefined, '请先登录'],
    ['zh-CN', '请先登录'],
    ['en-US', 'Please log in first'],
    ['zh-TW', '請先登入'],
    ['zh-Hant', '請先登入'],
    ['zh-HK', '請先登入'],
    ['fr', '请先登录'],
  ])('lang %s → %s', async (lang, msg) => {
    const res = await get(ctx, '/api/profile/getMyOrnamentPage', lang ? { lang } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, msg, success: false });
  });

  it('translates validation messages and their field names into zh-TW', async () => {
    const res = await post(ctx, '/api/auth/login', { phone: '123', password: 'x' }, { lang: 'zh-TW' });
    expect(res.statusCode).toBe(400);
    const { msg } = res.json<{ msg: string }>();
    expect(msg).toBe('請輸入正確的手機號碼');
    expect(msg).not.toMatch(/[请输号码]/);
  });
});
