import { describe, expect, it } from 'vitest';
import { openingOutcome, priceMultiple } from './value.ts';

describe('value against the case price', () => {
  it('is a multiple with one decimal, rounded down, two decimals below ×0.1', () => {
    expect(priceMultiple('12.00', '5.00')).toBe('2.4');
    expect(priceMultiple('900.00', '10.00')).toBe('90.0');
    expect(priceMultiple('9.99', '10.00')).toBe('0.9');
    expect(priceMultiple('0.50', '10.00')).toBe('0.05');
    expect(priceMultiple('1.00', '0.00')).toBeNull();
    expect(priceMultiple('x', '1.00')).toBeNull();
  });

  it('sums the drops against the cost of the cases opened', () => {
    expect(openingOutcome(['900.00', '0.50'], '20.00')).toEqual({ kind: 'profit', amount: '880.50' });
    expect(openingOutcome(['3.10'], '4.99')).toEqual({ kind: 'loss', amount: '1.89' });
    expect(openingOutcome(['2.50', '2.50'], '5.00')).toEqual({ kind: 'even', amount: '0.00' });
  });
});
