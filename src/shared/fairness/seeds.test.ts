import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from './hex.ts';
import { refPublicHash } from './reference.node.ts';
import { isValidClientSeed, isValidSalt, isValidServerSeed, newClientSeed, newSalt, newServerSeed, publicHash } from './seeds.ts';

describe('hex', () => {
  it('round-trips every byte value as lowercase hex', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = bytesToHex(all);
    expect(hex).toBe(Buffer.from(all).toString('hex'));
    expect(hexToBytes(hex)).toEqual(all);
    expect(hexToBytes('ABcd')).toEqual(Uint8Array.of(0xab, 0xcd));
    expect(bytesToHex(new Uint8Array())).toBe('');
  });

  it('refuses odd lengths and non-hex characters', () => {
    for (const bad of ['a', 'abc', 'zz', '0x12', ' 12', '12 ']) expect(() => hexToBytes(bad)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('draws seeds, salts and client seeds of the documented shape, all different', () => {
    const seeds = new Set(Array.from({ length: 50 }, newServerSeed));
    const salts = new Set(Array.from({ length: 50 }, newSalt));
    const clients = new Set(Array.from({ length: 50 }, newClientSeed));
    expect(seeds.size).toBe(50);
    expect(salts.size).toBe(50);
    expect(clients.size).toBe(50);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
    for (const s of salts) expect(s).toMatch(/^[0-9a-f]{32}$/);
    for (const s of clients) expect(s).toMatch(/^[0-9a-f]{16}$/);
    for (const s of seeds) expect(isValidServerSeed(s)).toBe(true);
    for (const s of salts) expect(isValidSalt(s)).toBe(true);
    for (const s of clients) expect(isValidClientSeed(s)).toBe(true);
  });

  it('hashes utf8(serverSeed + salt) with SHA-256, as node:crypto does', async () => {
    const seed = newServerSeed();
    const salt = newSalt();
    expect(await publicHash(seed, salt)).toBe(refPublicHash(seed, salt));
    // The concatenation is what is hashed: moving characters across the join keeps the hash.
    expect(await publicHash('ab', 'cd')).toBe(await publicHash('a', 'bcd'));
    // Multi-byte text is hashed as UTF-8.
    expect(await publicHash('sëed🔑', 'ñ')).toBe(refPublicHash('sëed🔑', 'ñ'));
    expect(await publicHash('', '')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('accepts client seeds of 1-64 printable ASCII characters and nothing else', () => {
    for (const ok of [' ', '~', 'a', 'x'.repeat(64), 'Lucky knife #7: 100% {fair} "gg" \\o/', '  spaced  ']) expect(isValidClientSeed(ok)).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'tab\there', 'new\nline', 'é', '🔑', '\x7f', '\x1f']) expect(isValidClientSeed(bad)).toBe(false);
  });

  it('tells the shapes of server seeds and salts', () => {
    expect(isValidServerSeed('A'.repeat(64))).toBe(false);
    expect(isValidServerSeed('a'.repeat(63))).toBe(false);
    expect(isValidSalt('a'.repeat(33))).toBe(false);
    expect(isValidSalt('g'.repeat(32))).toBe(false);
  });
});
