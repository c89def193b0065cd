// Giveaway draws: each drawn room's commitment, entrant list, beacon and public seed, then every sampled prize's winner.
import { sql } from 'drizzle-orm';
import { beaconRandomnessMatches, drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed, type GiveawayEntrant } from '../../../../shared/fairness/giveaway.ts';
import { publicHash } from '../../../../shared/fairness/seeds.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { check, failed, type FairCheck, type Problems } from './checks.ts';

/** Drawn giveaway prizes of rooms drawn in the window: what the verify page's checkGiveaway does. */
export async function checkGiveawayDraws(tx: Tx, since: Date, until: Date, limit: number): Promise<FairCheck[]> {
  const rows = await queryRows<{ giveaway_id: string; pos: number; winner_code: number | null; winner_id: string | null; ticket: number | null; ticket_range: number | null }>(tx, sql`
    SELECT p.giveaway_id::text AS giveaway_id, p.pos, p.winner_code, p.winner_id::text AS winner_id, p.ticket, p.ticket_range
    FROM giveaway_prizes p JOIN giveaways g ON g.id = p.giveaway_id
    WHERE g.state = 2 AND p.ticket IS NOT NULL
      AND g.drawn_at > ${since.toISOString()}::timestamptz AND g.drawn_at <= ${until.toISOString()}::timestamptz
    ORDER BY random() LIMIT ${limit}`);
  const rooms = new Map<string, Promise<{ problems: Problems; draws: Awaited<ReturnType<typeof drawGiveaway>> }>>();
  const roomOf = (id: string) => {
    let room = rooms.get(id);
    if (!room) {
      room = (async () => {
        const [g] = await queryRows<{
          server_seed: string; salt: string; server_seed_hash: string; entrants_hash: string; beacon_round: string;
          beacon_randomness: string; beacon_signature: string | null; public_seed: string; prizes: number;
        }>(tx, sql`
          SELECT server_seed, salt, server_seed_hash, entrants_hash, beacon_round::text AS beacon_round, beacon_randomness, beacon_signature, public_seed,
                 (SELECT count(*)::int FROM giveaway_prizes WHERE giveaway_id = g.id) AS prizes
          FROM giveaways g WHERE id = ${id}::bigint`);
        // The published list (giveaways/close.ts entrantList): entries not excluded, in code order.
        const entries = await queryRows<{ code: number; user_id: string }>(tx, sql`
          SELECT code, user_id::text AS user_id FROM giveaway_entries WHERE giveaway_id = ${id}::bigint AND NOT excluded ORDER BY code`);
        const entrants: GiveawayEntrant[] = entries.map((e) => [e.code, e.user_id]);
        const problems: Problems = [];
        if (await publicHash(g.server_seed, g.salt) !== g.server_seed_hash) problems.push('the room\'s server seed does not hash to its published commitment');
        const entrantsHash = await giveawayEntrantsHash(entrants);
        if (entrantsHash !== g.entrants_hash) problems.push('the entrant list does not hash to the published entrant hash');
        // The beacon's signature itself was verified when the draw took it (giveaways/draw.ts);
        // here its value must still be the hash of the signature kept with it.
        if (g.beacon_signature !== null && !(await beaconRandomnessMatches(g.beacon_signature, g.beacon_randomness))) {
          problems.push('the beacon value is not the hash of its signature');
        }
        const publicSeed = await giveawayPublicSeed(g.server_seed_hash, entrantsHash, Number(g.beacon_round), g.beacon_randomness);
        if (publicSeed !== g.public_seed) problems.push('the public seed is not the one the commitment, entrants and beacon give');
        const draws = await drawGiveaway({ serverSeed: g.server_seed, publicSeed, entrants, prizes: g.prizes });
        return { problems, draws };
      })();
      rooms.set(id, room);
    }
    return room;
  };
  const out: FairCheck[] = [];
  for (const r of rows) {
    const ref = `${r.giveaway_id}:${r.pos}`;
    try {
      const room = await roomOf(r.giveaway_id);
      const problems = [...room.problems];
      const d = room.draws.find((x) => x.prize === r.pos);
      if (!d) problems.push('a winner is recorded where the re-computed draw has none');
      else {
        if (d.code !== r.winner_code || d.userId !== r.winner_id) problems.push(`winner code ${r.winner_code} recorded, ${d.code} re-computed`);
        if (d.ticket !== r.ticket || d.range !== r.ticket_range) problems.push(`ticket ${r.ticket} of ${r.ticket_range} recorded, ${d.ticket} of ${d.range} re-computed`);
      }
      out.push(check('giveaway', ref, problems));
    } catch (err) {
      out.push(failed('giveaway', ref, err));
    }
  }
  return out;
}
