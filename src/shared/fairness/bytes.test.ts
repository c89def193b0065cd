import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockMessage, blockToUint32s, GAMES, hmacBlock, importSeedKey, isGame, openRollStream, openUint32Stream, rollPrefix } from './bytes.ts';
import { bytesToHex } from './hex.ts';
import { refBlock, refUint32s } from './reference.node.ts';

const SEED = 'c0ffee0000000000000000000000000000000000000000000000000000000001';

// Inputs chosen to trip the usual verifier mistakes: separators inside the client seed,
// surrounding spaces, decimal formatting of a large nonce, every game name.
const TUPLES = [
  { serverSeed: SEED, clientSeed: 'abcdef0123456789', nonce: 1, game: 'case' as const },
  { serverSeed: SEED, clientSeed: 'Lucky knife #7: 100% {fair} "gg" \\o/', nonce: 42, game: 'case' as const },
  { serverSeed: SEED, clientSeed: '  a b  ', nonce: 7, game: 'dream' as const },
  { serverSeed: 'f'.repeat(64), clientSeed: '~!@#$%^&*()_+`-=[]{};\'",./<>?', nonce: 123_456_789, game: 'battle' as const },
  { serverSeed: '0'.repeat(64), clientSeed: 'x', nonce: Number.MAX_SAFE_INTEGER, game: 'roll' as const },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HMAC stream', () => {
  it('builds the message as game:clientSeed:nonce:cursor, formatting numbers in plain decimal', () => {
    expect(blockMessage(rollPrefix('case', 'abc', 12), 0)).toBe('case:abc:12:0');
    expect(blockMessage(rollPrefix('roll', 'a:b', Number.MAX_SAFE_INTEGER), 3)).toBe('roll:a:b:9007199254740991:3');
  });

  it('gives the bytes node:crypto gives, block by block, and reads them as big-endian uint32', async () => {
    for (const t of TUPLES) {
      const prefix = rollPrefix(t.game, t.clientSeed, t.nonce);
      const key = await importSeedKey(t.serverSeed);
      for (const cursor of [0, 1, 2]) {
        const block = await hmacBlock(key, blockMessage(prefix, cursor));
        const ref = refBlock(t.serverSeed, `${t.game}:${t.clientSeed}:${t.nonce}:${cursor}`);
        expect(bytesToHex(block)).toBe(ref.toString('hex'));
        expect(blockToUint32s(block)).toEqual([0, 4, 8, 12, 16, 20, 24, 28].map((i) => ref.readUInt32BE(i)));
      }
      const stream = await openRollStream(t);
      const values: number[] = [];
      for (let i = 0; i < 20; i++) values.push(await stream.next());
      expect(values).toEqual(refUint32s(t.serverSeed, prefix, 20));
      expect(stream.consumed).toBe(20);
    }
  });

  it('reads big-endian bytes, not the platform order', () => {
    const block = Uint8Array.from({ length: 32 }, (_, i) => i);
    expect(blockToUint32s(block)[0]).toBe(0x00010203);
    expect(blockToUint32s(block)[7]).toBe(0x1c1d1e1f);
    expect(blockToUint32s(new Uint8Array(32).fill(0xff))).toEqual(new Array(8).fill(0xffffffff));
  });

  it('encodes the message and the key as UTF-8', async () => {
    // Client seeds are ASCII by rule (rollTicket refuses others), but the byte layer must still be
    // UTF-8 so that a verifier in any language gets the same bytes. These strings have 2-, 3- and
    // 4-byte characters; UTF-16 or Latin-1 would give different HMACs.
    const serverSeed = 'sëed€🔑';
    const prefix = rollPrefix('case', 'ключ 🔑 é', 3);
    const message = blockMessage(prefix, 0);
    expect(Buffer.byteLength(message, 'utf8')).toBeGreaterThan(message.length);
    const key = await importSeedKey(serverSeed);
    const block = await hmacBlock(key, message);
    expect(bytesToHex(block)).toBe(refBlock(serverSeed, message).toString('hex'));
    const latin1 = (await import('node:crypto')).createHmac('sha256', Buffer.from(serverSeed, 'latin1')).update(Buffer.from(message, 'latin1')).digest('hex');
    expect(bytesToHex(block)).not.toBe(latin1);
    const stream = await openUint32Stream(serverSeed, prefix);
    expect([await stream.next(), await stream.next()]).toEqual(refUint32s(serverSeed, prefix, 2));
  });

  it('imports the key once and signs once per 8 values', async () => {
    const importKey = vi.spyOn(globalThis.crypto.subtle, 'importKey');
    const sign = vi.spyOn(globalThis.crypto.subtle, 'sign');
    const stream = await openRollStream(TUPLES[0]);
    for (let i = 0; i < 17; i++) await stream.next();
    expect(importKey).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledTimes(3); // values 1-8, 9-16, 17
  });

  it('hands out consecutive values to next() calls that were not awaited one by one', async () => {
    const t = TUPLES[1];
    const stream = await openRollStream(t);
    const values = await Promise.all(Array.from({ length: 20 }, () => stream.next()));
    expect(values).toEqual(refUint32s(t.serverSeed, rollPrefix(t.game, t.clientSeed, t.nonce), 20));
  });

  it('refuses an empty server seed', () => {
    expect(() => importSeedKey('')).toThrow(RangeError);
  });

  it('knows exactly the games of the contract', () => {
    expect([...GAMES].sort()).toEqual(['battle', 'case', 'dream', 'roll']);
    expect(isGame('case')).toBe(true);
    for (const bad of ['', 'Case', 'upgrade', 'toString', '__proto__']) expect(isGame(bad)).toBe(false);
  });
});
