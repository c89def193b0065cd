import { describe, expect, it } from 'vitest';
import type { BattleDetail, BattleStateEvent, BattleSummary } from '../../shared/contracts/battle.ts';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import { battleRoomSeed, battleTicket } from '../../shared/fairness/battle.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';
import { caseListHash, tableHash } from '../../shared/fairness/table-hash.ts';
import { addRoom, applyStateToList, historyAfter, liveListAfter, roundsRevealedAt } from './live.ts';
import { caseListMatches, verifyBattle } from './verify.ts';

const room = (id: string, state: 0 | 1 | 2 | 3 = 0) => ({ id, state, seatList: [], startTime: null, endTime: null }) as unknown as BattleSummary;
const change = (id: string, state: 0 | 1 | 2 | 3): BattleStateEvent => ({ id, state, change: 'seat', seatList: [], startTime: '2026-01-01T00:00:00.000Z', endTime: null });

describe('battle lists follow the live events', () => {
  it('a state event replaces its room; the live list drops ended and dissolved rooms', () => {
    const list = [room('2'), room('1')];
    expect(applyStateToList(list, change('1', 1)).map((r) => r.state)).toEqual([0, 1]);
    expect(liveListAfter(list, change('2', 2)).map((r) => r.id)).toEqual(['1']);
    expect(liveListAfter(list, change('9', 3)).map((r) => r.id)).toEqual(['2', '1']);
  });

  it('a room that ends joins the history first, from the live list; other events change it in place', () => {
    const live = [room('3', 1), room('2', 1)];
    const history = [room('1', 2)];
    expect(historyAfter(history, live, change('2', 2)).map((r) => [r.id, r.state])).toEqual([['2', 2], ['1', 2]]);
    expect(historyAfter(history, live, change('3', 3)).map((r) => r.id)).toEqual(['1']);
    expect(historyAfter(history, live, change('9', 2)).map((r) => r.id)).toEqual(['1']);
    expect(historyAfter(history, live, change('1', 2))).toHaveLength(1);
  });

  it('a new room goes first, once', () => {
    expect(addRoom([room('1')], room('2')).map((r) => r.id)).toEqual(['2', '1']);
    expect(addRoom([room('1')], room('1'))).toHaveLength(1);
  });

  it('rounds are revealed at start + r × roundMs', () => {
    const start = '2026-01-01T00:00:00.000Z';
    const t0 = Date.parse(start);
    expect(roundsRevealedAt(null, 1000, 3, t0 + 5000)).toBe(0);
    expect(roundsRevealedAt(start, 1000, 3, t0 + 999)).toBe(0);
    expect(roundsRevealedAt(start, 1000, 3, t0 + 1000)).toBe(1);
    expect(roundsRevealedAt(start, 1000, 3, t0 + 60_000)).toBe(3);
  });
});

describe('verifyBattle re-computes an ended room', () => {
  async function ended(): Promise<BattleDetail> {
    const serverSeed = 'a'.repeat(64);
    const salt = 'b'.repeat(32);
    const serverSeedHash = await publicHash(serverSeed, salt);
    const seats = [{ pos: 1, clientSeed: 'one' }, { pos: 2, clientSeed: 'two' }];
    const roomPublicSeed = await battleRoomSeed(serverSeedHash, seats.map((s) => s.clientSeed));
    const rolls = [];
    for (const round of [1, 2]) {
      for (const pos of [1, 2]) rolls.push({ round, pos, ticket: await battleTicket(serverSeed, roomPublicSeed, round, pos), ticketFrom: 1, ticketTo: 1_000_000, item: {} });
    }
    return { fairness: { serverSeed, salt, serverSeedHash, roomPublicSeed, tiebreak: null }, seatList: seats, rolls } as unknown as BattleDetail;
  }

  it('accepts the published rolls and names a changed ticket, seed or hash', async () => {
    const good = await ended();
    expect(await verifyBattle(good)).toEqual({ ok: true, problems: [], rolls: 4 });
    const badTicket = { ...good, rolls: good.rolls.map((r, i) => (i === 3 ? { ...r, ticket: r.ticket === 1 ? 2 : r.ticket - 1 } : r)) };
    expect((await verifyBattle(badTicket)).problems).toEqual(['2:2']);
    const badSeed = { ...good, seatList: [good.seatList[1], { ...good.seatList[0], clientSeed: 'other' }] };
    expect((await verifyBattle(badSeed)).problems).toContain('roomPublicSeed');
    const badHash = { ...good, fairness: { ...good.fairness, serverSeedHash: '0'.repeat(64) } };
    expect((await verifyBattle(badHash)).problems).toContain('serverSeedHash');
  });
});

describe("verifyBattle checks the room's case-list commitment", () => {
  const item = (ornamentId: number, ticketFrom: number, ticketTo: number, price: string) => ({ ornamentId, ticketFrom, ticketTo, price });
  // Two case versions as getBoxDetail lists them (by value, not by ticket).
  const tables: Record<string, { items: ReturnType<typeof item>[] }> = {
    '7:1': { items: [item(2, 101, 1_000_000, '0.50'), item(1, 1, 100, '900.00')] },
    '8:3': { items: [item(5, 1, 1_000_000, '1.20')] },
  };
  const load = (boxId: number, version: number) => Promise.resolve(tables[`${boxId}:${version}`] as unknown as BoxDetail);
  const boxes = [{ boxId: 7, version: 1 }, { boxId: 8, version: 3 }, { boxId: 7, version: 1 }] as BattleDetail['boxes'];

  async function committed(): Promise<string> {
    const h7 = await tableHash([{ ornamentId: 1, ticketFrom: 1, ticketTo: 100, priceFen: 90_000 }, { ornamentId: 2, ticketFrom: 101, ticketTo: 1_000_000, priceFen: 50 }]);
    const h8 = await tableHash([{ ornamentId: 5, ticketFrom: 1, ticketTo: 1_000_000, priceFen: 120 }]);
    return caseListHash([h7, h8, h7]);
  }

  it('matches when the rounds\' tables hash to the commitment, and names it when they do not', async () => {
    const fairness = { caseListHash: await committed() } as BattleDetail['fairness'];
    expect(await caseListMatches({ fairness, boxes }, load)).toBe(true);
    expect(await caseListMatches({ fairness, boxes: [boxes[1], boxes[0], boxes[2]] }, load)).toBe(false);
    const cheaper = (boxId: number, version: number) => load(boxId, version).then((d) => ({ items: d.items.map((i) => ({ ...i, price: i.ornamentId === 1 ? '899.99' : i.price })) }));
    expect(await caseListMatches({ fairness, boxes }, cheaper)).toBe(false);
    expect(await caseListMatches({ fairness: { caseListHash: null } as unknown as BattleDetail['fairness'], boxes }, load)).toBeNull();
  });

  it('adds caseListHash to the problems of an otherwise good room whose tables changed', async () => {
    const serverSeed = 'a'.repeat(64);
    const salt = 'b'.repeat(32);
    const serverSeedHash = await publicHash(serverSeed, salt);
    const roomPublicSeed = await battleRoomSeed(serverSeedHash, ['one', 'two']);
    const seatList = [{ pos: 1, clientSeed: 'one' }, { pos: 2, clientSeed: 'two' }];
    const room = { fairness: { serverSeed, salt, serverSeedHash, roomPublicSeed, tiebreak: null, caseListHash: await committed() }, seatList, rolls: [], boxes } as unknown as BattleDetail;
    expect(await verifyBattle(room, load)).toEqual({ ok: true, problems: [], rolls: 0 });
    expect((await verifyBattle({ ...room, boxes: boxes.slice(0, 2) }, load)).problems).toEqual(['caseListHash']);
  });
});
