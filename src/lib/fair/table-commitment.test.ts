// The verify page's table check: the rows getRoll gave are hashed here and compared with the
// version's published tableHash (docs/fairness.md, "Committed drop tables").
import { describe, expect, it } from 'vitest';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import { tableHash } from '../../shared/fairness/table-hash.ts';
import { checkTableCommitment } from './verify.ts';

type Row = RollInfo['table'][number];
const TABLE: Row[] = [
  { ornamentId: 10, name: 'Karambit', ticketFrom: 1, ticketTo: 100_000, priceFen: 500_000 },
  { ornamentId: 20, name: 'AK-47 | Redline', ticketFrom: 100_001, ticketTo: 500_000, priceFen: 3_000 },
  { ornamentId: 30, name: 'P250 | Sand Dune', ticketFrom: 500_001, ticketTo: 1_000_000, priceFen: 5 },
];
const committed = () => tableHash(TABLE.map(({ ornamentId, ticketFrom, ticketTo, priceFen }) => ({ ornamentId, ticketFrom, ticketTo, priceFen: priceFen! })));

describe('checkTableCommitment', () => {
  it('says the table matches when its rows hash to the commitment, in whatever order they are listed', async () => {
    const hash = await committed();
    expect(await checkTableCommitment({ table: TABLE, tableHash: hash })).toEqual({ status: 'matches', hash });
    expect(await checkTableCommitment({ table: [TABLE[2], TABLE[0], TABLE[1]], tableHash: hash })).toEqual({ status: 'matches', hash });
  });

  it('shows a mismatch when a price, an item or a range differs from what was committed', async () => {
    const hash = await committed();
    const changed: Row[][] = [
      [{ ...TABLE[0], priceFen: 499_999 }, TABLE[1], TABLE[2]],
      [TABLE[0], { ...TABLE[1], ornamentId: 21 }, TABLE[2]],
      [{ ...TABLE[0], ticketTo: 100_001 }, { ...TABLE[1], ticketFrom: 100_002 }, TABLE[2]],
    ];
    for (const table of changed) {
      const check = await checkTableCommitment({ table, tableHash: hash });
      expect(check.status).toBe('mismatch');
      if (check.status === 'mismatch') {
        expect(check.committed).toBe(hash);
        expect(check.computed).toMatch(/^[0-9a-f]{64}$/);
        expect(check.computed).not.toBe(hash);
      }
    }
  });

  it('cannot confirm a table given without prices; a roll with no commitment has nothing to check', async () => {
    const hash = await committed();
    const unpriced = TABLE.map(({ priceFen: _drop, ...r }) => r);
    expect(await checkTableCommitment({ table: unpriced, tableHash: hash })).toEqual({ status: 'mismatch', committed: hash, computed: null });
    expect(await checkTableCommitment({ table: [], tableHash: hash })).toEqual({ status: 'mismatch', committed: hash, computed: null });
    expect(await checkTableCommitment({ table: TABLE })).toEqual({ status: 'none' });
  });
});
