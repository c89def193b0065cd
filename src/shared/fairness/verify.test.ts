import { describe, expect, it } from 'vitest';
import { TICKETS } from '../contracts/box.ts';
import { verifyRoll } from './verify.ts';
import { TEST_VECTORS } from './vectors.ts';

const v = TEST_VECTORS[0]; // ticket 485421 for W = 1,000,000
const input = { serverSeed: v.serverSeed, salt: v.salt, publicHash: v.publicHash, clientSeed: v.clientSeed, nonce: v.nonce, game: v.game, range: TICKETS };
// Three items: ..., 400000..499999 holds 485421, ...
const table = [
  { ticketFrom: 1, ticketTo: 399_999 },
  { ticketFrom: 400_000, ticketTo: 499_999 },
  { ticketFrom: 500_000, ticketTo: 1_000_000 },
];

describe('verifyRoll', () => {
  it('recomputes the ticket, checks the hash and finds the item', async () => {
    expect(await verifyRoll({ ...input, table })).toEqual({ hashMatches: true, ticket: 485_421, draws: 1, index: 1, tableError: null });
    expect(await verifyRoll(input)).toEqual({ hashMatches: true, ticket: 485_421, draws: 1, index: -1, tableError: null });
  });

  it('reports a hash that does not match, still showing the ticket', async () => {
    const other = await verifyRoll({ ...input, publicHash: v.publicHash.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    expect(other.hashMatches).toBe(false);
    expect(other.ticket).toBe(485_421);
    expect((await verifyRoll({ ...input, salt: v.salt.slice(1) })).hashMatches).toBe(false);
    // Case and surrounding spaces of a pasted hash do not matter.
    expect((await verifyRoll({ ...input, publicHash: ` ${v.publicHash.toUpperCase()} ` })).hashMatches).toBe(true);
  });

  it('maps through a table listed in any order, giving the index in that order', async () => {
    const shuffled = [table[2], table[0], table[1]];
    expect((await verifyRoll({ ...input, table: shuffled })).index).toBe(2);
  });

  it('refuses to name an item from a table that does not tile 1..W', async () => {
    const gap = [table[0], { ticketFrom: 400_001, ticketTo: 499_999 }, table[2]];
    const result = await verifyRoll({ ...input, table: gap });
    expect(result.index).toBe(-1);
    expect(result.tableError).toMatch(/gap/);
    expect(result.ticket).toBe(485_421);
    expect((await verifyRoll({ ...input, table: table.slice(0, 2) })).tableError).toMatch(/not at 1000000/);
  });

  it('agrees with every published vector', async () => {
    for (const vec of TEST_VECTORS) {
      for (const t of vec.tickets) {
        const r = await verifyRoll({ ...vec, range: t.range });
        expect(r).toEqual({ hashMatches: true, ticket: t.ticket, draws: t.draws, index: -1, tableError: null });
      }
    }
  });
});
