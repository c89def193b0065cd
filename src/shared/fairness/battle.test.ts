// Battle rolls: fixed vectors (the published formula, frozen), the same values from an independent
// node:crypto implementation, winners, ties and the 2v2 split.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battleRoomSeed, battleTicket, battleTiebreak, botClientSeed, settleBattle, splitPot } from './battle.ts';
import { refTicket, refUint32s } from './reference.node.ts';

const HASH = 'a'.repeat(64);
const SERVER_SEED = '0123456789abcdef'.repeat(4);
const BOT = '29ff8e35dd4c5a2c43dc76789982669e8da6e03dde7f852dc777522f96822880';
const ROOM_SEED = '3416df4e220f52284fcad8e058f23ab9daf151c5937e41728d299491cd3ce020';

describe('battle fairness vectors', () => {
  it('derives the bot seed and the room public seed exactly as documented', async () => {
    expect(await botClientSeed(42, 3)).toBe(BOT);
    expect(createHash('sha256').update('bot:42:3').digest('hex')).toBe(BOT);
    expect(await battleRoomSeed(HASH, ['my seed', 'x:y', BOT])).toBe(ROOM_SEED);
    expect(createHash('sha256').update(JSON.stringify([HASH, 'my seed', 'x:y', BOT])).digest('hex')).toBe(ROOM_SEED);
    // Seat order matters, and seeds cannot run into each other.
    expect(await battleRoomSeed(HASH, ['x:y', 'my seed', BOT])).not.toBe(ROOM_SEED);
    expect(await battleRoomSeed(HASH, ['a,b', 'c'])).not.toBe(await battleRoomSeed(HASH, ['a', 'b,c']));
  });

  it.each([
    [1, 1, 755788], [1, 2, 74931], [1, 3, 222524], [2, 1, 229166], [20, 4, 123336],
  ])('round %i seat %i rolls %i, as the reference implementation does', async (round, seat, ticket) => {
    expect(await battleTicket(SERVER_SEED, ROOM_SEED, round, seat)).toBe(ticket);
    const ref = refTicket(refUint32s(SERVER_SEED, `battle:${ROOM_SEED}:${round}:${seat}`, 64), 1_000_000);
    expect(ref?.ticket).toBe(ticket);
  });

  it('breaks a tie by one roll over the tied candidates in ascending order', async () => {
    expect(await battleTiebreak(SERVER_SEED, ROOM_SEED, [3, 1])).toEqual({ winner: 3, ticket: 2, candidates: [1, 3] });
    expect(await battleTiebreak(SERVER_SEED, ROOM_SEED, [4, 2, 1])).toEqual({ winner: 1, ticket: 1, candidates: [1, 2, 4] });
    for (const k of [2, 3]) {
      const ref = refTicket(refUint32s(SERVER_SEED, `battle:${ROOM_SEED}:tiebreak:0`, 64), k);
      expect((await battleTiebreak(SERVER_SEED, ROOM_SEED, Array.from({ length: k }, (_, i) => i + 1))).ticket).toBe(ref?.ticket);
    }
  });
});

const flat = (value: bigint) => [{ ticketFrom: 1, ticketTo: 1_000_000, value }];
const half = [{ ticketFrom: 1, ticketTo: 500_000, value: 100n }, { ticketFrom: 500_001, ticketTo: 1_000_000, value: 1n }];

describe('settling a room', () => {
  it('classic: the highest total takes every item; reverse: the lowest', async () => {
    const tables = [half, half, half];
    const classic = await settleBattle({ serverSeed: SERVER_SEED, roomPublicSeed: ROOM_SEED, seats: 3, mode: 'classic', team: false, tables });
    const reverse = await settleBattle({ serverSeed: SERVER_SEED, roomPublicSeed: ROOM_SEED, seats: 3, mode: 'reverse', team: false, tables });
    expect(classic.rolls).toHaveLength(9);
    expect(classic.rolls.map((r) => r.ticket)).toEqual(reverse.rolls.map((r) => r.ticket));
    const max = classic.totals.reduce((a, b) => (b > a ? b : a));
    const min = classic.totals.reduce((a, b) => (b < a ? b : a));
    expect(classic.totals[classic.winners[0] - 1]).toBe(max);
    expect(reverse.totals[reverse.winners[0] - 1]).toBe(min);
    expect(classic.awards.get(classic.winners[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a tie (equal totals) is settled by the published tie-break roll alone', async () => {
    const out = await settleBattle({ serverSeed: SERVER_SEED, roomPublicSeed: ROOM_SEED, seats: 4, mode: 'classic', team: false, tables: [flat(5n)] });
    const t = await battleTiebreak(SERVER_SEED, ROOM_SEED, [1, 2, 3, 4]);
    expect(out.tiebreak).toEqual({ candidates: [1, 2, 3, 4], ticket: t.ticket });
    expect(out.winners).toEqual([t.winner]);
  });

  it('2v2: team totals decide, a tie breaks between teams 1 and 2, and the winners split the pot', async () => {
    const out = await settleBattle({ serverSeed: SERVER_SEED, roomPublicSeed: ROOM_SEED, seats: 4, mode: 'reverse', team: true, tables: [flat(7n), flat(3n)] });
    expect(out.tiebreak?.candidates).toEqual([1, 2]);
    const team = (await battleTiebreak(SERVER_SEED, ROOM_SEED, [1, 2])).winner;
    expect(out.winners).toEqual(team === 1 ? [1, 2] : [3, 4]);
    const shares = out.winners.map((s) => out.awards.get(s)!.reduce((sum, i) => sum + out.rolls[i].entry.value, 0n));
    expect(shares).toEqual([20n, 20n]);
    expect([...out.awards.values()].flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the 2v2 split', () => {
  it('deals most valuable first to the poorer winner; lower seat first on a tie; shares differ by at most one item', () => {
    const items = [5n, 1n, 9n, 3n, 3n].map((value, index) => ({ index, value, round: index + 1, seat: 1 }));
    const out = splitPot(items, [4, 3]);
    // 9 -> seat 3; 5 -> 4; 3 (round 4) -> 4 (8); 3 (round 5) -> 4 (8 < 9); 1 -> 3: 10 against 11.
    expect(out.get(3)).toEqual([1, 2]);
    expect(out.get(4)).toEqual([0, 3, 4]);
    for (let n = 1; n < 40; n++) {
      const many = Array.from({ length: n }, (_, index) => ({ index, value: BigInt((index * 7919) % 101 + 1), round: index, seat: 1 }));
      const split = splitPot(many, [1, 2]);
      const sum = (s: number) => split.get(s)!.reduce((a, i) => a + many[i].value, 0n);
      const diff = sum(1) > sum(2) ? sum(1) - sum(2) : sum(2) - sum(1);
      expect(diff <= many.reduce((a, m) => (m.value > a ? m.value : a), 0n)).toBe(true);
    }
  });
});

describe('the published battle vectors', () => {
  it('are the ones this module reproduces', () => {
    const doc = readFileSync(new URL('../../../docs/fairness.md', import.meta.url), 'utf8');
    const block = /## 8\. Battles[\s\S]*```json\n([\s\S]*?)\n```/.exec(doc);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({
      'botClientSeed(42, 3)': BOT,
      roomPublicSeed: ROOM_SEED,
      tickets: { '1:1': 755788, '1:2': 74931, '1:3': 222524, '2:1': 229166, '20:4': 123336 },
      tiebreak: { 'seats 1 and 3': { ticket: 2, winner: 3 }, 'seats 1, 2 and 4': { ticket: 1, winner: 1 } },
    });
  });
});
