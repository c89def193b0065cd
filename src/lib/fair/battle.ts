// The verify page's battle mode, kept out of React so it can be tested: from a room's
// server seed, salt and commitment, the seats' client seeds in seat order, a round, a seat and
// the round's case table, re-compute the room public seed, the ticket and the item with the same
// src/shared/fairness/battle.ts code the server rolled with; and the tie-break over tied seats.
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import { TICKETS } from '../../shared/constants.ts';
import { battleRoomSeed, battleTicket, battleTiebreak } from '../../shared/fairness/battle.ts';
import { publicHash } from '../../shared/fairness/seeds.ts';
import { pickByTicket, validateTable } from '../../shared/fairness/table.ts';

/** The battle form: every value as typed. */
export interface BattleForm {
  serverSeed: string;
  salt: string;
  serverSeedHash: string;
  /** One client seed per line, seat 1 first. */
  clientSeeds: string;
  round: string;
  seat: string;
  /** One item per line: `ticketFrom-ticketTo name`, in ticket order; optional. */
  table: string;
  /** The tied seats (or teams), comma separated; optional. */
  tied: string;
}

export type BattleField = keyof BattleForm;
export type BattleError = 'required' | 'hash' | 'clientSeeds' | 'round' | 'seat' | 'table' | 'tied';

export interface BattleTableRow {
  ticketFrom: number;
  ticketTo: number;
  name: string;
}

export interface BattleInput {
  serverSeed: string;
  salt: string;
  serverSeedHash: string;
  clientSeeds: string[];
  round: number;
  seat: number;
  table: BattleTableRow[];
  tied: number[];
}

export type BattleParse = { ok: true; input: BattleInput } | { ok: false; errors: Partial<Record<BattleField, BattleError>> };

export const EMPTY_BATTLE_FORM: BattleForm = { serverSeed: '', salt: '', serverSeedHash: '', clientSeeds: '', round: '1', seat: '1', table: '', tied: '' };

const MAX_ROUNDS = 20;
const MAX_SEATS = 4;

/** The seed lines: a seed may hold spaces, so lines are kept as typed (only a trailing \r and blank lines go). */
function seedLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '');
}

export function parseTable(text: string): BattleTableRow[] | null {
  const rows: BattleTableRow[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const m = /^\s*(\d{1,7})\s*-\s*(\d{1,7})\s*(.*?)\s*$/.exec(line);
    if (!m) return null;
    rows.push({ ticketFrom: Number(m[1]), ticketTo: Number(m[2]), name: m[3] });
  }
  return rows;
}

export function parseBattleForm(form: BattleForm): BattleParse {
  const errors: Partial<Record<BattleField, BattleError>> = {};
  const serverSeed = form.serverSeed.trim();
  const salt = form.salt.trim();
  const serverSeedHash = form.serverSeedHash.trim().toLowerCase();
  if (!serverSeed) errors.serverSeed = 'required';
  if (!serverSeedHash) errors.serverSeedHash = 'required';
  else if (!/^[0-9a-f]{64}$/.test(serverSeedHash)) errors.serverSeedHash = 'hash';
  const clientSeeds = seedLines(form.clientSeeds);
  if (clientSeeds.length === 0) errors.clientSeeds = 'required';
  else if (clientSeeds.length < 2 || clientSeeds.length > MAX_SEATS || clientSeeds.some((s) => s.length > 64 || !/^[\x20-\x7e]+$/.test(s))) {
    errors.clientSeeds = 'clientSeeds';
  }
  const round = Number(form.round.trim());
  if (!/^\d{1,2}$/.test(form.round.trim()) || round < 1 || round > MAX_ROUNDS) errors.round = 'round';
  const seat = Number(form.seat.trim());
  if (!/^\d$/.test(form.seat.trim()) || seat < 1 || seat > Math.max(2, Math.min(MAX_SEATS, clientSeeds.length || MAX_SEATS))) errors.seat = 'seat';
  const table = parseTable(form.table);
  if (table === null) errors.table = 'table';
  const tiedParts = form.tied.split(/[,\s，]+/).filter((p) => p !== '');
  const tied = tiedParts.map(Number);
  if (tiedParts.length > 0 && (tiedParts.length < 2 || !tiedParts.every((p) => /^[1-4]$/.test(p)) || new Set(tied).size !== tied.length)) errors.tied = 'tied';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { serverSeed, salt, serverSeedHash, clientSeeds, round, seat, table: table ?? [], tied } };
}

export interface BattleComputed {
  hashMatches: boolean;
  roomPublicSeed: string;
  ticket: number;
  /** The table row holding the ticket (null: no table given, or none holds it). */
  item: BattleTableRow | null;
  /** Why the table given is not a valid 1..1,000,000 tiling (null: valid or none given). */
  tableError: string | null;
  tiebreak: { winner: number; ticket: number; candidates: number[] } | null;
}

export type BattleOutcome = { status: 'ok'; result: BattleComputed } | { status: 'failed'; reason: string };

/** Re-compute with the shared battle code (WebCrypto): nothing leaves the browser. */
export async function computeBattle(input: BattleInput): Promise<BattleOutcome> {
  try {
    const hashMatches = (await publicHash(input.serverSeed, input.salt)) === input.serverSeedHash;
    const roomPublicSeed = await battleRoomSeed(input.serverSeedHash, input.clientSeeds);
    const ticket = await battleTicket(input.serverSeed, roomPublicSeed, input.round, input.seat);
    let item: BattleTableRow | null = null;
    let tableError: string | null = null;
    if (input.table.length > 0) {
      const check = validateTable(input.table, TICKETS);
      if (!check.ok) tableError = check.reason;
      else item = input.table[pickByTicket(input.table, ticket)] ?? null;
    }
    const tiebreak = input.tied.length >= 2 ? await battleTiebreak(input.serverSeed, roomPublicSeed, input.tied) : null;
    return { status: 'ok', result: { hashMatches, roomPublicSeed, ticket, item, tableError, tiebreak } };
  } catch (err) {
    return { status: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}

/** A case version's table as the form's lines, in ticket order. */
export function tableText(items: readonly { ticketFrom: number; ticketTo: number; name: string }[]): string {
  return [...items]
    .sort((a, b) => a.ticketFrom - b.ticketFrom)
    .map((i) => `${i.ticketFrom}-${i.ticketTo} ${i.name}`)
    .join('\n');
}

/** What the room recorded for a round and seat, and for the tie-break, to compare with. */
export interface BattleRecord {
  ticket: number | null;
  itemName: string | null;
  tiebreakTicket: number | null;
  /** The room's own public seed (derived when it filled). */
  roomPublicSeed: string | null;
}

export function recordOf(room: Pick<BattleDetail, 'rolls' | 'fairness'>, round: number, seat: number): BattleRecord {
  const roll = room.rolls.find((r) => r.round === round && r.pos === seat);
  return {
    ticket: roll?.ticket ?? null,
    itemName: roll?.item.name ?? null,
    tiebreakTicket: room.fairness.tiebreak?.ticket ?? null,
    roomPublicSeed: room.fairness.roomPublicSeed,
  };
}

/**
 * The form filled from a room (getBattleDetail) for one round and seat. The table comes from the
 * case's detail when it is still the version the room was created with; otherwise it is left
 * empty for the visitor to paste (the recorded ticket is still compared).
 */
export function battleFormFromRoom(
  room: Pick<BattleDetail, 'fairness' | 'seatList' | 'boxes'>,
  round: number,
  seat: number,
  box: Pick<BoxDetail, 'id' | 'version' | 'items'> | null,
): BattleForm {
  const f = room.fairness;
  const roundBox = room.boxes[round - 1];
  const sameVersion = box !== null && roundBox !== undefined && box.id === roundBox.boxId && box.version === roundBox.version;
  return {
    serverSeed: f.serverSeed ?? '',
    salt: f.salt ?? '',
    serverSeedHash: f.serverSeedHash,
    clientSeeds: [...room.seatList].sort((a, b) => a.pos - b.pos).map((s) => s.clientSeed).join('\n'),
    round: String(round),
    seat: String(seat),
    table: sameVersion ? tableText(box.items) : '',
    tied: f.tiebreak ? f.tiebreak.candidates.join(',') : '',
  };
}

/** ?battle=<room id>&round=&seat= : the room a link asks to verify (null: none or malformed). */
export function battleLinkFromQuery(search: string): { id: string; round: number; seat: number } | null {
  const q = new URLSearchParams(search);
  const id = q.get('battle') ?? '';
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const int = (k: string, max: number) => {
    const n = Number(q.get(k) ?? '1');
    return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
  };
  return { id, round: int('round', MAX_ROUNDS), seat: int('seat', MAX_SEATS) };
}
