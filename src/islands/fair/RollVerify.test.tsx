// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import { tableHash } from '../../shared/fairness/table-hash.ts';
import { TEST_VECTORS } from '../../shared/fairness/vectors.ts';
import RollVerify from './RollVerify.tsx';

const V = TEST_VECTORS[0];
const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

const roll: RollInfo = {
  id: '5',
  game: 'case',
  publicHash: V.publicHash,
  serverSeed: V.serverSeed,
  salt: V.salt,
  clientSeed: V.clientSeed,
  nonce: V.nonce,
  ticket: 485_421,
  range: 1_000_000,
  ticketFrom: 1,
  ticketTo: 500_000,
  boxId: 1,
  boxVersion: 1,
  outcome: { ornamentId: 1, name: '蝴蝶刀', image: '' },
  table: [
    { ornamentId: 2, name: '沙漠之鹰', ticketFrom: 500_001, ticketTo: 1_000_000 },
    { ornamentId: 1, name: '蝴蝶刀', ticketFrom: 1, ticketTo: 500_000 },
  ],
  createTime: '2026-01-01T00:00:00Z',
};

describe('roll verify page', () => {
  const fetch = vi.fn<(url: string) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(cleanup);

  it('re-computes a revealed roll: hash ✓, the ticket, and the item it selects', async () => {
    fetch.mockResolvedValue(ok(roll));
    render(<RollVerify lang="zh-CN" id="5" />);
    expect((await screen.findByTestId('verify-hash-ok')).textContent).toBe('哈希校验通过 ✓');
    expect(screen.getByTestId('verify-ticket').textContent).toBe('485421');
    expect(screen.getByTestId('verify-ticket-match').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('verify-item').getAttribute('data-ornament-id')).toBe('1');
    expect(screen.getByTestId('verify-outcome-match').getAttribute('data-ok')).toBe('true');
    expect(fetch.mock.calls[0][0]).toBe('/api/fair/getRoll?id=5');
  });

  it('recomputes the table hash from the rows shown: matches its commitment, or says it does not', async () => {
    const priced = roll.table.map((r, i) => ({ ...r, priceFen: [120, 37_908][i] }));
    const hash = await tableHash([...priced].sort((a, b) => a.ticketFrom - b.ticketFrom).map(({ ornamentId, ticketFrom, ticketTo, priceFen }) => ({ ornamentId, ticketFrom, ticketTo, priceFen })));
    fetch.mockResolvedValue(ok({ ...roll, table: priced, tableHash: hash }));
    render(<RollVerify lang="en" id="5" />);
    const line = await screen.findByTestId('verify-table-commitment');
    expect(line.getAttribute('data-ok')).toBe('true');
    expect(line.textContent).toBe('The table matches its commitment');
    expect(screen.getByTestId('verify-table-hash').textContent).toContain(hash);
    cleanup();

    fetch.mockResolvedValue(ok({ ...roll, table: priced.map((r) => ({ ...r, priceFen: r.priceFen + 1 })), tableHash: hash }));
    render(<RollVerify lang="en" id="5" />);
    const bad = await screen.findByTestId('verify-table-commitment');
    expect(bad.getAttribute('data-ok')).toBe('false');
    expect(bad.textContent).toMatch(/^The table does NOT match its commitment \(recomputed: [0-9a-f]{64}\)$/);
  });

  it('a tampered seed shows ✗ and never the ok mark', async () => {
    fetch.mockResolvedValue(ok({ ...roll, salt: '0'.repeat(32) }));
    render(<RollVerify lang="zh-CN" id="5" />);
    expect((await screen.findByTestId('verify-hash-bad')).textContent).toBe('哈希不匹配 ✗');
    expect(screen.queryByTestId('verify-hash-ok')).toBeNull();
  });

  it('before the seed is revealed, explains how to verify it later', async () => {
    fetch.mockResolvedValue(ok({ ...roll, serverSeed: null, salt: null }));
    render(<RollVerify lang="zh-CN" id="5" />);
    expect((await screen.findByTestId('verify-unrevealed')).textContent).toContain('更换种子对后');
    expect(screen.queryByTestId('verify-ticket')).toBeNull();
  });
});
