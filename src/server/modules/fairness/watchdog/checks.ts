// What every game's check shares: a check's record, and a case version's ticket table read as stored.
import { sql } from 'drizzle-orm';
import { TICKETS } from '../../../../shared/constants.ts';
import type { WatchdogGame } from '../../../../shared/contracts/console-fairness.ts';
import { pickByTicket, validateTable } from '../../../../shared/fairness/table.ts';
import { queryRows, type Tx } from '../../../db/client.ts';

export interface FairCheck {
  game: WatchdogGame;
  rollRef: string;
  ok: boolean;
  /** What did not match; null when ok. */
  detail: string | null;
}

export type WatchdogLog = (fields: Record<string, unknown>, message: string) => void;

export type Problems = string[];

export function check(game: WatchdogGame, rollRef: string, problems: Problems): FairCheck {
  return { game, rollRef, ok: problems.length === 0, detail: problems.length === 0 ? null : problems.join('; ').slice(0, 2000) };
}

export function failed(game: WatchdogGame, rollRef: string, err: unknown): FairCheck {
  return check(game, rollRef, [`could not re-compute: ${err instanceof Error ? err.message : String(err)}`]);
}

export interface TableRow { ticketFrom: number; ticketTo: number; ornamentId: number }

/** A case version's ticket table as stored (read afresh: a cached copy could hide a changed row), per run. */
export function tableReader(tx: Tx): (boxId: number, version: number) => Promise<TableRow[]> {
  const seen = new Map<string, Promise<TableRow[]>>();
  return (boxId, version) => {
    const key = `${boxId}:${version}`;
    let rows = seen.get(key);
    if (!rows) {
      rows = queryRows<{ ticket_from: number; ticket_to: number; ornament_id: number }>(tx, sql`
        SELECT ticket_from, ticket_to, ornament_id FROM box_version_items
        WHERE box_id = ${boxId} AND version = ${version} ORDER BY ticket_from`)
        .then((list) => list.map((r) => ({ ticketFrom: r.ticket_from, ticketTo: r.ticket_to, ornamentId: r.ornament_id })));
      seen.set(key, rows);
    }
    return rows;
  };
}

/** The item a recorded ticket range and item must be, against the table's row at the re-computed ticket. */
export function compareItem(problems: Problems, table: TableRow[], ticket: number, recorded: { ticketFrom: number; ticketTo: number; ornamentId: number }): void {
  const valid = validateTable(table, TICKETS);
  if (!valid.ok) { problems.push(`case table: ${valid.reason}`); return; }
  const item = table[pickByTicket(table, ticket)];
  if (!item) { problems.push(`no item holds ticket ${ticket}`); return; }
  if (item.ornamentId !== recorded.ornamentId) problems.push(`item ${recorded.ornamentId} recorded, ${item.ornamentId} re-computed`);
  if (item.ticketFrom !== recorded.ticketFrom || item.ticketTo !== recorded.ticketTo) {
    problems.push(`range ${recorded.ticketFrom}-${recorded.ticketTo} recorded, ${item.ticketFrom}-${item.ticketTo} re-computed`);
  }
}

/** What every seeded roll must show: a seed that hashes to its commitment, and the ticket it gives. */
export function seededRollProblems(v: { hashMatches: boolean; ticket: number }, recorded: number): Problems {
  const problems: Problems = [];
  if (!v.hashMatches) problems.push('the server seed does not hash to its published commitment');
  if (v.ticket !== recorded) problems.push(`ticket ${recorded} recorded, ${v.ticket} re-computed`);
  return problems;
}
