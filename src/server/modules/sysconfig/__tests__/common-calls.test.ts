// GET api/common/customerService (the operator's support contacts, from the configuration),
// api/common/getLanguageList (the site's languages in their own names) and api/common/listInterface
// (the public API's routes, read from what the server registered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerServiceAnswer, interfaceListAnswer, languageListAnswer, type InterfaceList } from '../../../../shared/contracts/common.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import { ConfigError, getConfig } from '../../../config/index.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, registeredRoutes } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'help@example.com', SUPPORT_URL: 'https://help.example.com/chat', SUPPORT_HOURS: '每天 10:00-22:00' });
});
afterAll(async () => { await ctx.close(); });

async function data(url: string, headers: Record<string, string> = {}) {
  const res = await get(ctx, url, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope<unknown>>();
  expect(body).toMatchObject({ status: 0, msg: '', success: true });
  return body.data;
}

describe('GET api/common/customerService', () => {
  it('answers SUPPORT_EMAIL, SUPPORT_URL and SUPPORT_HOURS as set, whatever the query', async () => {
    const want = { email: 'help@example.com', url: 'https://help.example.com/chat', hours: '每天 10:00-22:00' };
    expect(customerServiceAnswer.parse(await data('/api/common/customerService'))).toEqual(want);
    expect(await data('/api/common/customerService?email=x&%ZZ', { lang: 'en' })).toEqual(want);
  });

  it('answers null for what the operator has not set: no made-up contact', async () => {
    const bare = await createTestContext();
    try {
      const res = await get(bare, '/api/common/customerService');
      expect(res.json()).toEqual({ status: 0, msg: '', data: { email: null, url: null, hours: null }, success: true });
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['SUPPORT_EMAIL', 'not-an-address'], ['SUPPORT_EMAIL', 'a@b'], ['SUPPORT_URL', 'javascript:alert(1)'], ['SUPPORT_URL', 'ftp://help.example.com'],
    ['SUPPORT_URL', 'https://user:pass@help.example.com'], ['SUPPORT_HOURS', 'x'.repeat(65)], ['SUPPORT_HOURS', '10:00\u0000'],
  ])('refuses %s=%j at start, naming it', (name, value) => {
    expect(() => getConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
    expect(() => getConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
  });
});

describe('GET api/common/getLanguageList', () => {
  it('lists zh-CN (the default, unprefixed), en and zh-TW, each in its own name, whatever the reader\'s language', async () => {
    const want = [
      { code: 'zh-CN', name: '简体中文', dir: 'ltr', default: true, pathPrefix: '' },
      { code: 'en', name: 'English', dir: 'ltr', default: false, pathPrefix: '/en' },
      { code: 'zh-TW', name: '繁體中文', dir: 'ltr', default: false, pathPrefix: '/zh-TW' },
    ];
    expect(languageListAnswer.parse(await data('/api/common/getLanguageList'))).toEqual(want);
    expect(await data('/api/common/getLanguageList', { lang: 'en' })).toEqual(want);
  });
});

describe('GET api/common/listInterface', () => {
  it('lists exactly the registered routes under /api but the console\'s and the development ones, sorted', async () => {
    const list: InterfaceList = interfaceListAnswer.parse(await data('/api/common/listInterface'));
    const expected = registeredRoutes(ctx)
      .map((r) => { const [method, path] = r.split(' '); return { method, path }; })
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/console/') && !r.path.startsWith('/api/dev/'));
    expect(list.map((r) => `${r.method} ${r.path}`).sort()).toEqual(expected.map((r) => `${r.method} ${r.path}`).sort());
    expect(list.length).toBeGreaterThan(100);
    // Itself, the spec's calls, and path parameters by name; never a console or development route.
    expect(list).toEqual(expect.arrayContaining([
      { method: 'GET', path: '/api/common/listInterface' }, { method: 'POST', path: '/api/auth/login' },
      { method: 'GET', path: '/api/common/smsCode' }, { method: 'POST', path: '/api/common/smsCode' },
      { method: 'POST', path: '/api/pay/notify/:provider' },
    ]));
    expect(list.some((r) => r.path.startsWith('/api/console/') || r.path.startsWith('/api/dev/'))).toBe(false);
    const keys = list.map((r) => `${r.path} ${r.method}`);
    expect(keys).toEqual([...keys].sort());
  });
});
