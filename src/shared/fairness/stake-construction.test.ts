// Our byte stream (bytes.ts) with the game prefix left out is Stake's published construction.
// Stake documents its generator as code, not as numbers: stake.com/provably-fair/implementation
// (byteGenerator: HMAC-SHA256 keyed with the server seed over `${clientSeed}:${nonce}:${round}`,
// round = floor(cursor / 32), bytes yielded in order) and stake.com/provably-fair/conversions
// (generateFloats: each 4 bytes b0..b3 give b0/256 + b1/256^2 + b2/256^3 + b3/256^4). We looked for
// input/output pairs Stake itself publishes and found none in what we could search (a forum post
// shows four bytes of one roll but not the client seed), so no numbers are invented here: the
// recipe is written out below from Stake's description with node:crypto, an implementation
// independent of ours (WebCrypto), and both are run on the same inputs (docs/fairness.md, section 10).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openUint32Stream } from './bytes.ts';

/** Stake's byteGenerator as its page describes it: bytes from byte offset `cursor` onwards. */
function* stakeBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Generator<number> {
  let round = Math.floor(cursor / 32);
  let offset = cursor - round * 32;
  for (;;) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (; offset < 32; offset++) yield block[offset];
    offset = 0;
    round += 1;
  }
}

/** Stake's generateFloats: `count` floats from 4 bytes each, most significant byte first. */
function stakeFloats(serverSeed: string, clientSeed: string, nonce: number, cursor: number, count: number): number[] {
  const bytes = stakeBytes(serverSeed, clientSeed, nonce, cursor);
  return Array.from({ length: count }, () => {
    let f = 0;
    for (let i = 0; i < 4; i++) f += bytes.next().value! / 256 ** (i + 1);
    return f;
  });
}

/** Our stream with the prefix `${clientSeed}:${nonce}` (no game name): uint32 values as floats in [0, 1). */
async function ourFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const stream = await openUint32Stream(serverSeed, `${clientSeed}:${nonce}`);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await stream.next()) / 2 ** 32);
  return out;
}

const INPUTS: [serverSeed: string, clientSeed: string, nonce: number][] = [
  ['0123456789abcdef'.repeat(4), 'my client seed', 0],
  ['691922054928c927be2cf70614e59b9d12fec05a8686396f008c8e0c4978b8ca', '3f9a1c07b2e4d865', 1],
  ['f'.repeat(64), 'a:b:c', 42],
  ['e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', '种子 ✓', 9_007_199_254_740_991],
];

describe("Stake's published construction", () => {
  it('gives the same floats as our stream without the game prefix, across blocks', async () => {
    for (const [serverSeed, clientSeed, nonce] of INPUTS) {
      // 20 floats: all 8 of blocks 0 and 1 and half of block 2.
      expect(await ourFloats(serverSeed, clientSeed, nonce, 20), `${clientSeed}:${nonce}`).toEqual(stakeFloats(serverSeed, clientSeed, nonce, 0, 20));
    }
  });

  it("reads a later block where Stake's cursor points (byte 32 is block 1's first value)", async () => {
    const [serverSeed, clientSeed, nonce] = INPUTS[1];
    const ours = await ourFloats(serverSeed, clientSeed, nonce, 16);
    expect(stakeFloats(serverSeed, clientSeed, nonce, 32, 8)).toEqual(ours.slice(8));
  });

  it('differs once our game prefix is put back, so the prefix is what separates our games from theirs', async () => {
    const [serverSeed, clientSeed, nonce] = INPUTS[0];
    const stream = await openUint32Stream(serverSeed, `case:${clientSeed}:${nonce}`);
    expect((await stream.next()) / 2 ** 32).not.toBe(stakeFloats(serverSeed, clientSeed, nonce, 0, 1)[0]);
  });
});
