// Dream rolls: the ticket from the seeds, and won exactly when it is within the chance.
import { sql } from 'drizzle-orm';
import { DREAM_TICKETS, dreamWins } from '../../../../shared/dream-fee.ts';
import { verifyRoll } from '../../../../shared/fairness/verify.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { check, failed, seededRollProblems, type FairCheck } from './checks.ts';

/** Dream rolls: the ticket from the seeds, and won exactly when it is within the chance. */
export async function checkDreamRolls(tx: Tx, since: Date, until: Date, limit: number): Promise<FairCheck[]> {
  const rows = await queryRows<{
    id: string; client_seed: string; nonce: number; ticket: number; chance_ppm: number; won: boolean; server_seed: string; salt: string; public_hash: string;
  }>(tx, sql`
    SELECT d.id::text AS id, d.client_seed, d.nonce, d.ticket, d.chance_ppm, d.won, s.server_seed, s.salt, s.public_hash
    FROM dream_rolls d JOIN fair_seeds s ON s.id = d.seed_id
    WHERE d.created_at > ${since.toISOString()}::timestamptz AND d.created_at <= ${until.toISOString()}::timestamptz
    ORDER BY random() LIMIT ${limit}`);
  const out: FairCheck[] = [];
  for (const r of rows) {
    try {
      const v = await verifyRoll({ serverSeed: r.server_seed, salt: r.salt, publicHash: r.public_hash, clientSeed: r.client_seed, nonce: r.nonce, game: 'dream', range: DREAM_TICKETS });
      const problems = seededRollProblems(v, r.ticket);
      if (dreamWins(v.ticket, r.chance_ppm) !== r.won) problems.push(`${r.won ? 'won' : 'lost'} recorded, ${r.won ? 'lost' : 'won'} re-computed`);
      out.push(check('dream', r.id, problems));
    } catch (err) {
      out.push(failed('dream', r.id, err));
    }
  }
  return out;
}
