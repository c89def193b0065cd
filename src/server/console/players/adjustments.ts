// Balance adjustments: the only way staff move a player's money, and only through the ledger — a
// transaction between the player's account and house:adjustments, with the adjustment's id as its
// ref and a mandatory reason on the adjustment row. Above the configured amount
// (CONSOLE_ADJUST_APPROVAL) it waits for a second staff member (four eyes): the proposer can never
// approve it (checked here and by the table's CHECK), and two approvers racing post it once.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { balanceAdjustments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { formatFen } from '../../../shared/money.ts';
import { houseAccountId, postTransaction, userAccountId } from '../../modules/wallet/ledger.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { assertIndependent } from '../independence.ts';

export const ADJUSTMENT_STATE = { pending: 0, posted: 1, rejected: 2 } as const;

export interface AdjustmentInput {
  accountType: 'main' | 'secondary';
  amount: bigint;
  reason: string;
}

interface AdjustmentRow {
  id: bigint;
  userId: bigint;
  accountType: 'main' | 'secondary';
  amount: bigint;
  requestedBy: bigint;
  state: number;
}

async function post(tx: Tx, a: AdjustmentRow): Promise<bigint> {
  const player = await userAccountId(tx, a.userId, a.accountType);
  const house = await houseAccountId(tx, 'house:adjustments');
  const posted = await postTransaction(tx, {
    kind: 'adjustment', ref: `adjustment:${a.id}`, postings: [{ accountId: player, amount: a.amount }, { accountId: house, amount: -a.amount }],
  });
  return posted.transactionId;
}

const wire = (a: AdjustmentRow, state: number) => ({
  id: a.id.toString(), userId: a.userId.toString(), accountType: a.accountType, amount: formatFen(a.amount), state,
});

/** Why a proposed adjustment waits: its own amount, or the 24-hour total of the player or the staff member. */
export type AdjustmentWait = 'amount' | 'player24h' | 'staff24h';

const WINDOW_MS = 24 * 60 * 60 * 1000;

export async function proposeAdjustment(db: Db, staff: StaffActor, userId: bigint, input: AdjustmentInput, approvalAboveFen: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ id: string }>(tx, sql`SELECT id::text AS id FROM users WHERE id = ${userId}`);
    if (!user) throw new AppError('PLAYER_NOT_FOUND');
    // The threshold holds for the sum over 24 hours, not per request, or it is split into pieces
    // that each pass. Transaction-scoped advisory locks on the player and on the staff member
    // serialize the proposals that share either, so each one sums what the others committed
    // (read committed: the sum below takes its snapshot after the locks). Player before staff
    // member, always: a transaction waiting on a staff lock holds only a player lock, which no
    // one holding a staff lock waits for, so there is no deadlock. Locks rather than a counter
    // table: the rows are already the reservation, and rejecting one frees it without bookkeeping.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`adjust:user:${userId}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`adjust:staff:${staff.id}`}))`);
    const [row] = await tx.insert(balanceAdjustments).values({
      userId, accountType: input.accountType, amount: input.amount, reason: input.reason, requestedBy: staff.id, createdAt: now,
    }).returning();
    const a: AdjustmentRow = { ...row, accountType: input.accountType };
    // Posted and pending ones (this one included) count; rejected ones moved nothing and do not.
    const since = new Date(now.getTime() - WINDOW_MS).toISOString();
    const [sums] = await queryRows<{ player: string; staff: string }>(tx, sql`
      SELECT
        (SELECT coalesce(sum(abs(amount)), 0)::text FROM balance_adjustments
          WHERE user_id = ${userId} AND created_at > ${since}::timestamptz AND state <> ${ADJUSTMENT_STATE.rejected}) AS player,
        (SELECT coalesce(sum(abs(amount)), 0)::text FROM balance_adjustments
          WHERE requested_by = ${staff.id} AND created_at > ${since}::timestamptz AND state <> ${ADJUSTMENT_STATE.rejected}) AS staff`);
    const wait: AdjustmentWait | null = (input.amount < 0n ? -input.amount : input.amount) > approvalAboveFen ? 'amount'
      : BigInt(sums.player) > approvalAboveFen ? 'player24h'
        : BigInt(sums.staff) > approvalAboveFen ? 'staff24h' : null;
    let state: number = ADJUSTMENT_STATE.pending;
    if (!wait) {
      const transactionId = await post(tx, a);
      await tx.execute(sql`UPDATE balance_adjustments SET state = ${ADJUSTMENT_STATE.posted}, transaction_id = ${transactionId} WHERE id = ${a.id}`);
      state = ADJUSTMENT_STATE.posted;
    }
    const answer = wait ? { ...wire(a, state), wait } : wire(a, state);
    await writeAudit(tx, staff, { action: 'balance.adjust', target: `user:${userId}`, after: answer, reason: input.reason }, now);
    return answer;
  });
}

async function lockPending(tx: Tx, id: bigint, staff: StaffActor): Promise<AdjustmentRow> {
  const [r] = await queryRows<{ id: string; user_id: string; account_type: 'main' | 'secondary'; amount: string; requested_by: string; state: number }>(tx, sql`
    SELECT id::text, user_id::text, account_type, amount::text, requested_by::text, state FROM balance_adjustments WHERE id = ${id} FOR UPDATE`);
  if (!r) throw new AppError('ADJUSTMENT_NOT_FOUND');
  if (BigInt(r.requested_by) === staff.id) throw new AppError('CONSOLE_OWN_CHANGE');
  if (r.state !== ADJUSTMENT_STATE.pending) throw new AppError('CONSOLE_ALREADY_DECIDED');
  return { id: BigInt(r.id), userId: BigInt(r.user_id), accountType: r.account_type, amount: BigInt(r.amount), requestedBy: BigInt(r.requested_by), state: r.state };
}

/** Posts a pending adjustment as a second staff member, one independent of its proposer (../independence.ts). */
export async function approveAdjustment(db: Db, staff: StaffActor, id: bigint, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const a = await lockPending(tx, id, staff);
    await assertIndependent(tx, a.requestedBy, staff.id, now);
    const transactionId = await post(tx, a);
    const done = await queryRows<{ one: number }>(tx, sql`
      UPDATE balance_adjustments SET state = ${ADJUSTMENT_STATE.posted}, decided_by = ${staff.id}, decided_at = ${now.toISOString()}::timestamptz,
        transaction_id = ${transactionId}
      WHERE id = ${id} AND state = ${ADJUSTMENT_STATE.pending} RETURNING 1 AS one`);
    if (!done.length) throw new AppError('CONSOLE_ALREADY_DECIDED');
    await writeAudit(tx, staff, {
      action: 'balance.approve', target: `adjustment:${id}`, before: wire(a, ADJUSTMENT_STATE.pending), after: wire(a, ADJUSTMENT_STATE.posted), reason,
    }, now);
    return wire(a, ADJUSTMENT_STATE.posted);
  });
}

export async function rejectAdjustment(db: Db, staff: StaffActor, id: bigint, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const a = await lockPending(tx, id, staff);
    await tx.execute(sql`
      UPDATE balance_adjustments SET state = ${ADJUSTMENT_STATE.rejected}, decided_by = ${staff.id}, decided_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id} AND state = ${ADJUSTMENT_STATE.pending}`);
    await writeAudit(tx, staff, {
      action: 'balance.reject', target: `adjustment:${id}`, before: wire(a, ADJUSTMENT_STATE.pending), after: wire(a, ADJUSTMENT_STATE.rejected), reason,
    }, now);
    return wire(a, ADJUSTMENT_STATE.rejected);
  });
}

/** The approval queue (and history): -1 all states. */
export async function listAdjustments(db: Db, state: number, page: number, pageSize: number) {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    SELECT j.id::text AS id, j.created_at AS at, j.user_id::text AS "userId", u.nickname, j.account_type AS account,
      to_char(j.amount / 100.0, 'FM999999999990.00') AS amount, j.reason, j.state, rq.name AS "requestedBy", dc.name AS "decidedBy",
      count(*) OVER ()::text AS total_rows
    FROM balance_adjustments j JOIN users u ON u.id = j.user_id JOIN staff rq ON rq.id = j.requested_by LEFT JOIN staff dc ON dc.id = j.decided_by
    WHERE (${state} = -1 OR j.state = ${state})
    ORDER BY j.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const total = rows.length ? Number(rows[0].total_rows) : 0;
  return {
    list: rows.map(({ total_rows: _t, ...r }) => ({ ...r, at: new Date(r.at as string).toISOString() })),
    total, page, pageSize,
  };
}
