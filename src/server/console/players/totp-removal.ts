// Removing a player's authenticator for them, when they lost it and its recovery codes: until now
// only possible in the database. One staff member proposes it with a reason; a second, independent
// one approves (../independence.ts), because one insider who could strip a player's second factor
// alone could then take the account over with a stolen password. Like balance adjustments: the
// proposer can never approve (checked here and by the table's CHECK), and two approvers racing
// remove it once (the proposal row is locked, and its state moves only from pending).
//
// The proposal names the enrolment it is about (user_totp.enabled_at when it was made). If the
// player turned the authenticator off or set up a new one since, approving removes nothing: the
// proposal is closed as stale (state 4, committed and audited) and the approver is told so, so a
// new authenticator is never removed on the strength of a proposal about the old one.
//
// Approving also ends every session of the player (the same helper as a password reset by SMS): if
// the lost device or the account was in someone else's hands, whatever is signed in must sign in
// again, now without the second factor, with the password or an SMS code. The player gets an inbox
// message (rendered in their language when read) saying support removed it.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { revokeAllSessions } from '../../modules/auth/sessions.ts';
import { postMessage } from '../../modules/inbox/post.ts';
import { chinaDateTime } from '../../modules/withdrawals/trade-hold.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { assertIndependent } from '../independence.ts';

export const TOTP_REMOVAL_STATE = { pending: 0, approved: 1, rejected: 2, cancelled: 3, stale: 4 } as const;

export interface TotpRemoval {
  id: string;
  userId: string;
  state: number;
}

interface RemovalRow {
  id: bigint;
  userId: bigint;
  enabledAt: string;
  requestedBy: bigint;
  state: number;
}

const wire = (r: { id: bigint; userId: bigint }, state: number): TotpRemoval => ({ id: r.id.toString(), userId: r.userId.toString(), state });

const isUniqueViolation = (e: unknown): boolean => {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Proposes removing the player's authenticator; it waits for a second, independent staff member. */
export async function proposeTotpRemoval(db: Db, staff: StaffActor, userId: bigint, reason: string, now: Date): Promise<TotpRemoval> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await queryRows<{ id: string }>(tx, sql`SELECT id::text AS id FROM users WHERE id = ${userId}`);
      if (!user) throw new AppError('PLAYER_NOT_FOUND');
      // Only a confirmed authenticator: a secret being set up (not confirmed yet) guards nothing.
      const [totp] = await queryRows<{ enabled_at: string }>(tx, sql`
        SELECT enabled_at::text AS enabled_at FROM user_totp WHERE user_id = ${userId} AND secret IS NOT NULL AND enabled_at IS NOT NULL`);
      if (!totp) throw new AppError('TOTP_REMOVAL_NONE');
      // The enrolment is copied in SQL (microseconds and all), so the approval compares it exactly.
      const [row] = await queryRows<{ id: string }>(tx, sql`
        INSERT INTO totp_removals (user_id, enabled_at, reason, requested_by, created_at)
        SELECT ${userId}, t.enabled_at, ${reason}, ${staff.id}, ${now.toISOString()}::timestamptz FROM user_totp t WHERE t.user_id = ${userId}
        RETURNING id::text AS id`);
      const answer = wire({ id: BigInt(row.id), userId }, TOTP_REMOVAL_STATE.pending);
      await writeAudit(tx, staff, { action: 'player.totpRemovePropose', target: `user:${userId}`, after: { ...answer, enabledAt: totp.enabled_at }, reason }, now);
      return answer;
    });
  } catch (e) {
    // One open proposal per player (a partial unique index): a second one, even racing, is refused.
    if (isUniqueViolation(e)) throw new AppError('TOTP_REMOVAL_PENDING');
    throw e;
  }
}

async function lockPending(tx: Tx, id: bigint): Promise<RemovalRow> {
  const [r] = await queryRows<{ id: string; user_id: string; enabled_at: string; requested_by: string; state: number }>(tx, sql`
    SELECT id::text, user_id::text, enabled_at::text, requested_by::text, state FROM totp_removals WHERE id = ${id} FOR UPDATE`);
  if (!r) throw new AppError('TOTP_REMOVAL_NOT_FOUND');
  return { id: BigInt(r.id), userId: BigInt(r.user_id), enabledAt: r.enabled_at, requestedBy: BigInt(r.requested_by), state: r.state };
}

/** Moves a pending proposal to `state`; CONSOLE_ALREADY_DECIDED when it is pending no longer. */
async function decide(tx: Tx, r: RemovalRow, state: number, staff: StaffActor, now: Date): Promise<void> {
  const done = await queryRows<{ one: number }>(tx, sql`
    UPDATE totp_removals SET state = ${state}, decided_by = ${staff.id}, decided_at = ${now.toISOString()}::timestamptz
    WHERE id = ${r.id} AND state = ${TOTP_REMOVAL_STATE.pending} RETURNING 1 AS one`);
  if (!done.length) throw new AppError('CONSOLE_ALREADY_DECIDED');
}

async function lockForDecision(tx: Tx, id: bigint, staff: StaffActor): Promise<RemovalRow> {
  const r = await lockPending(tx, id);
  if (r.requestedBy === staff.id) throw new AppError('CONSOLE_OWN_CHANGE');
  if (r.state !== TOTP_REMOVAL_STATE.pending) throw new AppError('CONSOLE_ALREADY_DECIDED');
  return r;
}

/**
 * Approves as a second staff member independent of the proposer: removes the authenticator and its
 * recovery codes, ends the player's sessions and tells them, in one transaction. TOTP_REMOVAL_STALE
 * (the proposal closed, nothing removed) when the enrolment is not the one proposed for removal.
 */
export async function approveTotpRemoval(db: Db, staff: StaffActor, id: bigint, reason: string, now: Date): Promise<TotpRemoval> {
  const outcome = await db.transaction(async (tx) => {
    const r = await lockForDecision(tx, id, staff);
    await assertIndependent(tx, r.requestedBy, staff.id, now);
    // Locked, so the player's own turning off (a DELETE) waits for this approval or went first.
    const [current] = await queryRows<{ same: boolean }>(tx, sql`
      SELECT (secret IS NOT NULL AND enabled_at = ${r.enabledAt}::timestamptz) AS same FROM user_totp WHERE user_id = ${r.userId} FOR UPDATE`);
    if (!current?.same) {
      await decide(tx, r, TOTP_REMOVAL_STATE.stale, staff, now);
      await writeAudit(tx, staff, {
        action: 'player.totpRemoveStale', target: `totpRemoval:${id}`,
        before: wire(r, TOTP_REMOVAL_STATE.pending), after: { ...wire(r, TOTP_REMOVAL_STATE.stale), enrolment: current ? 'replaced' : 'none' }, reason,
      }, now);
      return { stale: true as const };
    }
    await decide(tx, r, TOTP_REMOVAL_STATE.approved, staff, now);
    const codes = await queryRows<{ one: number }>(tx, sql`DELETE FROM user_totp_recovery WHERE user_id = ${r.userId} RETURNING 1 AS one`);
    await tx.execute(sql`DELETE FROM user_totp WHERE user_id = ${r.userId}`);
    await revokeAllSessions(tx, r.userId);
    await postMessage(tx, {
      userId: r.userId, kind: 'security', title: 'inbox.security.totpRemoved.title', body: 'inbox.security.totpRemoved.body',
      params: { time: chinaDateTime(now) }, ref: `totp-removal:${id}`, now,
    });
    const answer = wire(r, TOTP_REMOVAL_STATE.approved);
    await writeAudit(tx, staff, {
      action: 'player.totpRemoveApprove', target: `totpRemoval:${id}`,
      before: { ...wire(r, TOTP_REMOVAL_STATE.pending), enabledAt: r.enabledAt }, after: { ...answer, recoveryCodesRemoved: codes.length }, reason,
    }, now);
    return { stale: false as const, answer };
  });
  // Thrown after the commit: the stale proposal stays closed, and the approver reads why.
  if (outcome.stale) throw new AppError('TOTP_REMOVAL_STALE');
  return outcome.answer;
}

export async function rejectTotpRemoval(db: Db, staff: StaffActor, id: bigint, reason: string, now: Date): Promise<TotpRemoval> {
  return db.transaction(async (tx) => {
    const r = await lockForDecision(tx, id, staff);
    await decide(tx, r, TOTP_REMOVAL_STATE.rejected, staff, now);
    await writeAudit(tx, staff, {
      action: 'player.totpRemoveReject', target: `totpRemoval:${id}`, before: wire(r, TOTP_REMOVAL_STATE.pending), after: wire(r, TOTP_REMOVAL_STATE.rejected), reason,
    }, now);
    return wire(r, TOTP_REMOVAL_STATE.rejected);
  });
}

/** The proposer takes back their own pending proposal (a mistake, or the player found their codes). */
export async function cancelTotpRemoval(db: Db, staff: StaffActor, id: bigint, reason: string, now: Date): Promise<TotpRemoval> {
  return db.transaction(async (tx) => {
    const r = await lockPending(tx, id);
    if (r.requestedBy !== staff.id) throw new AppError('TOTP_REMOVAL_NOT_YOURS');
    if (r.state !== TOTP_REMOVAL_STATE.pending) throw new AppError('CONSOLE_ALREADY_DECIDED');
    await decide(tx, r, TOTP_REMOVAL_STATE.cancelled, staff, now);
    await writeAudit(tx, staff, {
      action: 'player.totpRemoveCancel', target: `totpRemoval:${id}`, before: wire(r, TOTP_REMOVAL_STATE.pending), after: wire(r, TOTP_REMOVAL_STATE.cancelled), reason,
    }, now);
    return wire(r, TOTP_REMOVAL_STATE.cancelled);
  });
}

/** The approval queue (and history): -1 all states; `userId` narrows it to one player. */
export async function listTotpRemovals(db: Db, q: { state: number; userId?: bigint; page: number; pageSize: number }) {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    SELECT r.id::text AS id, r.created_at AS at, r.user_id::text AS "userId", u.nickname, r.reason, r.state,
      rq.name AS "requestedBy", dc.name AS "decidedBy", count(*) OVER ()::text AS total_rows
    FROM totp_removals r JOIN users u ON u.id = r.user_id JOIN staff rq ON rq.id = r.requested_by LEFT JOIN staff dc ON dc.id = r.decided_by
    WHERE (${q.state} = -1 OR r.state = ${q.state}) AND (${q.userId ?? null}::bigint IS NULL OR r.user_id = ${q.userId ?? null}::bigint)
    ORDER BY r.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const total = rows.length ? Number(rows[0].total_rows) : 0;
  return {
    list: rows.map(({ total_rows: _t, ...r }) => ({ ...r, at: new Date(r.at as string).toISOString() })),
    total, page: q.page, pageSize: q.pageSize,
  };
}
