import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeetest, type FakeGeetest } from '../../../../tests/fakes/geetest.ts';
import type { GeetestConfig } from './captcha-config.ts';
import { geetestSignToken, validateGeetest } from './geetest.ts';

describe('geetestSignToken', () => {
  it('is HMAC-SHA256 of the lot_number keyed with the captcha key, in lower-case hex', () => {
    // Worked out with Python's hmac module, independently of node:crypto.
    expect(geetestSignToken('0f1e2d3c4b5a69788796a5b4c3d2e1f0', '9a8b7c6d5e4f30211203f4e5d6c7b8a9'))
      .toBe('354a8d3ab295e32ae86738ada55df22d433ed93e268732ab6c37ac91218a8177');
  });
});

describe('validateGeetest against the fake', () => {
  let fake: FakeGeetest;
  let config: GeetestConfig;
  beforeAll(async () => {
    fake = await startFakeGeetest();
    config = { captchaId: fake.captchaId, captchaKey: fake.captchaKey, apiServer: fake.url, timeoutMs: 5000 };
  });
  afterAll(async () => { await fake.close(); });

  it('posts the four fields and the signature as a form, the captcha id in the query', async () => {
    const fields = fake.mint();
    expect(await validateGeetest(config, fields)).toEqual({ kind: 'pass' });
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', contentType: 'application/x-www-form-urlencoded', query: { captcha_id: fake.captchaId } });
    expect(req.form).toEqual({ ...fields, sign_token: geetestSignToken(fake.captchaKey, fields.lot_number) });
  });

  it('passes a pass_token once', async () => {
    const fields = fake.mint();
    expect(await validateGeetest(config, fields)).toEqual({ kind: 'pass' });
    expect(await validateGeetest(config, fields)).toEqual({ kind: 'fail', reason: 'pass_token expire' });
  });

  it('is refused with a signature made with another key, or fields not from one solved check', async () => {
    expect(await validateGeetest({ ...config, captchaKey: 'f'.repeat(32) }, fake.mint())).toEqual({ kind: 'fail', reason: 'sign_token error' });
    const a = fake.mint();
    const b = fake.mint();
    expect(await validateGeetest(config, { ...a, pass_token: b.pass_token })).toEqual({ kind: 'fail', reason: 'pass_token error' });
    expect(await validateGeetest(config, { ...a, lot_number: 'e'.repeat(32) })).toEqual({ kind: 'fail', reason: '-50301 not proof' });
    expect(await validateGeetest(config, { ...a, gen_time: 'yesterday' })).toEqual({ kind: 'fail', reason: '-50005 illegal gen_time' });
  });

  it('cannot judge anything for a captcha id GeeTest does not know: our setting, not the player', async () => {
    expect(await validateGeetest({ ...config, captchaId: 'a'.repeat(32) }, fake.mint())).toEqual({ kind: 'unavailable', reason: '-50103 not captcha' });
  });

  it('gives no verdict when GeeTest does not answer in time or cannot be reached', async () => {
    fake.stall = true;
    try {
      const started = Date.now();
      expect(await validateGeetest({ ...config, timeoutMs: 300 }, fake.mint())).toEqual({ kind: 'unavailable', reason: 'no answer within 300 ms' });
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      fake.stall = false;
    }
    const closed = await startFakeGeetest();
    await closed.close();
    expect((await validateGeetest({ ...config, apiServer: closed.url }, fake.mint())).kind).toBe('unavailable');
  });
});
