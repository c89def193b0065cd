// parse(): what a schema without our message keys (a provider's payload, say) answers, and the
// last check that no string with a refused character gets through a schema that forgot it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../shared/messages.ts';
import { AppError } from './errors.ts';
import { forbiddenCharsAt, parse } from './validate.ts';

function refusal(run: () => unknown): { name: string; zh: string; en: string } {
  try {
    run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { name: err.errorName, zh: translate('zh-CN', err.messageKey, err.params), en: translate('en', err.messageKey, err.params) };
  }
  throw new Error('not refused');
}

describe('parse', () => {
  it('names a field of a bare schema as people read it (金额, not amount)', () => {
    expect(refusal(() => parse(z.object({ amount: z.string() }), { amount: 5 }))).toEqual({ name: 'VALIDATION', zh: '金额格式不正确', en: 'Amount has the wrong format' });
  });

  it('never shows a key that has no reader\'s name', () => {
    expect(refusal(() => parse(z.object({ fooBar: z.string() }), {}))).toEqual({ name: 'VALIDATION', zh: '输入有误', en: 'Invalid input' });
  });

  it.each([[[]], ['x'], [1], [null], [true]])('refuses %j as a set of fields', (input) => {
    expect(refusal(() => parse(z.object({}), input))).toMatchObject({ name: 'BAD_REQUEST', en: 'The request body must be a set of fields (a JSON object or a form)' });
  });

  it('reads no body at all as no fields', () => {
    expect(parse(z.object({ a: z.string().optional() }), undefined)).toEqual({});
  });

  it('refuses a control character a schema let through, by the field\'s name when it has one', () => {
    expect(refusal(() => parse(z.object({ orderId: z.string() }), { orderId: 'a\u0000' }))).toMatchObject({ zh: '订单号包含不允许的字符' });
    expect(refusal(() => parse(z.object({ blob: z.unknown() }), { blob: { deep: ['ok', 'b\u0007'] } }))).toMatchObject({ zh: '请求中包含不允许的字符' });
  });
});

describe('forbiddenCharsAt', () => {
  it('finds the path of the first bad string, in objects and arrays', () => {
    expect(forbiddenCharsAt({ a: 'ok', b: [1, 'x', { c: '\ud800' }] })).toEqual(['b', 2, 'c']);
    expect(forbiddenCharsAt({ a: 'ok 😀 汉字', n: 5, z: null })).toBe(null);
  });
});
