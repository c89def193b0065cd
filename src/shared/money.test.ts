import { describe, expect, it } from 'vitest';
import { compactYuan, displayYuan, formatFen, parseYuan, percentOf } from './money.ts';

describe('money', () => {
  it('parses yuan text into integer fen without floating point', () => {
    expect(parseYuan('100')).toBe(10000n);
    expect(parseYuan('0.1')).toBe(10n);
    expect(parseYuan('12.34')).toBe(1234n);
    expect(parseYuan('999999999999.99')).toBe(99999999999999n);
    for (const bad of ['', '-1', '1.234', '1e3', '01', '.5', 'abc', '1,000', ' ', '1.']) expect(parseYuan(bad)).toBeNull();
  });

  it('formats fen as the two-decimal wire string', () => {
    expect(formatFen(0n)).toBe('0.00');
    expect(formatFen(5n)).toBe('0.05');
    expect(formatFen(12000n)).toBe('120.00');
    expect(formatFen(-250n)).toBe('-2.50');
  });

  it('shows amounts rounded up to 2 decimals with a trailing .00 dropped', () => {
    expect(displayYuan('120.00')).toBe('120');
    expect(displayYuan('12.50')).toBe('12.50');
    expect(displayYuan('12.501')).toBe('12.51');
    expect(displayYuan('12.5')).toBe('12.50');
    expect(displayYuan(1999n)).toBe('19.99');
    expect(displayYuan('-5.00')).toBe('-5');
    expect(displayYuan('n/a')).toBe('n/a');
  });

  it('takes percentages rounded down to the fen', () => {
    expect(percentOf(10000n, 20)).toBe(2000n);
    expect(percentOf(1n, 20)).toBe(0n);
    expect(percentOf(999n, 20)).toBe(199n);
  });
});

describe('compactYuan', () => {
  it('shortens seven figures and more in the language\'s own way, never rounding up', () => {
    expect(compactYuan('8888888.88', 'zh-CN')).toBe('888.88万');
    expect(compactYuan('8888888.88', 'zh-TW')).toBe('888.88萬');
    expect(compactYuan('8888888.88', 'en')).toBe('8.88M');
    expect(compactYuan('1000000', 'en')).toBe('1M');
    expect(compactYuan('123456789.00', 'zh-CN')).toBe('1.23亿');
  });

  it('leaves smaller amounts and non-amounts alone', () => {
    expect(compactYuan('999999.99', 'en')).toBeNull();
    expect(compactYuan('88888.88', 'zh-CN')).toBeNull();
    expect(compactYuan('abc', 'en')).toBeNull();
  });
});
