import { describe, expect, it } from 'vitest';
import { ticketText, ticketsFromWinning, wasClose } from './outcome.ts';

describe('telling a dream result', () => {
  it('counts the tickets between a miss and the winning range', () => {
    expect(ticketsFromWinning(762_379, 1, 250_000)).toBe(512_379);
    expect(ticketsFromWinning(250_001, 1, 250_000)).toBe(1);
    expect(ticketsFromWinning(125_000, 1, 250_000)).toBe(0);
  });

  it('calls a miss close only within 3 % of the ticket space, never a win', () => {
    expect(wasClose(762_379, 1, 250_000, 1_000_000)).toBe(false);
    expect(wasClose(280_000, 1, 250_000, 1_000_000)).toBe(true);
    expect(wasClose(280_001, 1, 250_000, 1_000_000)).toBe(false);
    expect(wasClose(100, 1, 250_000, 1_000_000)).toBe(false);
  });

  it('writes tickets with thousands separators', () => {
    expect(ticketText(762_379)).toBe('762,379');
    expect(ticketText(1_000_000)).toBe('1,000,000');
  });
});
