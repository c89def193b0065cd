// The request text decoders: what a field's schema gets for well-formed and for broken input.
import { describe, expect, it } from 'vitest';
import { hasForbiddenChars } from '../shared/forbidden-chars.ts';
import { decodeFormComponent, decodeUtf8, parseFormBody, parseFormText } from './request-text.ts';

describe('decodeUtf8', () => {
  it('reads well-formed UTF-8 as it is, BOM included', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF汉字 😀 abc'))).toBe('\uFEFF汉字 😀 abc');
  });

  it.each([
    ['an encoded surrogate half', [0xed, 0xa0, 0x80]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe6, 0xb1]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['0xFF', [0xff]],
  ])('turns %s into lone surrogates the field check refuses', (_, bytes) => {
    const text = decodeUtf8(Uint8Array.from([0x61, ...bytes, 0x62]));
    expect(text.startsWith('a') && text.endsWith('b')).toBe(true);
    expect(text.length).toBe(bytes.length + 2);
    expect(hasForbiddenChars(text)).toBe(true);
  });

  it('keeps the good parts around a bad byte', () => {
    expect(decodeUtf8(Uint8Array.from([...Buffer.from('汉'), 0xff, ...Buffer.from('字')]))).toBe('汉\uDCFF字');
  });
});

describe('decodeFormComponent', () => {
  it.each([
    ['a+b', 'a b'],
    ['%E6%B1%89%E5%AD%97', '汉字'],
    ['%zz', '%zz'],
    ['100%', '100%'],
    ['%4', '%4'],
    ['%00', '\u0000'],
    ['%C2%85', '\u0085'],
  ])('%s -> %j', (raw, text) => {
    expect(decodeFormComponent(raw)).toBe(text);
  });

  it('an escape that is not UTF-8 (%ED%A0%80, %E0%A4%A) is refused by the field check', () => {
    expect(hasForbiddenChars(decodeFormComponent('%ED%A0%80'))).toBe(true);
    expect(hasForbiddenChars(decodeFormComponent('%E0%A4%A'))).toBe(true);
  });

  it('reads raw bytes given one to a character (Node gives a URL as latin1)', () => {
    expect(decodeFormComponent(Buffer.from('汉字').toString('latin1'))).toBe('汉字');
  });
});

describe('parseFormText / parseFormBody', () => {
  it('parses pairs, repeats and bare names into an object without a prototype', () => {
    const q = parseFormText('a=1&b=&c&a=2&a=3&__proto__=x&&');
    expect({ ...q }).toEqual({ a: ['1', '2', '3'], b: '', c: '', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(q)).toBe(null);
  });

  it('keeps raw non-UTF-8 bytes of a body refusable', () => {
    const body = Buffer.concat([Buffer.from('name='), Buffer.from([0xff]), Buffer.from('&ok=%E6%B1%89')]);
    const parsed = parseFormBody(body);
    expect(hasForbiddenChars(parsed.name as string)).toBe(true);
    expect(parsed.ok).toBe('汉');
  });
});
