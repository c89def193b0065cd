import { describe, expect, it, vi } from 'vitest';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import { TEST_VECTORS } from '../../shared/fairness/vectors.ts';
import { checkRoll, computeManual, manualFormFromQuery, parseManualForm, type ManualForm } from './verify.ts';

// The published "basic" vector: with W = 1,000,000 its ticket is 485,421.
const V = TEST_VECTORS.find((v) => v.name === 'basic')!;
const TICKET = V.tickets.find((k) => k.range === 1_000_000)!.ticket;

/** A revealed case roll as getRoll would return it; the table is listed by value, not by ticket. */
function fakeRoll(overrides: Partial<RollInfo> = {}): RollInfo {
  return {
    id: '77',
    game: 'case',
    publicHash: V.publicHash,
    serverSeed: V.serverSeed,
    salt: V.salt,
    clientSeed: V.clientSeed,
    nonce: V.nonce,
    ticket: TICKET,
    range: 1_000_000,
    ticketFrom: 100_001,
    ticketTo: 500_000,
    boxId: 3,
    boxVersion: 1,
    outcome: { ornamentId: 20, name: 'AK-47 | Redline', image: '' },
    table: [
      { ornamentId: 10, name: 'Karambit', ticketFrom: 1, ticketTo: 100_000 },
      { ornamentId: 30, name: 'P250 | Sand Dune', ticketFrom: 500_001, ticketTo: 1_000_000 },
      { ornamentId: 20, name: 'AK-47 | Redline', ticketFrom: 100_001, ticketTo: 500_000 },
    ],
    createTime: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('checkRoll (verify page with a stored roll)', () => {
  it('an honest revealed roll: hash ✓, same ticket, and the ticket lands in the item received', async () => {
    const check = await checkRoll(fakeRoll());
    expect(check).toEqual({
      status: 'checked',
      hashMatches: true,
      ticket: TICKET,
      ticketMatches: true,
      index: 2,
      item: { ornamentId: 20, name: 'AK-47 | Redline', ticketFrom: 100_001, ticketTo: 500_000 },
      outcomeMatches: true,
      tableError: null,
    });
  });

  it('before the pair is rotated there is nothing to compute, and nothing is computed', async () => {
    const verify = vi.fn();
    expect(await checkRoll(fakeRoll({ serverSeed: null, salt: null }), verify)).toEqual({ status: 'unrevealed' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a revealed seed that does not hash to the published commitment fails the hash check', async () => {
    const check = await checkRoll(fakeRoll({ publicHash: 'f'.repeat(64) }));
    expect(check.status === 'checked' && check.hashMatches).toBe(false);
    // The ticket still follows from the seeds as revealed.
    expect(check.status === 'checked' && check.ticket).toBe(TICKET);
  });

  it('another server seed gives another ticket and fails the hash', async () => {
    const check = await checkRoll(fakeRoll({ serverSeed: 'a'.repeat(64) }));
    expect(check.status).toBe('checked');
    if (check.status !== 'checked') return;
    expect(check.hashMatches).toBe(false);
    expect(check.ticketMatches).toBe(false);
  });

  it('a record whose ticket or outcome differs from the maths is flagged', async () => {
    const wrongTicket = await checkRoll(fakeRoll({ ticket: TICKET + 1 }));
    expect(wrongTicket.status === 'checked' && wrongTicket.ticketMatches).toBe(false);
    const wrongItem = await checkRoll(fakeRoll({ outcome: { ornamentId: 10, name: 'Karambit', image: '' } }));
    expect(wrongItem.status === 'checked' && wrongItem.outcomeMatches).toBe(false);
    expect(wrongItem.status === 'checked' && wrongItem.item?.ornamentId).toBe(20);
  });

  it('a table that does not tile 1..W gives no item and says why', async () => {
    const roll = fakeRoll();
    const gap = await checkRoll({ ...roll, table: roll.table.map((r) => (r.ornamentId === 30 ? { ...r, ticketFrom: 500_002 } : r)) });
    expect(gap.status).toBe('checked');
    if (gap.status !== 'checked') return;
    expect(gap.item).toBeNull();
    expect(gap.index).toBe(-1);
    expect(gap.outcomeMatches).toBe(false);
    expect(gap.tableError).toMatch(/gap/);
  });

  it('inputs no roll could have had are reported, not thrown', async () => {
    const bad = await checkRoll(fakeRoll({ nonce: 0 }));
    expect(bad.status).toBe('failed');
  });
});

describe('manual verification form', () => {
  const form = (o: Partial<ManualForm> = {}): ManualForm => ({
    serverSeed: V.serverSeed,
    salt: V.salt,
    publicHash: V.publicHash,
    clientSeed: V.clientSeed,
    nonce: String(V.nonce),
    game: V.game,
    range: '1000000',
    ...o,
  });

  it('computes every published vector in the browser code path', async () => {
    for (const v of TEST_VECTORS) {
      for (const k of v.tickets) {
        const parsed = parseManualForm({
          serverSeed: v.serverSeed,
          salt: v.salt,
          publicHash: v.publicHash,
          clientSeed: v.clientSeed,
          nonce: String(v.nonce),
          game: v.game,
          range: String(k.range),
        });
        expect(parsed.ok, v.name).toBe(true);
        if (!parsed.ok) continue;
        expect(await computeManual(parsed.input), v.name).toEqual({ status: 'ok', hashMatches: true, ticket: k.ticket });
      }
    }
  });

  it('keeps spaces in the client seed (they are part of it)', () => {
    const parsed = parseManualForm(form({ clientSeed: '  a b  ' }));
    expect(parsed.ok && parsed.input.clientSeed).toBe('  a b  ');
  });

  it('names each bad field', () => {
    const parsed = parseManualForm({ serverSeed: ' ', salt: '', publicHash: 'xyz', clientSeed: 'é', nonce: '0', game: 'poker', range: '4294967297' });
    expect(parsed).toEqual({
      ok: false,
      errors: { serverSeed: 'required', publicHash: 'hash', clientSeed: 'clientSeed', nonce: 'nonce', game: 'game', range: 'range' },
    });
    expect(parseManualForm(form({ clientSeed: '' }))).toMatchObject({ ok: false, errors: { clientSeed: 'required' } });
    expect(parseManualForm(form({ nonce: '1.5' }))).toMatchObject({ ok: false, errors: { nonce: 'nonce' } });
  });

  it('a wrong hash computes with ✗ rather than failing', async () => {
    const parsed = parseManualForm(form({ publicHash: '0'.repeat(64) }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(await computeManual(parsed.input)).toEqual({ status: 'ok', hashMatches: false, ticket: TICKET });
  });

  it('prefills from the address', () => {
    expect(manualFormFromQuery('?serverSeed=abc&nonce=3')).toEqual({
      serverSeed: 'abc',
      salt: '',
      publicHash: '',
      clientSeed: '',
      nonce: '3',
      game: 'case',
      range: '1000000',
    });
  });
});
