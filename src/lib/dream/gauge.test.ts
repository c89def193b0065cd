// The dial's geometry: the needle's angle points back at the ticket it was given, for every
// ticket, after any number of earlier spins.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angleTicket, SPIN_TURNS, spinTarget, ticketAngle } from './gauge.ts';

describe('dream gauge', () => {
  it('the needle lands on the ticket it spins to (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (ticket, from) => {
      const to = spinTarget(from, ticket);
      expect(angleTicket(to)).toBe(ticket);
      expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
    }), { numRuns: 3000 });
  });

  it('puts the first and last tickets either side of the top', () => {
    expect(ticketAngle(1)).toBeLessThan(0.001);
    expect(ticketAngle(1_000_000)).toBeGreaterThan(359.999);
    expect(angleTicket(ticketAngle(500_000))).toBe(500_000);
  });
});
