// Re-computes an ended room in the browser with the same src/shared code the server rolls with:
// the commitment (SHA-256 of server seed + salt), the room public seed from every seat's client
// seed, and every round's ticket; and, for a room that committed to its cases, the case list's hash
// from each round's case table as getBoxDetail shows it (docs/fairness.md, "Committed drop tables").
// Loaded on demand (the verify button), not with the page.
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import { battleRoomSeed, battleTicket, battleTiebreak } from '../../shared/fairness/battle.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';
import { caseListHash, tableHash } from '../../shared/fairness/table-hash.ts';
import { parseYuan } from '../../shared/money.ts';
import { boxApi } from '../api/box.ts';

export interface BattleCheck {
  ok: boolean;
  /** What did not match (empty when ok). */
  problems: string[];
  rolls: number;
}

/** A round's case version as the case page shows it (its items with ranges and prices). */
export type CaseTable = (boxId: number, version: number) => Promise<Pick<BoxDetail, 'items'>>;

const shownTable: CaseTable = (boxId, version) => boxApi.detail(boxId, version);

/** The tableHash of a case version recomputed from its items, in ticket order, priced in fen. */
async function tableHashOf(detail: Pick<BoxDetail, 'items'>): Promise<string | null> {
  const rows = [...detail.items].sort((a, b) => a.ticketFrom - b.ticketFrom).map((i) => ({ ...i, fen: parseYuan(i.price) }));
  if (rows.some((r) => r.fen === null)) return null;
  return tableHash(rows.map((r) => ({ ornamentId: r.ornamentId, ticketFrom: r.ticketFrom, ticketTo: r.ticketTo, priceFen: Number(r.fen) })));
}

/** The room's case-list commitment against the rounds' tables; null when the room committed to none. */
export async function caseListMatches(room: Pick<BattleDetail, 'fairness' | 'boxes'>, load: CaseTable = shownTable): Promise<boolean | null> {
  if (!room.fairness.caseListHash || !room.boxes?.length) return null;
  const hashes = await Promise.all(room.boxes.map(async (b) => tableHashOf(await load(b.boxId, b.version))));
  if (hashes.some((h) => h === null)) return false;
  return (await caseListHash(hashes as string[])) === room.fairness.caseListHash;
}

export async function verifyBattle(room: Pick<BattleDetail, 'fairness' | 'seatList' | 'rolls'> & Partial<Pick<BattleDetail, 'boxes'>>, load: CaseTable = shownTable): Promise<BattleCheck> {
  const { serverSeed, salt, serverSeedHash, roomPublicSeed, tiebreak } = room.fairness;
  const problems: string[] = [];
  if (!serverSeed || salt === null || !roomPublicSeed) return { ok: false, problems: ['serverSeed'], rolls: 0 };
  if ((await publicHash(serverSeed, salt)) !== serverSeedHash) problems.push('serverSeedHash');
  const seeds = [...room.seatList].sort((a, b) => a.pos - b.pos).map((s) => s.clientSeed);
  if ((await battleRoomSeed(serverSeedHash, seeds)) !== roomPublicSeed) problems.push('roomPublicSeed');
  for (const r of room.rolls) {
    const ticket = await battleTicket(serverSeed, roomPublicSeed, r.round, r.pos);
    if (ticket !== r.ticket || ticket < r.ticketFrom || ticket > r.ticketTo) problems.push(`${r.round}:${r.pos}`);
  }
  if (room.boxes && (await caseListMatches({ fairness: room.fairness, boxes: room.boxes }, load)) === false) problems.push('caseListHash');
  if (tiebreak) {
    const again = await battleTiebreak(serverSeed, roomPublicSeed, tiebreak.candidates);
    if (again.ticket !== tiebreak.ticket) problems.push('tiebreak');
  }
  return { ok: problems.length === 0, problems, rolls: room.rolls.length };
}
