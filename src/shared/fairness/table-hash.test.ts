// The committed-table hash: the exact text hashed, the hash itself checked against node's own
// SHA-256 (an independent implementation), and the vector docs/fairness.md prints, so the recipe
// published and the code cannot drift apart.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseListHash, caseListHashInput, tableHash, tableHashInput, type CommittedRow } from './table-hash.ts';

/** The small table docs/fairness.md gives as its example ("Committed drop tables"). */
export const TABLE_VECTOR: CommittedRow[] = [
  { ornamentId: 1764, ticketFrom: 1, ticketTo: 1000, priceFen: 37908 },
  { ornamentId: 42, ticketFrom: 1001, ticketTo: 250000, priceFen: 1999 },
  { ornamentId: 7, ticketFrom: 250001, ticketTo: 1000000, priceFen: 120 },
];

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('tableHash', () => {
  it('hashes the rows as a JSON array of [ornamentId, ticketFrom, ticketTo, priceFen] with no spaces', async () => {
    const input = tableHashInput(TABLE_VECTOR);
    expect(input).toBe('[[1764,1,1000,37908],[42,1001,250000,1999],[7,250001,1000000,120]]');
    const hash = await tableHash(TABLE_VECTOR);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(nodeSha256(input));
  });

  it('changes with any field, and with the row order', async () => {
    const base = await tableHash(TABLE_VECTOR);
    const variants: CommittedRow[][] = [
      [{ ...TABLE_VECTOR[0], priceFen: 37909 }, ...TABLE_VECTOR.slice(1)],
      [{ ...TABLE_VECTOR[0], ornamentId: 1765 }, ...TABLE_VECTOR.slice(1)],
      [{ ...TABLE_VECTOR[0], ticketTo: 999 }, { ...TABLE_VECTOR[1], ticketFrom: 1000 }, TABLE_VECTOR[2]],
      [TABLE_VECTOR[1], TABLE_VECTOR[0], TABLE_VECTOR[2]],
    ];
    for (const v of variants) expect(await tableHash(v)).not.toBe(base);
  });

  it('refuses a number that would not print as a plain integer', () => {
    expect(() => tableHashInput([{ ...TABLE_VECTOR[0], priceFen: 1.5 }])).toThrow(/row 0: priceFen/);
    expect(() => tableHashInput([{ ...TABLE_VECTOR[0], ticketTo: 2 ** 60 }])).toThrow(/ticketTo/);
  });
});

describe('caseListHash', () => {
  it("hashes the JSON array of the cases' tableHash in round order", async () => {
    const a = await tableHash(TABLE_VECTOR);
    const b = await tableHash(TABLE_VECTOR.slice(0, 1).map((r) => ({ ...r, ticketTo: 1000000 })));
    expect(caseListHashInput([a, b, a])).toBe(`["${a}","${b}","${a}"]`);
    expect(await caseListHash([a, b, a])).toBe(nodeSha256(`["${a}","${b}","${a}"]`));
    expect(await caseListHash([b, a, a])).not.toBe(await caseListHash([a, b, a]));
    expect(() => caseListHashInput(['ABC'])).toThrow(/case 0/);
  });
});

describe('docs/fairness.md', () => {
  it('prints the table vector and its hash', async () => {
    const doc = readFileSync(new URL('../../../docs/fairness.md', import.meta.url), 'utf8');
    expect(doc).toContain(tableHashInput(TABLE_VECTOR));
    expect(doc).toContain(await tableHash(TABLE_VECTOR));
    const one = await tableHash(TABLE_VECTOR);
    expect(doc).toContain(`["${one}","${one}"]`);
    expect(doc).toContain(await caseListHash([one, one]));
  });
});
