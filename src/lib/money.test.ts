import { describe, expect, it } from 'vitest';
import { amountInRange, payAmountFor, sumYuan, timesYuan } from './money.ts';

describe('payAmountFor', () => {
  it('is the amount itself at rate 1', () => {
    expect(payAmountFor('100', '1')).toBe('100.00');
    expect(payAmountFor('12.5', '1.00')).toBe('12.50');
  });

  it('divides by the rate and rounds up to 2 decimals', () => {
    expect(payAmountFor('100', '7.20')).toBe('13.89'); // 13.888…
    expect(payAmountFor('72', '7.2')).toBe('10.00');
    expect(payAmountFor('1', '3')).toBe('0.34'); // 0.333…
    expect(payAmountFor('100', '0.92')).toBe('108.70'); // 108.695…
  });

  it('is the amount the server charges: the same shared function (chargeFor)', () => {
    // The server's order for 1,000.00 CNY paid in USD at 7.20 charges 138.89 USD.
    expect(payAmountFor('1000', '7.20')).toBe('138.89');
  });

  it('refuses bad input and a zero rate', () => {
    expect(payAmountFor('abc', '1')).toBeNull();
    expect(payAmountFor('1.234', '1')).toBeNull();
    expect(payAmountFor('10', '0')).toBeNull();
    expect(payAmountFor('10', '-1')).toBeNull();
    // Rates on the wire are formatted fen (two decimals); a finer one is not a rate we publish.
    expect(payAmountFor('10', '0.0465')).toBeNull();
  });
});

describe('amountInRange', () => {
  it('includes both ends and compares as money, not text', () => {
    expect(amountInRange('10', '10.00', '5000')).toBe(true);
    expect(amountInRange('5000.00', '10', '5000')).toBe(true);
    expect(amountInRange('9.99', '10', '5000')).toBe(false);
    expect(amountInRange('5000.01', '10', '5000')).toBe(false);
    expect(amountInRange('900', '10', '5000')).toBe(true);
    expect(amountInRange('x', '10', '5000')).toBe(false);
  });
});

describe('sumYuan and timesYuan', () => {
  it('add and multiply money as integer fen', () => {
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan([])).toBe('0.00');
    expect(sumYuan(['1.5', 'bogus', '2'])).toBe('3.50');
    expect(timesYuan('4.99', 2)).toBe('9.98');
    expect(timesYuan('0.10', 3)).toBe('0.30');
    expect(timesYuan('x', 2)).toBeNull();
  });
});
