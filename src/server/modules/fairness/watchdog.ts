// The fairness watchdog: every WATCHDOG_MINUTES a database job re-computes a random sample of the
// last 24 hours' stored rolls of every game (cases, battles, dream, giveaway draws) from their
// stored seeds, with the verifier the browser's verify pages run (src/shared/fairness: verifyRoll
// for a case or dream roll, battleRoomSeed/battleTicket/battleTiebreak for a battle, the giveaway draw's hashes and
// drawGiveaway), and records each check in fair_checks. A mismatch is an error in the log and an
// alert on the console's front page (console/fairness).
//
// It reads the server seed from the database, revealed or not, so it checks every roll, current
// ones included. That still proves what the watchdog is for: that each stored outcome is the one
// its seeds give. A stored roll changed afterwards (ticket, item, winner), a roll function that
// drifted from the published algorithm (the server rolls with roll-sync.ts's node:crypto code, the
// watchdog with the browser's WebCrypto one) or a seed pair that no longer hashes to its published
// commitment all show up as a mismatch; the player's own check, once the seed is revealed, reads
// the same stored values. Nothing it re-computes leaves the server: a mismatch's detail names
// tickets and items, never a seed.
import { sql } from 'drizzle-orm';
import { DREAM_TICKETS, dreamWins } from '../../../shared/dream-fee.ts';
import { TICKETS } from '../../../shared/constants.ts';
import { WATCHDOG_GAMES, type WatchdogGame, type WatchdogSummary } from '../../../shared/contracts/console-fairness.ts';
import { isGame } from '../../../shared/fairness/bytes.ts';
import { battleRoomSeed, battleTicket, battleTiebreak } from '../../../shared/fairness/battle.ts';
import { beaconRandomnessMatches, drawGiveaway, giveawayEntrantsHash, giveawayPublicSeed, type GiveawayEntrant } from '../../../shared/fairness/giveaway.ts';
import { publicHash } from '../../../shared/fairness/seeds.ts';
import { pickByTicket, validateTable } from '../../../shared/fairness/table.ts';
import { verifyRoll } from '../../../shared/fairness/verify.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { fairChecks } from '../../db/schema/index.ts';
import { scheduleNext, type Recurring } from '../../jobs/recurring.ts';
import type { JobHandler } from '../../jobs/runner.ts';

export const WATCHDOG_JOB = 'fair.watchdog';
/** Rolls re-computed per game and run, at most. */
export const WATCHDOG_SAMPLE = 50;
/** The rolls sampled were made within this long before the run. */
export const WATCHDOG_WINDOW_MS = 24 * 3600_000;
/** Checks older than this are deleted by the run (some 60,000 rows a day at the defaults). */
export const WATCHDOG_KEEP_DAYS = 30;

export interface FairCheck {
  game: WatchdogGame;
  rollRef: string;
  ok: boolean;
  /** What did not match; null when ok. */
  detail: string | null;
}

export type WatchdogLog = (fields: Record<string, unknown>, message: string) => void;

type Problems = string[];

function check(game: WatchdogGame, rollRef: string, problems: Problems): FairCheck {
  return { game, rollRef, ok: problems.length === 0, detail: problems.length === 0 ? null : problems.join('; ').slice(0, 2000) };
}

function failed(game: WatchdogGame, rollRef: string, err: unknown): FairCheck {
  return check(game, rollRef, [`could not re-compute: ${err instanceof Error ? err.message : String(err)}`]);
}

interface TableRow { ticketFrom: number; ticketTo: number; ornamentId: number }

/** A case version's ticket table as stored (read afresh: a cached copy could hide a changed row), per run. */
function tableReader(tx: Tx): (boxId: number, version: number) => Promise<TableRow[]> {
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
function compareItem(problems: Problems, table: TableRow[], ticket: number, recorded: { ticketFrom: number; ticketTo: number; ornamentId: number }): void {
  const valid = validateTable(table, TICKETS);
  if (!valid.ok) { problems.push(`case table: ${valid.reason}`); return; }
  const item = table[pickByTicket(table, ticket)];
  if (!item) { problems.push(`no item holds ticket ${ticket}`); return; }
  if (item.ornamentId !== recorded.ornamentId) problems.push(`item ${recorded.ornamentId} recorded, ${item.ornamentId} re-computed`);
  if (item.ticketFrom !== recorded.ticketFrom || item.ticketTo !== recorded.ticketTo) {
    problems.push(`range ${recorded.ticketFrom}-${recorded.ticketTo} recorded, ${item.ticketFrom}-${item.ticketTo} re-computed`);
  }
}

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

/** What every seeded roll must show: a seed that hashes to its commitment, and the ticket it gives. */
function seededRollProblems(v: { hashMatches: boolean; ticket: number }, recorded: number): Problems {
  const problems: Problems = [];
  if (!v.hashMatches) problems.push('the server seed does not hash to its published commitment');
  if (v.ticket !== recorded) problems.push(`ticket ${recorded} recorded, ${v.ticket} re-computed`);
  return problems;
}

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

/** One run: samples, re-computes and records every game's checks in `tx`; returns them. */
export async function runWatchdog(tx: Tx, now: Date, opts: { jobId?: bigint | null; sample?: number } = {}): Promise<FairCheck[]> {
  const sample = opts.sample ?? WATCHDOG_SAMPLE;
  const since = new Date(now.getTime() - WATCHDOG_WINDOW_MS);
  const checks = [
    ...(await checkCaseRolls(tx, since, now, sample)),
    ...(await checkBattleRolls(tx, since, now, sample)),
    ...(await checkDreamRolls(tx, since, now, sample)),
    ...(await checkGiveawayDraws(tx, since, now, sample)),
  ];
  if (checks.length > 0) {
    await tx.insert(fairChecks).values(checks.map((c) => ({ game: c.game, rollRef: c.rollRef, jobId: opts.jobId ?? null, checkedAt: now, ok: c.ok, detail: c.detail })));
  }
  await tx.execute(sql`DELETE FROM fair_checks WHERE checked_at < ${new Date(now.getTime() - WATCHDOG_KEEP_DAYS * 24 * 3600_000).toISOString()}::timestamptz`);
  return checks;
}

/** The chain every process makes sure exists at start (the runner's `recurring`); its handler is watchdogJob's. */
export function watchdogRecurring(everyMinutes: number): Recurring {
  return { kind: WATCHDOG_JOB, everyMs: everyMinutes * 60_000, run: async () => {} };
}

/**
 * The job: a run in the claiming transaction (its checks commit with the job marked done, so a
 * run is recorded once however many processes poll), the next slot's job scheduled, and each
 * mismatch logged as an error once the run has committed.
 */
export function watchdogJob(everyMinutes: number, logError: WatchdogLog, sample = WATCHDOG_SAMPLE): JobHandler {
  const recurring = watchdogRecurring(everyMinutes);
  return async (tx, _payload, ctx) => {
    const checks = await runWatchdog(tx, ctx.now, { jobId: ctx.jobId, sample });
    await scheduleNext(tx, recurring, ctx.now);
    const bad = checks.filter((c) => !c.ok);
    if (bad.length > 0) {
      ctx.afterCommit(() => {
        for (const c of bad) logError({ game: c.game, roll: c.rollRef, detail: c.detail }, 'fairness watchdog: a stored roll does not match its seeds');
      });
    }
  };
}

/** The console's summary of the last 24 hours' checks. */
export async function watchdogSummary(db: Db, now: Date): Promise<WatchdogSummary> {
  const since = sql`${new Date(now.getTime() - WATCHDOG_WINDOW_MS).toISOString()}::timestamptz`;
  const counts = await queryRows<{ game: string; checked: number; mismatches: number }>(db, sql`
    SELECT game, count(DISTINCT roll_ref)::int AS checked, count(DISTINCT roll_ref) FILTER (WHERE NOT ok)::int AS mismatches
    FROM fair_checks WHERE checked_at > ${since} GROUP BY game`);
  const list = await db.select({ game: fairChecks.game, rollRef: fairChecks.rollRef, checkedAt: fairChecks.checkedAt, detail: fairChecks.detail })
    .from(fairChecks).where(sql`NOT ${fairChecks.ok} AND ${fairChecks.checkedAt} > ${since}`)
    .orderBy(sql`${fairChecks.checkedAt} DESC, ${fairChecks.id} DESC`).limit(50);
  const [last] = await db.select({ at: fairChecks.checkedAt }).from(fairChecks)
    .where(sql`${fairChecks.checkedAt} > ${since}`).orderBy(sql`${fairChecks.checkedAt} DESC`).limit(1);
  return {
    games: WATCHDOG_GAMES.map((game) => {
      const c = counts.find((x) => x.game === game);
      return { game, checked: c?.checked ?? 0, mismatches: c?.mismatches ?? 0 };
    }),
    mismatchList: list.map((m) => ({ game: m.game as WatchdogGame, rollRef: m.rollRef, checkedAt: m.checkedAt.toISOString(), detail: m.detail ?? '' })),
    lastCheckAt: last ? last.at.toISOString() : null,
  };
}
