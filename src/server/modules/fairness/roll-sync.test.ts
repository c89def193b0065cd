import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, TEST_VECTORS, rollTicket } from '../../../shared/fairness/index.ts';
import { drawTicket, settleBattle } from '../../../shared/fairness/battle.ts';
import { drawTicketSync, rollTicketSync } from './roll-sync.ts';

describe('rollTicketSync (node:crypto)', () => {
  it('gives every published test vector its ticket and draw count', () => {
    for (const v of TEST_VECTORS) {
      for (const t of v.tickets) {
        expect(rollTicketSync({ serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce: v.nonce, game: v.game, range: t.range }), `${v.name} W=${t.range}`)
          .toEqual({ ticket: t.ticket, draws: t.draws });
      }
    }
  });

  it('agrees with the WebCrypto roll the browser verifies with, on any input (property)', async () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 64 });
    await fc.assert(fc.asyncProperty(
      fc.string({ minLength: 1, maxLength: 80 }), printable, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(...GAMES), fc.oneof(fc.constant(1_000_000), fc.integer({ min: 1, max: 2 ** 32 })),
      async (serverSeed, clientSeed, nonce, game, range) => {
        const input = { serverSeed, clientSeed, nonce, game, range };
        expect(rollTicketSync(input)).toEqual(await rollTicket(input));
      },
    ), { numRuns: 300 });
  });

  it('refuses what the shared roll refuses', async () => {
    const good = { serverSeed: 'a'.repeat(64), clientSeed: 'seed', nonce: 1, game: 'case' as const, range: 1_000_000 };
    for (const bad of [{ nonce: 0 }, { nonce: 1.5 }, { clientSeed: '' }, { clientSeed: 'tab\there' }, { game: 'dice' }, { range: 0 }, { range: 2 ** 32 + 1 }, { serverSeed: '' }]) {
      const input = { ...good, ...bad } as typeof good;
      expect(() => rollTicketSync(input), JSON.stringify(bad)).toThrow(RangeError);
      await expect(rollTicket(input), JSON.stringify(bad)).rejects.toThrow(RangeError);
    }
  });
});

describe('drawTicketSync (battles)', () => {
  it('draws what the browser\'s drawTicket draws, for any seed, prefix and range (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 2 ** 32 }),
      async (seed, prefix, range) => {
        expect(drawTicketSync(seed, prefix, range)).toEqual(await drawTicket(seed, prefix, range));
      },
    ), { numRuns: 200 });
  });

  it('settles a room, tie-break included, exactly as the browser re-computes it', async () => {
    // Two one-row tables: every seat draws the same item, so the totals tie and the tie-break decides.
    const one = [{ ticketFrom: 1, ticketTo: 1_000_000, value: 100n }];
    for (const serverSeed of ['a', 'b', 'c']) {
      const input = { serverSeed, roomPublicSeed: `room-${serverSeed}`, seats: 4, mode: 'classic' as const, team: false, tables: [one, one] };
      const sync = await settleBattle({ ...input, draw: drawTicketSync });
      expect(sync.tiebreak).not.toBeNull();
      expect(sync).toEqual(await settleBattle(input));
    }
  });
});
