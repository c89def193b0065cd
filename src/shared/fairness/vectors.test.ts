import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockMessage, hmacBlock, importSeedKey, openRollStream, rollPrefix } from './bytes.ts';
import { bytesToHex } from './hex.ts';
import { refBlock, refPublicHash, refTicket, refUint32s } from './reference.node.ts';
import { isValidClientSeed, isValidSalt, isValidServerSeed, publicHash } from './seeds.ts';
import { rollTicket, sampleTicket } from './ticket.ts';
import { TEST_VECTORS } from './vectors.ts';

// The published copy. If the help content moves, move this path with it: the vectors people
// check their verifiers against must stay the ones this module reproduces.
const DOC = new URL('../../../docs/fairness.md', import.meta.url);

describe('published test vectors', () => {
  it('are well-formed roll inputs and frozen', () => {
    expect(TEST_VECTORS.length).toBeGreaterThanOrEqual(6);
    expect(Object.isFrozen(TEST_VECTORS)).toBe(true);
    for (const v of TEST_VECTORS) {
      expect(Object.isFrozen(v) && Object.isFrozen(v.uint32s) && Object.isFrozen(v.tickets)).toBe(true);
      expect(isValidServerSeed(v.serverSeed) && isValidSalt(v.salt) && isValidClientSeed(v.clientSeed)).toBe(true);
      expect(v.uint32s).toHaveLength(10);
    }
    // The set covers what the comments in vectors.ts promise.
    const ticketsOf = (range: number) => TEST_VECTORS.flatMap((v) => v.tickets.filter((t) => t.range === range));
    expect(ticketsOf(1_000_000).some((t) => t.draws > 1)).toBe(true);
    expect(TEST_VECTORS.some((v) => v.tickets.some((t) => t.draws > 8))).toBe(true);
    expect(TEST_VECTORS.some((v) => /[ :"\\]/.test(v.clientSeed))).toBe(true);
  });

  it('are reproduced by this module (WebCrypto)', async () => {
    for (const v of TEST_VECTORS) {
      expect(await publicHash(v.serverSeed, v.salt)).toBe(v.publicHash);
      const message0 = blockMessage(rollPrefix(v.game, v.clientSeed, v.nonce), 0);
      expect(message0).toBe(v.message0);
      expect(bytesToHex(await hmacBlock(await importSeedKey(v.serverSeed), message0))).toBe(v.block0);
      const stream = await openRollStream(v);
      const values: number[] = [];
      for (let i = 0; i < v.uint32s.length; i++) values.push(await stream.next());
      expect(values).toEqual(v.uint32s);
      for (const t of v.tickets) {
        expect(await rollTicket({ ...v, range: t.range }), v.name).toEqual({ ticket: t.ticket, draws: t.draws });
        expect(sampleTicket(v.uint32s, t.range)).toEqual({ ticket: t.ticket, draws: t.draws });
      }
    }
  });

  it('are recomputed independently with node:crypto and BigInt', () => {
    for (const v of TEST_VECTORS) {
      expect(refPublicHash(v.serverSeed, v.salt)).toBe(v.publicHash);
      expect(v.message0).toBe(`${v.game}:${v.clientSeed}:${v.nonce}:0`);
      expect(refBlock(v.serverSeed, v.message0).toString('hex')).toBe(v.block0);
      const prefix = `${v.game}:${v.clientSeed}:${v.nonce}`;
      expect(refUint32s(v.serverSeed, prefix, 10)).toEqual(v.uint32s);
      for (const t of v.tickets) expect(refTicket(refUint32s(v.serverSeed, prefix, 64), t.range)).toEqual({ ticket: t.ticket, draws: t.draws });
    }
  });

  it('are listed, unchanged, in the docs', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc, 'docs/fairness.md must carry JSON.stringify(TEST_VECTORS, null, 2)').toContain(
      '```json\n' + JSON.stringify(TEST_VECTORS, null, 2) + '\n```',
    );
  });
});
