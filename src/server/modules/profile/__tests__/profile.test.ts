// Account settings (api/profile/*): nickname, trade link, preset avatars, inviter, client seed,
// cancelling the account. Bad input for every field in both languages, with nothing written.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, get, openBox, post, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ DEFAULT_INVITATION_CODE: 'HOUSE2026' });
  ({ token } = await signUp(ctx));
});
afterAll(async () => { await ctx.close(); });

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_12-';

/** Every row of the tables these endpoints could touch: "nothing written" means all unchanged. */
async function snapshot(): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const t of ['users', 'sessions', 'fair_seeds', 'avatar_images', 'auth_failures']) {
    out[t] = await queryRows(ctx.deps.db, sql.raw(`SELECT * FROM ${t} ORDER BY 1`));
  }
  return out;
}

describe('nickname', () => {
  it('takes 2 to 16 characters after trimming, counting 汉字 as one each', async () => {
    for (const nickname of ['  阿强  ', '十六个汉字'.repeat(3) + '好', 'ab', '🎮玩家']) {
      const res = await post(ctx, '/api/profile/modifyNickname', { nickname }, { token });
      expect(res.statusCode, nickname).toBe(200);
      expect((await userInfo(ctx, token)).nickname).toBe(nickname.trim());
    }
  });
});

describe('trade link', () => {
  it('stores an exact Steam trade offer link through both names', async () => {
    expect((await post(ctx, '/api/profile/modifyTradeUrl', { tradeUrl: TRADE_URL }, { token })).statusCode).toBe(200);
    expect((await userInfo(ctx, token)).tradeUrl).toBe(TRADE_URL);
    const other = 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=zzzzzzzz';
    expect((await post(ctx, '/api/profile/updateTradeUrl', { tradeUrl: other }, { token })).statusCode).toBe(200);
    expect((await userInfo(ctx, token)).tradeUrl).toBe(other);
  });
});

describe('preset avatars', () => {
  it('lists the presets, each a file in public/, and sets one of them', async () => {
    const list = (await get(ctx, '/api/common/getHeadPicList')).json().data as { id: number; headPic: string }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    const fs = await import('node:fs');
    for (const p of list) expect(fs.existsSync(`public${p.headPic}`), p.headPic).toBe(true);
    const res = await post(ctx, '/api/profile/modifyAvatar', { avatar: list[2].headPic }, { token });
    expect(res.json()).toMatchObject({ success: true, data: { avatar: list[2].headPic } });
    expect((await userInfo(ctx, token)).avatar).toBe(list[2].headPic);
  });
});

describe('client seed', () => {
  it('sets the seed the fair endpoints show', async () => {
    const res = await post(ctx, '/api/profile/modifySecret', { clientSeed: 'my lucky seed' }, { token });
    expect(res.json()).toMatchObject({ success: true, data: { clientSeed: 'my lucky seed' } });
    expect((await get(ctx, '/api/fair/getSeed', { token })).json().data.clientSeed).toBe('my lucky seed');
  });
});

describe('inviter', () => {
  it('binds an existing code once, case-insensitively, and never twice', async () => {
    const inviter = await signUp(ctx);
    const code: string = (await userInfo(ctx, inviter.token)).invitationCode;
    const me = await signUp(ctx);
    expect((await userInfo(ctx, me.token)).inviterBound).toBe(false);
    const res = await post(ctx, '/api/profile/bindInviter', { promoteCode: ` ${code.toLowerCase()} ` }, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect((await userInfo(ctx, me.token)).inviterBound).toBe(true);
    const [row] = await ctx.deps.db.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, BigInt((await userInfo(ctx, me.token)).id)));
    expect(String(row.inviterId)).toBe((await userInfo(ctx, inviter.token)).id);

    const another = await signUp(ctx);
    const again = await post(ctx, '/api/profile/bindInviter', { promoteCode: (await userInfo(ctx, another.token)).invitationCode }, { token: me.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('已绑定推广人，不能重复绑定');
  });

  it('lets exactly one of two racing binds win', async () => {
    const [a, b, me] = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    const codes = await Promise.all([a, b].map(async (u) => (await userInfo(ctx, u.token)).invitationCode));
    const answers = await Promise.all(codes.map((promoteCode) => post(ctx, '/api/profile/bindInviter', { promoteCode }, { token: me.token })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const [row] = await ctx.deps.db.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, BigInt((await userInfo(ctx, me.token)).id)));
    expect(String(row.inviterId)).toBe((await userInfo(ctx, [a, b][winner].token)).id);
  });

  it('refuses a loop: the code of someone I invited', async () => {
    const [a, b] = await Promise.all([signUp(ctx), signUp(ctx)]);
    const codeA = (await userInfo(ctx, a.token)).invitationCode;
    const codeB = (await userInfo(ctx, b.token)).invitationCode;
    expect((await post(ctx, '/api/profile/bindInviter', { promoteCode: codeA }, { token: b.token })).statusCode).toBe(200);
    const loop = await post(ctx, '/api/profile/bindInviter', { promoteCode: codeB }, { token: a.token });
    expect(loop.statusCode).toBe(422);
    expect((await userInfo(ctx, a.token)).inviterBound).toBe(false);
  });
});

describe('cancel account', () => {
  it('needs the password, then ends every session, refuses sign-in and keeps the records', async () => {
    const { token: first, phone } = await signUp(ctx, undefined, 'cancel-me-123');
    const second = (await post(ctx, '/api/auth/login', { phone, password: 'cancel-me-123' })).json().data.token as string;
    const userId = BigInt((await userInfo(ctx, first)).id);
    await credit(ctx, first, 10_000n);
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; price: string }[];
    const cheapest = list.sort((x, y) => Number(x.price) - Number(y.price))[0];
    expect((await openBox(ctx, first, cheapest.id)).statusCode).toBe(200);
    const records = async () => Promise.all(['postings p JOIN accounts a ON a.id = p.account_id', 'rolls', 'backpack_items'].map(async (t) => {
      const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${t} WHERE user_id = ${userId}`));
      return Number(r.n);
    }));
    const before = await records();
    expect(before.every((n) => n > 0)).toBe(true);

    const wrong = await post(ctx, '/api/profile/cancelAccount', { confirm: true, password: 'not-the-password' }, { token: first, lang: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Wrong password');
    expect((await get(ctx, '/api/profile/userInfo', { token: first })).statusCode).toBe(200);

    const done = await post(ctx, '/api/profile/cancelAccount', { confirm: true, password: 'cancel-me-123' }, { token: first });
    expect(done.json()).toMatchObject({ success: true });

    for (const t of [first, second]) expect((await get(ctx, '/api/profile/userInfo', { token: t })).statusCode).toBe(401);
    const login = await post(ctx, '/api/auth/login', { phone, password: 'cancel-me-123' });
    const wrongLogin = await post(ctx, '/api/auth/login', { phone, password: 'another-password' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(wrongLogin.json());
    const [u] = await ctx.deps.db.select().from(users).where(eq(users.id, userId));
    expect(u.status).toBe(2);
    expect(u.cancelledAt).toBeInstanceOf(Date);
    expect(await records()).toEqual(before);
  });

  it('asks only for the tick from an account without a password (made by Steam sign-in)', async () => {
    const { token: t, phone } = await signUp(ctx);
    await ctx.deps.db.update(users).set({ passwordHash: null }).where(eq(users.phone, phone));
    const unticked = await post(ctx, '/api/profile/cancelAccount', {}, { token: t });
    expect(unticked.statusCode).toBe(400);
    expect((await post(ctx, '/api/profile/cancelAccount', { confirm: 'true' }, { token: t })).statusCode).toBe(200);
    expect((await get(ctx, '/api/profile/userInfo', { token: t })).statusCode).toBe(401);
  });
});

type Body = Record<string, string | number | boolean>;
const long = '这'.repeat(17);
// [endpoint, description, body, HTTP status, zh-CN message, en message]
const cases: [string, string, () => Body, number, string, string][] = [
  ['/api/profile/modifyNickname', 'missing', () => ({}), 400, '昵称不能为空', 'Nickname is required'],
  ['/api/profile/modifyNickname', 'blank', () => ({ nickname: '   ' }), 400, '昵称不能为空', 'Nickname is required'],
  ['/api/profile/modifyNickname', 'one character', () => ({ nickname: ' 强 ' }), 400, '昵称长度为 2 到 16 个字符', 'The nickname must have 2 to 16 characters'],
  ['/api/profile/modifyNickname', '17 汉字', () => ({ nickname: long }), 400, '昵称长度为 2 到 16 个字符', 'The nickname must have 2 to 16 characters'],
  ['/api/profile/modifyNickname', 'a control character', () => ({ nickname: 'ab\u0007cd' }), 400, '昵称不能包含控制字符或不可见字符', 'The nickname may not contain control or invisible characters'],
  ['/api/profile/modifyNickname', 'a bidi override', () => ({ nickname: 'ab\u202ecd' }), 400, '昵称不能包含控制字符或不可见字符', 'The nickname may not contain control or invisible characters'],
  ['/api/profile/modifyTradeUrl', 'missing', () => ({}), 400, '交易链接不能为空', 'Trade link is required'],
  ['/api/profile/modifyTradeUrl', 'http', () => ({ tradeUrl: TRADE_URL.replace('https', 'http') }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'another host', () => ({ tradeUrl: TRADE_URL.replace('steamcommunity.com', 'steamcommunity.com.evil.io') }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'a look-alike host', () => ({ tradeUrl: TRADE_URL.replace('steamcommunity', 'steamcommunlty') }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'an extra parameter', () => ({ tradeUrl: `${TRADE_URL}&next=https://evil.io` }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'no token', () => ({ tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789' }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'a letter in partner', () => ({ tradeUrl: TRADE_URL.replace('partner=1', 'partner=x') }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyTradeUrl', 'a short token', () => ({ tradeUrl: TRADE_URL.replace('AbCd_12-', 'Ab1') }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/updateTradeUrl', 'not a link', () => ({ tradeUrl: 'hello' }), 400, '请输入正确的交易链接', 'Please enter a correct trade link'],
  ['/api/profile/modifyAvatar', 'missing', () => ({}), 400, '请选择头像', 'Please choose an avatar'],
  ['/api/profile/modifyAvatar', 'not a preset', () => ({ avatar: 'https://evil.io/x.png' }), 400, '请选择头像', 'Please choose an avatar'],
  ['/api/profile/modifyAvatar', 'a path beside the presets', () => ({ avatar: '/avatars/presets/../../favicon.svg' }), 400, '请选择头像', 'Please choose an avatar'],
  ['/api/profile/bindInviter', 'missing', () => ({}), 400, '推广码不能为空', 'Promotion code is required'],
  ['/api/profile/bindInviter', '5 characters', () => ({ promoteCode: 'ABC12' }), 400, '推广码格式错误', 'Promotion code format error'],
  ['/api/profile/bindInviter', '16 characters', () => ({ promoteCode: 'A'.repeat(16) }), 400, '推广码格式错误', 'Promotion code format error'],
  ['/api/profile/bindInviter', 'a symbol', () => ({ promoteCode: 'ABC-123' }), 400, '推广码格式错误', 'Promotion code format error'],
  ['/api/profile/bindInviter', 'unknown code', () => ({ promoteCode: 'NOSUCH99' }), 422, '推广码不存在', 'Unknown promotion code'],
  ['/api/profile/bindInviter', 'the default code', () => ({ promoteCode: 'house2026' }), 422, '推广码不存在', 'Unknown promotion code'],
  ['/api/profile/bindInviter', 'my own code', () => ({ promoteCode: ownCode }), 422, '不能绑定自己的推广码', 'You cannot bind your own promotion code'],
  ['/api/profile/modifySecret', 'missing', () => ({}), 400, '客户端种子不能为空', 'Client seed is required'],
  ['/api/profile/modifySecret', 'too long', () => ({ clientSeed: 'x'.repeat(65) }), 400, '客户端种子须为 1 到 64 个可打印的英文字符', 'The client seed must be 1 to 64 printable ASCII characters'],
  ['/api/profile/modifySecret', 'not ASCII', () => ({ clientSeed: '种子' }), 400, '客户端种子须为 1 到 64 个可打印的英文字符', 'The client seed must be 1 to 64 printable ASCII characters'],
  ['/api/profile/cancelAccount', 'not confirmed', () => ({ password: 'secret-pass-1' }), 400, '请确认您已了解注销账户的后果', 'Please confirm that you understand what cancelling the account means'],
  ['/api/profile/cancelAccount', 'confirm false', () => ({ confirm: false, password: 'secret-pass-1' }), 400, '请确认您已了解注销账户的后果', 'Please confirm that you understand what cancelling the account means'],
  ['/api/profile/cancelAccount', 'no password', () => ({ confirm: true }), 400, '密码不能为空', 'Password is required'],
  ['/api/profile/cancelAccount', 'wrong password', () => ({ confirm: true, password: 'nope-nope-1' }), 400, '密码错误', 'Wrong password'],
];

let ownCode = '';
describe.each(['zh-CN', 'en'] as const)('bad input in %s', (lang) => {
  let badToken: string;
  beforeAll(async () => {
    ({ token: badToken } = await signUp(ctx));
    ownCode = (await userInfo(ctx, badToken)).invitationCode;
  });
  for (const [url, name, body, status, zh, en] of cases) {
    it(`${url}: ${name}`, async () => {
      const before = await snapshot();
      const res = await post(ctx, url, body(), { token: badToken, lang });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null, msg: lang === 'en' ? en : zh });
      expect(res.json().status).not.toBe(0);
      // A wrong password is a failed guess and is counted (auth_failures); nothing else changes.
      const after = (await snapshot()) as Record<string, unknown>;
      if (name === 'wrong password') after.auth_failures = (before as Record<string, unknown>).auth_failures;
      expect(after).toEqual(before);
    });
  }

  it('every endpoint needs a session', async () => {
    for (const url of [...new Set(cases.map(([u]) => u))]) {
      const res = await post(ctx, url, {}, { lang });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
