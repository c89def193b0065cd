// Every /api answer is the envelope {status, msg, data, success} with the HTTP status of its kind,
// however broken the request: a malformed address, a parameter over its limit, a body that is not
// a set of fields, a type or size we do not take, a method the address does not have, headers past
// what Node parses (checked on a real listening server). Messages name fields as people read them
// and never show an internal code, a code name or Fastify's and zod's own texts.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/shared/errors.ts';
import { createTestContext, type TestContext } from './context.ts';
import { markVerified, signUp } from './api.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
  await markVerified(ctx, token); // the recharge rows reach the order's own checks (a deposit needs a verified name)
});
afterAll(async () => { await ctx.close(); });

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  code: number;
  zh: string;
  en: string;
  /** The Allow header of a 405. */
  allow?: string;
}

const NOT_OBJECT = ['请求内容须为一组字段（JSON 对象或表单）', 'The request body must be a set of fields (a JSON object or a form)'] as const;
const BAD_REQUEST = ERRORS.BAD_REQUEST.code;
const VALIDATION = ERRORS.VALIDATION.code;

const CASES: Case[] = [
  // The address
  { name: 'a query escape cut short (%E0%A4%A)', url: '/api/box/getBoxDetail?id=%E0%A4%A', status: 400, code: VALIDATION, zh: '箱子包含不允许的字符', en: 'Case contains characters that are not allowed' },
  { name: 'a query escape that is not hex (%zz)', url: '/api/box/getBoxDetail?id=%zz', status: 400, code: VALIDATION, zh: '箱子必须是正整数', en: 'Case must be a positive whole number' },
  { name: 'a bad %-escape in the path', url: '/api/box/getBoxDetail%zz?id=1', status: 400, code: BAD_REQUEST, zh: '请求地址无效', en: 'The request address is not valid' },
  { name: 'a path escape that is not UTF-8', url: '/api/box/getBoxDetail%E0%A4%A?id=1', status: 400, code: BAD_REQUEST, zh: '请求地址无效', en: 'The request address is not valid' },
  { name: 'a path parameter over the router\'s limit', method: 'POST', url: `/api/pay/notify/${'p'.repeat(300)}`, headers: JSON_TYPE, payload: '{}', status: 414, code: 414, zh: '请求地址过长', en: 'The request address is too long' },
  { name: 'an unknown /api path', url: '/api/nope', status: 404, code: 404, zh: '未找到', en: 'Not found' },
  { name: 'GET on a POST-only path', url: '/api/auth/login', status: 405, code: 405, zh: '该地址不支持此请求方式', en: 'This address does not take this request method', allow: 'POST' },
  { name: 'PUT on a GET path', method: 'PUT', url: '/api/box/getBoxList', headers: JSON_TYPE, payload: '{}', status: 405, code: 405, zh: '该地址不支持此请求方式', en: 'This address does not take this request method', allow: 'GET, HEAD' },
  { name: 'DELETE on a path parameter route', method: 'DELETE', url: '/api/pay/notify/sandbox', status: 405, code: 405, zh: '该地址不支持此请求方式', en: 'This address does not take this request method', allow: 'POST' },
  // Parameters over their limits
  { name: 'a page number of 1000 digits', url: `/api/box/getBoxList?page=${'9'.repeat(1000)}`, status: 400, code: VALIDATION, zh: '页码必须是正整数', en: 'Page must be a positive whole number' },
  { name: 'a sign-in code over 128 characters', method: 'POST', url: '/api/auth/steamExchange', headers: FORM_TYPE, payload: `code=${'c'.repeat(129)}`, status: 400, code: VALIDATION, zh: '登录凭证最多 128 个字符', en: 'Sign-in code may have at most 128 characters' },
  { name: 'an amount of 40 digits', method: 'POST', url: '/api/pay/recharge', headers: { ...FORM_TYPE, 'idempotency-key': 'k-40-digits' }, payload: `channel=alipay&currency=CNY&amount=${'9'.repeat(40)}`, status: 400, code: VALIDATION, zh: '请输入正确的金额（最多两位小数）', en: 'Please enter a correct amount (at most two decimals)' },
  { name: 'a missing amount names 金额', method: 'POST', url: '/api/pay/recharge', headers: { ...JSON_TYPE, 'idempotency-key': 'k-missing' }, payload: '{"channel":"alipay","currency":"CNY"}', status: 400, code: VALIDATION, zh: '金额不能为空', en: 'Amount is required' },
  // Headers our code refuses (under Node's limit)
  { name: 'an Idempotency-Key of 10 000 characters', method: 'POST', url: '/api/pay/recharge', headers: { ...FORM_TYPE, 'idempotency-key': 'k'.repeat(10_000) }, payload: 'channel=alipay&currency=CNY&amount=100', status: 400, code: VALIDATION, zh: 'Idempotency-Key 请求头最多 128 个字符', en: 'The Idempotency-Key header may have at most 128 characters' },
  { name: 'a token of 10 000 characters', url: '/api/profile/userInfo', headers: { token: 't'.repeat(10_000) }, status: 401, code: 401, zh: '请先登录', en: 'Please log in first' },
  // Bodies
  ...(['[]', '"x"', '1', 'null', 'true', '[{"phone":"13800138000"}]'].map((payload): Case => ({
    name: `a JSON body ${payload}`, method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload, status: 400, code: BAD_REQUEST, zh: NOT_OBJECT[0], en: NOT_OBJECT[1],
  }))),
  { name: 'malformed JSON', method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload: '{"phone":', status: 400, code: BAD_REQUEST, zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  { name: 'an empty JSON body', method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload: '', status: 400, code: VALIDATION, zh: '手机号不能为空', en: 'Phone number is required' },
  { name: 'an empty form', method: 'POST', url: '/api/auth/login', headers: FORM_TYPE, payload: '', status: 400, code: VALIDATION, zh: '手机号不能为空', en: 'Phone number is required' },
  { name: 'no body at all', method: 'POST', url: '/api/auth/login', status: 400, code: VALIDATION, zh: '手机号不能为空', en: 'Phone number is required' },
  { name: 'a text/plain body', method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'phone=13800138000', status: 415, code: 415, zh: '不支持此请求内容类型，请使用 JSON 或表单', en: 'Unsupported content type, please send JSON or a form' },
  { name: 'an XML body', method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<phone/>', status: 415, code: 415, zh: '不支持此请求内容类型，请使用 JSON 或表单', en: 'Unsupported content type, please send JSON or a form' },
  { name: 'a multipart body outside the avatar upload', method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n13800138000\r\n--x--\r\n', status: 415, code: 415, zh: '不支持此请求内容类型，请使用 JSON 或表单', en: 'Unsupported content type, please send JSON or a form' },
  { name: 'a JSON body over 256 KB', method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload: JSON.stringify({ phone: '1'.repeat(300_000) }), status: 413, code: 413, zh: '请求内容过大', en: 'The request body is too large' },
  { name: 'a form over 256 KB', method: 'POST', url: '/api/auth/login', headers: FORM_TYPE, payload: `phone=${'1'.repeat(300_000)}`, status: 413, code: 413, zh: '请求内容过大', en: 'The request body is too large' },
];

/**
 * Internal names a reader must never see: error codes, camelCase code names, library texts, and a
 * raw key where a field's name belongs (the old fallback said "body格式不正确", "body has the wrong format").
 */
const LEAKS = [/\b(FST|HPE|ERR)_/, /\b[a-z]+[A-Z][A-Za-z]*\b/, /\bzod\b|fastify|Invalid input|expected|undefined|statusCode/i, /[A-Za-z_.][\u4e00-\u9fff]/, /^[a-z]/];

describe.each(['zh-CN', 'en'] as const)('in %s', (lang) => {
  it.each(CASES)('$name', async (c) => {
    const res = await ctx.app.inject({
      method: c.method ?? 'GET', url: c.url, payload: c.payload,
      headers: { lang, token, ...c.headers },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: c.code, msg: lang === 'en' ? c.en : c.zh, data: null, success: false });
    if (c.allow) expect(res.headers.allow).toBe(c.allow);
    // Even answers written before any hook ran (a bad address) carry the strict headers.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const leak of LEAKS) expect(res.json().msg).not.toMatch(leak);
  });
});

describe('past what Node parses, on a real server', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  /** Writes a raw request and reads the whole answer (the server closes the connection). */
  function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (d) => chunks.push(d));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
      });
      socket.end(request);
    });
  }

  it.each([
    ['zh-CN', '请求头过大'],
    ['en', 'The request headers are too large'],
  ])('headers over 16 KB: 431 with the envelope, in the language the lang header asked for (%s)', async (lang, msg) => {
    const res = await raw(`GET /api/box/getBoxList HTTP/1.1\r\nHost: x\r\nlang: ${lang}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(res.headers).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(res.body)).toEqual({ status: ERRORS.HEADERS_TOO_LARGE.code, msg, data: null, success: false });
  });

  it('an address over 16 KB is the same 431', async () => {
    const res = await raw(`GET /api/box/getBoxList?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, msg: '请求头过大', data: null, success: false });
  });

  it('a header Node cannot parse (a NUL in its value) is a 400 envelope', async () => {
    const res = await raw('GET /api/box/getBoxList HTTP/1.1\r\nHost: x\r\nlang: en\r\nX-Bad: a\u0000b\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: BAD_REQUEST, msg: 'Bad request', data: null, success: false });
  });

  it('a header just under the limit that our code refuses answers normally (401 for a 15 KB token)', async () => {
    const res = await raw(`GET /api/profile/userInfo HTTP/1.1\r\nHost: x\r\nConnection: close\r\ntoken: ${'t'.repeat(15_000)}\r\n\r\n`);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ status: 401, msg: '请先登录', data: null, success: false });
  });
});
