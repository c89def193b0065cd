// The provably-fair help article carries a worked example and the published test vectors as
// numbers written into its Markdown. This recomputes them with the site's own fairness code, in
// every language, so an edit to the article or to the algorithm that breaks them fails here.
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../shared/content-schema.ts';
import { TEST_VECTORS, blockMessage, blockToUint32s, bytesToHex, hmacBlock, importSeedKey, rollPrefix, verifyRoll, type Game } from '../../../shared/fairness/index.ts';
import { loadContent } from './store.ts';

const store = loadContent();

function jsonBlocks(body: string): unknown[] {
  return [...body.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
}

interface Example {
  serverSeed: string; salt: string; publicHash: string; clientSeed: string; nonce: number; game: Game;
  message0: string; block0: string; firstValue: number; range: number; ticket: number; draws: number;
  table: { ticketFrom: number; ticketTo: number }[]; item: number;
}

const grouped = (n: number) => n.toLocaleString('en-US');

describe.each(CONTENT_LOCALES)('help/%s/provably-fair', (locale) => {
  const article = store.entries('help', locale).find((e) => e.id === 'provably-fair')!;
  const [example, vectors] = jsonBlocks(article.body) as [Example, unknown[]];

  it('has a worked example that the fairness code reproduces', async () => {
    const e = example;
    const block = await hmacBlock(await importSeedKey(e.serverSeed), blockMessage(rollPrefix(e.game, e.clientSeed, e.nonce), 0));
    expect(blockMessage(rollPrefix(e.game, e.clientSeed, e.nonce), 0)).toBe(e.message0);
    expect(bytesToHex(block)).toBe(e.block0);
    expect(blockToUint32s(block)[0]).toBe(e.firstValue);
    const v = await verifyRoll({ ...e, table: e.table });
    expect(v).toMatchObject({ hashMatches: true, ticket: e.ticket, draws: e.draws, index: e.item - 1, tableError: null });
  });

  it('states the same numbers in its prose', () => {
    for (const s of [example.publicHash, example.message0, example.block0, grouped(example.firstValue), grouped(example.ticket)]) {
      expect(article.body.split('```json')[0]).toContain(s);
    }
  });

  it('lists every published test vector exactly', () => {
    expect(vectors).toEqual(TEST_VECTORS.map((v) => ({
      name: v.name, serverSeed: v.serverSeed, salt: v.salt, publicHash: v.publicHash,
      clientSeed: v.clientSeed, nonce: v.nonce, game: v.game, tickets: v.tickets,
    })));
  });
});
