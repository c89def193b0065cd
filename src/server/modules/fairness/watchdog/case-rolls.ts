// Case rolls: re-computed as the verify page's checkRoll does with api/fair/getRoll.
import { sql } from 'drizzle-orm';
import { isGame } from '../../../../shared/fairness/bytes.ts';
import { verifyRoll } from '../../../../shared/fairness/verify.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { check, compareItem, failed, seededRollProblems, tableReader, type FairCheck } from './checks.ts';

/** Case rolls (the rolls table): what the verify page's checkRoll does with api/fair/getRoll. */
export async function checkCaseRolls(tx: Tx, since: Date, until: Date, limit: number): Promise<FairCheck[]> {
  const rows = await queryRows<{
    id: string; game: string; client_seed: string; nonce: number; ticket: number; range: number; ticket_from: number; ticket_to: number;
    box_id: number | null; box_version: number | null; ornament_id: number; server_seed: string; salt: string; public_hash: string;
  }>(tx, sql`
    SELECT r.id::text AS id, r.game, r.client_seed, r.nonce, r.ticket, r.range, r.ticket_from, r.ticket_to, r.box_id, r.box_version,
           r.ornament_id, s.server_seed, s.salt, s.public_hash
    FROM rolls r JOIN fair_seeds s ON s.id = r.seed_id
    WHERE r.created_at > ${since.toISOString()}::timestamptz AND r.created_at <= ${until.toISOString()}::timestamptz
    ORDER BY random() LIMIT ${limit}`);
  const tableOf = tableReader(tx);
  const out: FairCheck[] = [];
  for (const r of rows) {
    try {
      if (!isGame(r.game)) { out.push(check('case', r.id, [`unknown game ${r.game}`])); continue; }
      const table = r.box_id !== null && r.box_version !== null ? await tableOf(r.box_id, r.box_version) : null;
      const v = await verifyRoll({ serverSeed: r.server_seed, salt: r.salt, publicHash: r.public_hash, clientSeed: r.client_seed, nonce: r.nonce, game: r.game, range: r.range });
      const problems = seededRollProblems(v, r.ticket);
      if (table) compareItem(problems, table, v.ticket, { ticketFrom: r.ticket_from, ticketTo: r.ticket_to, ornamentId: r.ornament_id });
      else if (r.box_id !== null) problems.push(`case ${r.box_id} version ${r.box_version} has no table`);
      out.push(check('case', r.id, problems));
    } catch (err) {
      out.push(failed('case', r.id, err));
    }
  }
  return out;
}
