// Battle rolls: each room's seeds and tie-break once, then every sampled seat's ticket and item.
import { sql } from 'drizzle-orm';
import { battleRoomSeed, battleTicket, battleTiebreak } from '../../../../shared/fairness/battle.ts';
import { publicHash } from '../../../../shared/fairness/seeds.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { check, compareItem, failed, tableReader, type FairCheck, type Problems } from './checks.ts';

/** Battle rolls of rooms started in the window: what the verify page's battle mode (computeBattle) does. */
export async function checkBattleRolls(tx: Tx, since: Date, until: Date, limit: number): Promise<FairCheck[]> {
  const rows = await queryRows<{
    room_id: string; round: number; pos: number; box_id: number; box_version: number; ticket: number; ticket_from: number; ticket_to: number; ornament_id: number;
  }>(tx, sql`
    SELECT b.room_id::text AS room_id, b.round, b.pos, b.box_id, b.box_version, b.ticket, b.ticket_from, b.ticket_to, b.ornament_id
    FROM battle_results b JOIN battle_rooms r ON r.id = b.room_id
    WHERE r.started_at > ${since.toISOString()}::timestamptz AND r.started_at <= ${until.toISOString()}::timestamptz
    ORDER BY random() LIMIT ${limit}`);
  const tableOf = tableReader(tx);
  const rooms = new Map<string, Promise<{ problems: Problems; serverSeed: string; roomPublicSeed: string }>>();
  const roomOf = (id: string) => {
    let room = rooms.get(id);
    if (!room) {
      room = (async () => {
        const [r] = await queryRows<{ server_seed: string; salt: string; server_seed_hash: string; room_public_seed: string | null; tiebreak: { candidates: number[]; ticket: number } | null }>(tx, sql`
          SELECT server_seed, salt, server_seed_hash, room_public_seed, tiebreak FROM battle_rooms WHERE id = ${id}::bigint`);
        const seats = await queryRows<{ client_seed: string }>(tx, sql`SELECT client_seed FROM battle_seats WHERE room_id = ${id}::bigint ORDER BY pos`);
        const problems: Problems = [];
        if (await publicHash(r.server_seed, r.salt) !== r.server_seed_hash) problems.push('the room\'s server seed does not hash to its published commitment');
        const roomPublicSeed = await battleRoomSeed(r.server_seed_hash, seats.map((s) => s.client_seed));
        if (roomPublicSeed !== r.room_public_seed) problems.push('the room public seed is not the one its seats\' client seeds give');
        // A tie broken by one more roll: it decided who took every item, so it is part of each roll's outcome.
        if (r.tiebreak !== null) {
          const tie = await battleTiebreak(r.server_seed, roomPublicSeed, r.tiebreak.candidates);
          if (tie.ticket !== r.tiebreak.ticket) problems.push(`tie-break ticket ${r.tiebreak.ticket} recorded, ${tie.ticket} re-computed`);
        }
        return { problems, serverSeed: r.server_seed, roomPublicSeed };
      })();
      rooms.set(id, room);
    }
    return room;
  };
  const out: FairCheck[] = [];
  for (const r of rows) {
    const ref = `${r.room_id}:${r.round}:${r.pos}`;
    try {
      const room = await roomOf(r.room_id);
      const problems = [...room.problems];
      const ticket = await battleTicket(room.serverSeed, room.roomPublicSeed, r.round, r.pos);
      if (ticket !== r.ticket) problems.push(`ticket ${r.ticket} recorded, ${ticket} re-computed`);
      compareItem(problems, await tableOf(r.box_id, r.box_version), ticket, { ticketFrom: r.ticket_from, ticketTo: r.ticket_to, ornamentId: r.ornament_id });
      out.push(check('battle', ref, problems));
    } catch (err) {
      out.push(failed('battle', ref, err));
    }
  }
  return out;
}
