// Texts that read alike must be alike: a nickname with a line or paragraph separator or an invisible
// format character (zero-width, bidi) is a 400 naming the field, and nothing is stored. A body
// declared in a charset other than UTF-8 is refused (415) instead of being read as UTF-8 and
// becoming other text. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/shared/errors.ts';
import { createTestContext, type TestContext } from './context.ts';
import { form, signUp, userInfo } from './api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
});
afterAll(async () => { await ctx.close(); });

function modifyNickname(payload: string | Buffer, contentType: string, lang = 'zh-CN') {
  return ctx.app.inject({ method: 'POST', url: '/api/profile/modifyNickname', headers: { token, lang, 'content-type': contentType }, payload });
}

describe('a nickname', () => {
  it('with U+2028, U+2029, U+200B, U+202E or ZWJ: 400 naming the nickname, in JSON and in a form, and the old name kept', async () => {
    const before = (await userInfo(ctx, token)).nickname;
    for (const bad of ['玩家\u2028一号', '玩家一号\u2029', '玩家\u200b一号', '\u202e号一家玩', '玩家\u200d一号']) {
      const asJson = await modifyNickname(JSON.stringify({ nickname: bad }), 'application/json');
      expect(asJson.statusCode, JSON.stringify(bad)).toBe(400);
      expect(asJson.json()).toEqual({ success: false, status: ERRORS.VALIDATION.code, msg: '昵称不能包含控制字符或不可见字符', data: null });
      const asForm = await modifyNickname(form({ nickname: bad }), 'application/x-www-form-urlencoded', 'en');
      expect(asForm.statusCode).toBe(400);
      expect(asForm.json().msg).toBe('The nickname may not contain control or invisible characters');
    }
    expect((await userInfo(ctx, token)).nickname).toBe(before);
  });
});

describe('a body in a charset other than UTF-8', () => {
  it('is refused with 415 in the envelope, in the request\'s language, and changes nothing', async () => {
    const before = (await userInfo(ctx, token)).nickname;
    const utf16 = Buffer.from(JSON.stringify({ nickname: '新名字' }), 'utf16le');
    for (const [type, lang, msg] of [
      ['application/json; charset=utf-16le', 'zh-CN', '请求内容须使用 UTF-8 编码'],
      ['application/json;charset="UTF-16LE"', 'en', 'The request body must be encoded in UTF-8'],
      ['application/json; Charset=GBK', 'zh-TW', '請求內容須使用 UTF-8 編碼'],
    ] as const) {
      const res = await modifyNickname(utf16, type, lang);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ success: false, status: ERRORS.UNSUPPORTED_MEDIA_TYPE.code, msg, data: null });
    }
    const latin1 = await modifyNickname(Buffer.from('nickname=Zo%EB', 'latin1'), 'application/x-www-form-urlencoded; charset=ISO-8859-1', 'en');
    expect(latin1.statusCode).toBe(415);
    expect((await userInfo(ctx, token)).nickname).toBe(before);
  });

  it('UTF-8 declared in any spelling is read as before', async () => {
    for (const [type, name] of [['application/json; charset=UTF-8', '新名字一'], ['application/json;charset=utf8', '新名字二']] as const) {
      const res = await modifyNickname(JSON.stringify({ nickname: name }), type);
      expect(res.statusCode, type).toBe(200);
      expect((await userInfo(ctx, token)).nickname).toBe(name);
    }
    const asForm = await modifyNickname(form({ nickname: '新名字三' }), 'application/x-www-form-urlencoded;charset=UTF-8');
    expect(asForm.statusCode).toBe(200);
  });
});
