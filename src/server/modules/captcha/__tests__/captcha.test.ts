// The slider check: a puzzle whose answer never carries the gap, ±4 px tolerance, 5 misses close
// it, a one-time 2-minute pass that an SMS send spends, and CAPTCHA=off answering {enabled: false}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { form, get, newPhone } from '../../../../../tests/integration/api.ts';
import { captchaPuzzles, captchaTokens, verificationCodes } from '../../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ CAPTCHA: 'on' }); });
afterAll(async () => { await ctx.close(); });

let clock = new Date('2027-05-01T08:00:00Z').getTime();
function nextHour(): Date {
  clock += 3 * 3600_000;
  const d = new Date(clock);
  ctx.setNow(d);
  return d;
}

async function puzzle(): Promise<{ id: string; gapX: number; body: Record<string, unknown> }> {
  const res = await get(ctx, '/api/common/captcha');
  expect(res.statusCode).toBe(200);
  const body = res.json().data as Record<string, unknown>;
  const [row] = await ctx.deps.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, body.id as string));
  return { id: body.id as string, gapX: row.gapX, body };
}

function answer(body: unknown, lang = 'zh-CN', c: TestContext = ctx) {
  return c.app.inject({
    method: 'POST', url: '/api/common/captcha',
    headers: { 'content-type': 'application/json', lang },
    payload: JSON.stringify(body),
  });
}

async function solve(): Promise<string> {
  const { id, gapX } = await puzzle();
  const res = await answer({ id, x: gapX });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function sendCode(phone: string, captchaToken?: string, lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST', url: '/api/common/smsCode', remoteAddress: '10.20.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
    payload: form({ phone, purpose: 'login', ...(captchaToken ? { captchaToken } : {}) }),
  });
}

async function rows(table: typeof captchaTokens | typeof verificationCodes | typeof captchaPuzzles): Promise<number> {
  const [r] = await ctx.deps.db.select({ n: count() }).from(table);
  return Number(r.n);
}

describe('the puzzle', () => {
  it('gives two images of the stated sizes and never the gap position', async () => {
    nextHour();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { gapX, body } = await puzzle();
      expect(Object.keys(body).sort()).toEqual(['background', 'enabled', 'height', 'id', 'piece', 'pieceWidth', 'width']);
      expect(body).toMatchObject({ enabled: true, width: 320, height: 160, pieceWidth: 52 });
      // No number in the answer is the gap's x, except a dimension that happens to equal it.
      const numbers = Object.entries(body).filter(([, v]) => typeof v === 'number');
      for (const [k, v] of numbers) if (v === gapX) expect(['width', 'height', 'pieceWidth']).toContain(k);
      // The id is an opaque random token (16 bytes, base64url), not an encoding of the puzzle: a
      // digit run inside one may equal the gap by chance (it failed a run once on "…PO96G…"), so
      // its shape and its newness are what is checked.
      expect(String(body.id)).toMatch(/^[\w-]{22}$/);
      expect(ids.has(String(body.id))).toBe(false);
      ids.add(String(body.id));

      const bg = await sharp(Buffer.from(String(body.background).replace(/^data:image\/jpeg;base64,/, ''), 'base64')).metadata();
      expect([bg.width, bg.height]).toEqual([320, 160]);
      const piece = await sharp(Buffer.from(String(body.piece).replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
      expect([piece.width, piece.height, piece.hasAlpha]).toEqual([52, 160, true]);
    }
  });

  it('passes within 4 px either side and misses at 5', async () => {
    nextHour();
    for (const dx of [4, -4, 0, 3.5]) {
      const { id, gapX } = await puzzle();
      const res = await answer({ id, x: gapX + dx });
      expect(res.statusCode, `dx ${dx}`).toBe(200);
      expect(res.json().data.token).toMatch(/^[\w-]{43}$/);
    }
    for (const dx of [5, -5, 4.5]) {
      const { id, gapX } = await puzzle();
      const res = await answer({ id, x: gapX + dx });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 3002, msg: '拼图位置不对，还可以再试 4 次' });
    }
  });

  it('closes after the 5th miss; then even the right answer is refused', async () => {
    nextHour();
    const { id, gapX } = await puzzle();
    const tokensBefore = await rows(captchaTokens);
    for (let left = 4; left >= 1; left--) {
      const res = await answer({ id, x: gapX + 30 }, 'en');
      expect(res.json()).toMatchObject({ status: 3002, msg: `The piece is not in place, ${left} tries left` });
    }
    const fifth = await answer({ id, x: gapX + 30 }, 'en');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({ status: 3004, msg: 'Too many wrong tries, please refresh and try again' });
    const after = await answer({ id, x: gapX });
    expect(after.json()).toMatchObject({ status: 3003, msg: '该验证已失效，请刷新后重试' });
    expect(await rows(captchaTokens)).toBe(tokensBefore);
  });

  it('answers a solved, expired or unknown puzzle with "fetch a new one"', async () => {
    const start = nextHour();
    const solved = await puzzle();
    expect((await answer({ id: solved.id, x: solved.gapX })).statusCode).toBe(200);
    expect((await answer({ id: solved.id, x: solved.gapX })).json().status).toBe(3003);

    const late = await puzzle();
    ctx.setNow(new Date(start.getTime() + 2 * 60_000));
    expect((await answer({ id: late.id, x: late.gapX })).json().status).toBe(3003);

    expect((await answer({ id: 'no-such-puzzle', x: 100 })).json().status).toBe(3003);
  });

  it('accepts a plausible drag trail and refuses an implausible one without counting a miss', async () => {
    nextHour();
    const { id, gapX } = await puzzle();
    const bad: [string, unknown][] = [
      ['time going back', [[0, 0], [200, 40], [100, gapX]]],
      ['too many points', Array.from({ length: 401 }, (_, i) => [i, Math.min(i, gapX)])],
      ['ending elsewhere', [[0, 0], [300, gapX - 40]]],
      ['not pairs', [[0], [10]]],
      ['one point', [[0, gapX]]],
      ['not an array', 'abc'],
    ];
    for (const [name, trail] of bad) {
      const res = await answer({ id, x: gapX, trail }, 'en');
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ status: 1001, msg: 'The drag trail is not valid, please drag again' });
    }
    const [row] = await ctx.deps.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, id));
    expect(row.misses).toBe(0);
    const trail = [[0, 0], [120, gapX / 2], [260, gapX - 3], [300, gapX]];
    expect((await answer({ id, x: gapX, trail })).statusCode).toBe(200);
  });

  it('refuses bad input in both languages and writes nothing', async () => {
    nextHour();
    const { id } = await puzzle();
    const cases: [unknown, string, string][] = [
      [{ x: 10 }, '验证编号不能为空', 'Check id is required'],
      [{ id, x: 'left' }, '滑块位置不正确', 'The slider position is not valid'],
      [{ id, x: -1 }, '滑块位置不正确', 'The slider position is not valid'],
      [{ id }, '滑块位置不正确', 'The slider position is not valid'],
      [{ id: 5, x: 5 }, '验证编号格式不正确', 'Check id has the wrong format'],
    ];
    const before = [await rows(captchaPuzzles), await rows(captchaTokens)];
    for (const [body, zh, en] of cases) {
      const a = await answer(body);
      expect(a.statusCode).toBe(400);
      expect(a.json().msg).toBe(zh);
      expect((await answer(body, 'en')).json().msg).toBe(en);
    }
    expect([await rows(captchaPuzzles), await rows(captchaTokens)]).toEqual(before);
    const [row] = await ctx.deps.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, id));
    expect(row.misses).toBe(0);
  });
});

describe('the pass', () => {
  it('is required for a code when the check is on, and nothing is written without it', async () => {
    nextHour();
    const before = await rows(verificationCodes);
    for (const token of [undefined, 'made-up-token']) {
      const res = await sendCode(newPhone(), token, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 3001, msg: 'Please complete the slider check first' });
    }
    expect((await sendCode(newPhone())).json().msg).toBe('请先完成滑块验证');
    expect(await rows(verificationCodes)).toBe(before);
  });

  it('is good for one send, stored only as a hash', async () => {
    nextHour();
    const token = await solve();
    const stored = await ctx.deps.db.select().from(captchaTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await sendCode(newPhone(), token)).statusCode).toBe(200);
    const again = await sendCode(newPhone(), token);
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toBe(3001);
  });

  it('is spent once when several sends race with it', async () => {
    nextHour();
    const token = await solve();
    const before = await rows(verificationCodes);
    const results = await Promise.all(Array.from({ length: 6 }, () => sendCode(newPhone(), token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().status === 3001)).toHaveLength(5);
    expect(await rows(verificationCodes)).toBe(before + 1);
  });

  it('expires after 2 minutes', async () => {
    const start = nextHour();
    const token = await solve();
    ctx.setNow(new Date(start.getTime() + 2 * 60_000));
    expect((await sendCode(newPhone(), token)).json().status).toBe(3001);
    const fresh = await solve();
    ctx.setNow(new Date(start.getTime() + 4 * 60_000 - 1000));
    expect((await sendCode(newPhone(), fresh)).statusCode).toBe(200);
  });

  it('is not spent by a send that a limit refuses', async () => {
    const start = nextHour();
    const phone = newPhone();
    expect((await sendCode(phone, await solve())).statusCode).toBe(200);
    const token = await solve();
    ctx.setNow(new Date(start.getTime() + 10_000));
    expect((await sendCode(phone, token)).statusCode).toBe(429);
    expect((await sendCode(newPhone(), token)).statusCode).toBe(200);
  });
});

describe('with CAPTCHA=off', () => {
  it('answers {enabled: false} and sends without a pass', async () => {
    const off = await createTestContext();
    try {
      const res = await get(off, '/api/common/captcha');
      expect(res.json()).toEqual({ status: 0, msg: '', data: { enabled: false }, success: true });
      const sent = await off.app.inject({
        method: 'POST', url: '/api/common/smsCode',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ phone: newPhone(), purpose: 'login' }),
      });
      expect(sent.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('drawing puzzles', () => {
  it('is limited to 30 a minute per address', async () => {
    const from = (ip: string) => ctx.app.inject({ method: 'GET', url: '/api/common/captcha', remoteAddress: ip, headers: { lang: 'en' } });
    for (let i = 0; i < 30; i++) expect((await from('192.0.2.50')).statusCode).toBe(200);
    const refused = await from('192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, msg: 'Too many requests, please try again later' });
    expect((await from('192.0.2.51')).statusCode).toBe(200);
  });
});
