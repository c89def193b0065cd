// Re-computes an ended room in the browser with the same src/shared code the server rolls with:
// the commitment (SHA-256 of server seed + salt), the room public seed from every seat's client
// seed, and every round's ticket. Loaded on demand (the verify button), not with the page.
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import { battleRoomSeed, battleTicket, battleTiebreak } from '../../shared/fairness/battle.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';

export interface BattleCheck {
  ok: boolean;
  /** What did not match (empty when ok). */
  problems: string[];
  rolls: number;
}

export async function verifyBattle(room: Pick<BattleDetail, 'fairness' | 'seatList' | 'rolls'>): Promise<BattleCheck> {
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
  if (tiebreak) {
    const again = await battleTiebreak(serverSeed, roomPublicSeed, tiebreak.candidates);
    if (again.ticket !== tiebreak.ticket) problems.push('tiebreak');
  }
  return { ok: problems.length === 0, problems, rolls: room.rolls.length };
}
