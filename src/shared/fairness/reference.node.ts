// TEST-ONLY. An independent re-implementation of the fairness algorithm with node:crypto and
// BigInt, written from design.md rather than from this module's code, so the tests compare two
// implementations instead of one with itself. Module code must never import this file: it uses
// node: built-ins, and the module has to run in the browser.
import { createHash, createHmac } from 'node:crypto';

export function refPublicHash(serverSeed: string, salt: string): string {
  return createHash('sha256').update(serverSeed + salt, 'utf8').digest('hex');
}

export function refBlock(serverSeed: string, message: string): Buffer {
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(message, 'utf8').digest();
}

/** The first `count` uint32 of the stream for a message prefix (`game:clientSeed:nonce`). */
export function refUint32s(serverSeed: string, prefix: string, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = refBlock(serverSeed, `${prefix}:${cursor}`);
    for (let i = 0; i < 32; i += 4) out.push(block.readUInt32BE(i));
  }
  return out.slice(0, count);
}

/** Rejection sampling in BigInt arithmetic, so no double-precision shortcut is shared with ticket.ts. */
export function refTicket(values: readonly number[], range: number): { ticket: number; draws: number } | null {
  const w = BigInt(range);
  const limit = ((1n << 32n) / w) * w;
  for (let i = 0; i < values.length; i++) {
    const u = BigInt(values[i]);
    if (u < limit) return { ticket: Number((u % w) + 1n), draws: i + 1 };
  }
  return null;
}
