// The verifier pages' logic, kept out of React so it can be tested with a fake roll: recompute
// a roll with the shared fairness module (the code the server rolled with) and compare every
// part of the record with the result.
import type { RollInfo } from '../../shared/contracts/fair.ts';
import { isGame, type Game } from '../../shared/fairness/bytes.ts';
import { tableHash } from '../../shared/fairness/table-hash.ts';
import { verifyRoll, type VerifyInput, type VerifyResult } from '../../shared/fairness/verify.ts';

export type Verifier = (input: VerifyInput) => Promise<VerifyResult>;
export type TableRow = RollInfo['table'][number];

export type RollCheck =
  | { status: 'unrevealed' }
  | {
      status: 'checked';
      hashMatches: boolean;
      ticket: number;
      /** The re-computed ticket equals the one the server recorded. */
      ticketMatches: boolean;
      /** Index into roll.table of the row holding the re-computed ticket; -1 for none. */
      index: number;
      item: TableRow | null;
      /** That row is the item the player received. */
      outcomeMatches: boolean;
      tableError: string | null;
    }
  | { status: 'failed'; reason: string };

/** Re-compute a roll from getRoll. Before its pair is rotated the server seed is secret. */
export async function checkRoll(roll: RollInfo, verify: Verifier = verifyRoll): Promise<RollCheck> {
  if (!roll.serverSeed || roll.salt === null) return { status: 'unrevealed' };
  // The contract lists today's games; a server newer than this page may name another.
  const game: string = roll.game;
  if (!isGame(game)) return { status: 'failed', reason: `unknown game ${game}` };
  try {
    const r = await verify({
      serverSeed: roll.serverSeed,
      salt: roll.salt,
      publicHash: roll.publicHash,
      clientSeed: roll.clientSeed,
      nonce: roll.nonce,
      game: roll.game,
      range: roll.range,
      table: roll.table.length > 0 ? roll.table : undefined,
    });
    const item = r.index >= 0 ? (roll.table[r.index] ?? null) : null;
    return {
      status: 'checked',
      hashMatches: r.hashMatches,
      ticket: r.ticket,
      ticketMatches: r.ticket === roll.ticket,
      index: item ? r.index : -1,
      item,
      outcomeMatches: item !== null && item.ornamentId === roll.outcome.ornamentId,
      tableError: r.tableError,
    };
  } catch (err) {
    return { status: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The table the page shows and maps the ticket with, against the version's commitment: the hash is
 * recomputed here from those rows (docs/fairness.md, "Committed drop tables"), so a table changed
 * after the odds were published shows as a mismatch. `none`: the roll commits no table (a dream roll).
 */
export type TableCommitment =
  | { status: 'none' }
  | { status: 'matches'; hash: string }
  | { status: 'mismatch'; committed: string; computed: string | null };

export async function checkTableCommitment(roll: Pick<RollInfo, 'table' | 'tableHash'>): Promise<TableCommitment> {
  if (!roll.tableHash) return { status: 'none' };
  // Table order is ascending tickets (the ranges tile 1..W in order), whatever order the page lists them in.
  const rows = [...roll.table].sort((a, b) => a.ticketFrom - b.ticketFrom);
  // A row without its price cannot be hashed: the commitment is not shown to hold.
  if (rows.length === 0 || rows.some((r) => r.priceFen === undefined)) return { status: 'mismatch', committed: roll.tableHash, computed: null };
  try {
    const computed = await tableHash(rows.map((r) => ({ ornamentId: r.ornamentId, ticketFrom: r.ticketFrom, ticketTo: r.ticketTo, priceFen: r.priceFen! })));
    return computed === roll.tableHash ? { status: 'matches', hash: computed } : { status: 'mismatch', committed: roll.tableHash, computed };
  } catch {
    return { status: 'mismatch', committed: roll.tableHash, computed: null };
  }
}

/** The manual form: every value as typed. */
export interface ManualForm {
  serverSeed: string;
  salt: string;
  publicHash: string;
  clientSeed: string;
  nonce: string;
  game: string;
  range: string;
}

export type ManualField = keyof ManualForm;

/** What is wrong with a field, as a reason code the page turns into words. */
export type ManualError = 'required' | 'hash' | 'clientSeed' | 'nonce' | 'range' | 'game';

export type ManualParse = { ok: true; input: VerifyInput } | { ok: false; errors: Partial<Record<ManualField, ManualError>> };

const MAX_RANGE = 2 ** 32;

/**
 * Check the form before computing. Seeds are taken as typed (a third party's verifier may use
 * other seed shapes); only what rollTicket would refuse, and the hash's shape, are errors here.
 */
export function parseManualForm(form: ManualForm): ManualParse {
  const errors: Partial<Record<ManualField, ManualError>> = {};
  const serverSeed = form.serverSeed.trim();
  const salt = form.salt.trim();
  const publicHash = form.publicHash.trim();
  const clientSeed = form.clientSeed; // spaces are legal seed characters: never trimmed
  if (!serverSeed) errors.serverSeed = 'required';
  if (!publicHash) errors.publicHash = 'required';
  else if (!/^[0-9a-f]{64}$/i.test(publicHash)) errors.publicHash = 'hash';
  if (!clientSeed) errors.clientSeed = 'required';
  else if (clientSeed.length > 64 || !/^[\x20-\x7e]+$/.test(clientSeed)) errors.clientSeed = 'clientSeed';
  const nonce = Number(form.nonce.trim());
  if (!/^\d{1,16}$/.test(form.nonce.trim()) || !Number.isSafeInteger(nonce) || nonce < 1) errors.nonce = 'nonce';
  const range = Number(form.range.trim());
  if (!/^\d{1,10}$/.test(form.range.trim()) || range < 1 || range > MAX_RANGE) errors.range = 'range';
  if (!isGame(form.game)) errors.game = 'game';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { serverSeed, salt, publicHash, clientSeed, nonce, game: form.game as Game, range } };
}

/** The manual form's result: hash check and ticket (no table there, so no item). */
export async function computeManual(
  input: VerifyInput,
  verify: Verifier = verifyRoll,
): Promise<{ status: 'ok'; hashMatches: boolean; ticket: number } | { status: 'failed'; reason: string }> {
  try {
    const r = await verify({ ...input, table: undefined });
    return { status: 'ok', hashMatches: r.hashMatches, ticket: r.ticket };
  } catch (err) {
    return { status: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}

/** Prefill for the manual form from the address (?serverSeed=...&nonce=...), so a link can carry a roll. */
export function manualFormFromQuery(search: string): ManualForm {
  const q = new URLSearchParams(search);
  const get = (k: ManualField, def = '') => q.get(k) ?? def;
  return {
    serverSeed: get('serverSeed'),
    salt: get('salt'),
    publicHash: get('publicHash'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    game: get('game', 'case'),
    range: get('range', '1000000'),
  };
}
