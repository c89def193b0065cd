// The one way a take-back record changes after its request: a supplier's order (from a callback,
// a poll or the dispatcher) or an event (staff, the deadline, the dispatcher's hold or failure) is
// applied in ONE transaction. The record is locked, the steps come from transitions.ts (which
// refuses everything not listed, so replays, stale and out-of-order news change nothing), the
// record moves by a conditional update from the state it was read in, each step writes one
// withdrawal_events row, and the backpack item moves exactly once per step that changes its state
// (each move a conditional update that must hit its one row, or the whole change rolls back).
// A success posts the ledger (house:supplier -> house:withdrawals) and opens the Steam Trade
// Protection window; a reversal inside it re-dispatches once (new supplier ref, ledger reversed)
// or fails for good, and a reversal after it changes nothing. Live events go out after the commit.
import { and, eq } from 'drizzle-orm';
import { TRADE_PROTECTION_DAYS, WITHDRAW_STATE as S, type WithdrawState } from '../../../shared/withdrawal-constants.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SupplierOrder } from '../../providers/skins/supplier.ts';
import { localized } from '../../../shared/localized.ts';
import { SITE_LANGS } from '../../../shared/locales.ts';
import { postMessage } from '../inbox/post.ts';
import { houseAccountId, postTransaction } from '../wallet/ledger.ts';
import { scheduleAttempt, writeEvents, type EventRow } from './schedule.ts';
import { publishChange, type WithdrawalDeps, type WithdrawalRow } from './service.ts';
import { eventsToward, itemStateFor, transition, type WithdrawalEvent } from './transitions.ts';

export type ApplySource = 'dispatch' | 'callback' | 'poll' | 'deadline' | 'console';

export type ApplyInput =
  | { kind: 'order'; order: SupplierOrder }
  | { kind: 'event'; event: WithdrawalEvent; staffId?: bigint; note?: string };

export interface Applied {
  /** The record after (the same as before when nothing changed). */
  row: WithdrawalRow;
  before: WithdrawalRow;
  changed: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The item's name in every language (`name@<lang>`, inbox/service.ts paramsFor), so a zh-CN reader
 * reads the Chinese name, not Steam's English market name; that name only when the catalogue has
 * no entry for the item.
 */
function itemNameParams(wd: WithdrawalDeps, row: WithdrawalRow): Record<string, string> {
  const info = wd.catalogue.ornaments.get(row.ornamentId)?.info;
  return Object.fromEntries(SITE_LANGS.map((lang) => [`name@${lang}`, info ? localized(info.name, lang) : row.marketHashName]));
}

async function postLedger(tx: Tx, kind: 'withdrawal' | 'withdrawalReversal', ref: string, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  const supplier = await houseAccountId(tx, 'house:supplier');
  const owed = await houseAccountId(tx, 'house:withdrawals');
  const sign = kind === 'withdrawal' ? 1n : -1n;
  await postTransaction(tx, { kind, ref, postings: [{ accountId: supplier, amount: -sign * amount }, { accountId: owed, amount: sign * amount }] });
}

function orderDetail(o: SupplierOrder): Record<string, unknown> {
  return {
    orderId: o.orderId, status: o.status, ...(o.price !== undefined ? { price: String(o.price) } : {}),
    ...(o.tradeOfferId ? { tradeOfferId: o.tradeOfferId } : {}), ...(o.failure ? { failure: o.failure } : {}),
  };
}

/** Applies `input` to record `id` inside `tx` (locks it). Staff events that the state refuses throw WITHDRAW_WRONG_STATE. */
export async function applyInTx(tx: Tx, wd: WithdrawalDeps, id: bigint, input: ApplyInput, source: ApplySource, now: Date): Promise<Applied> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw new AppError('WITHDRAW_NOT_FOUND');
  const unchanged: Applied = { row, before: row, changed: false };
  const state = row.state as WithdrawState;

  let steps: WithdrawalEvent[];
  const order = input.kind === 'order' ? input.order : null;
  if (input.kind === 'order') {
    const order = input.order;
    // News of an earlier attempt (the order a reversal replaced): stale.
    if (order.ref !== row.supplierRef) return unchanged;
    steps = eventsToward(state, order, row.redispatches === 0);
    // A reversal after Steam Trade Protection ended changes nothing (the skin stays delivered).
    const last = steps.at(-1);
    if (last?.type === 'reversed' && state === S.success && row.protectedUntil && row.protectedUntil.getTime() <= now.getTime()) steps = steps.slice(0, -1);
  } else {
    if (!transition(state, input.event)) {
      if (source === 'console') throw new AppError('WITHDRAW_WRONG_STATE');
      return unchanged;
    }
    steps = [input.event];
  }
  if (steps.length === 0) return unchanged;

  const patch: Partial<typeof withdrawals.$inferInsert> = {};
  if (order) {
    patch.supplierOrderId = order.orderId;
    if (order.price !== undefined) patch.paidPrice = order.price;
    if (order.tradeOfferId) patch.tradeOfferId = order.tradeOfferId;
    if (order.offerExpiresAt) patch.offerExpiresAt = order.offerExpiresAt;
  }
  const staffId = input.kind === 'event' ? input.staffId ?? null : null;
  const events: EventRow[] = [];
  let at = state;
  let reason: string | null = row.reason;
  let ref = row.supplierRef;
  let redispatched = false;
  for (const ev of steps) {
    const t = transition(at, ev)!;
    const fromItem = itemStateFor(at);
    const toItem = itemStateFor(t.to);
    if (fromItem !== toItem) {
      const moved = await tx.update(backpackItems).set({ state: toItem, updatedAt: now })
        .where(and(eq(backpackItems.id, row.itemId), eq(backpackItems.state, fromItem)))
        .returning({ id: backpackItems.id });
      if (moved.length !== 1) throw new Error(`withdrawal ${id}: backpack item ${row.itemId} is not in state ${fromItem}`);
    }
    const paid = (patch.paidPrice ?? row.paidPrice) ?? row.value;
    if (t.to === S.success) {
      patch.deliveredAt = now;
      patch.protectedUntil = new Date(now.getTime() + TRADE_PROTECTION_DAYS * DAY_MS);
      await postLedger(tx, 'withdrawal', ref, paid);
    }
    // State 2 promises an offer id; a supplier that sent none still leaves the record consistent.
    if (t.to === S.awaitingReceipt && !patch.tradeOfferId && !row.tradeOfferId) patch.tradeOfferId = '';
    if (ev.type === 'reversed') {
      await postLedger(tx, 'withdrawalReversal', ref, paid);
      if (t.to === S.taking) {
        redispatched = true;
        ref = `wd${row.id}r1`;
        Object.assign(patch, {
          redispatches: 1, supplierRef: ref, supplierOrderId: null, paidPrice: null, tradeOfferId: null,
          offerExpiresAt: null, deliveredAt: null, protectedUntil: null,
        });
      }
    }
    if (ev.type === 'approve' || ev.type === 'reject') patch.reviewedBy = staffId;
    events.push({
      fromState: at, toState: t.to, event: ev.type, source, reason: t.reason, staffId,
      detail: { ...(order ? orderDetail(order) : {}), ...(input.kind === 'event' && input.note ? { note: input.note } : {}) },
    });
    at = t.to;
    reason = t.reason;
  }

  const [after] = await tx.update(withdrawals).set({ ...patch, state: at, reason, updatedAt: now })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.state, state)))
    .returning();
  if (!after) throw new Error(`withdrawal ${id} left state ${state} under its lock`);
  const eventIds = await writeEvents(tx, id, events, now);
  // The player's inbox: once per attempt and outcome (the (kind, ref) key keeps a replay from writing twice).
  if (at === S.success || at === S.failed) {
    await postMessage(tx, {
      userId: row.userId, kind: 'withdrawal', now, ref: `${ref}:${at}`,
      title: at === S.success ? 'inbox.withdrawal.success.title' : 'inbox.withdrawal.failed.title',
      body: at === S.success ? 'inbox.withdrawal.success.body' : 'inbox.withdrawal.failed.body',
      params: { ...itemNameParams(wd, row), ...(at === S.failed ? { reason: `withdraw.reason.${reason}` } : {}) },
    });
  }
  // A new attempt (staff approval, a reversal's re-dispatch): buy again, with a deadline of its own.
  if (at === S.taking && (redispatched || steps.at(-1)?.type === 'approve')) await scheduleAttempt(tx, id, eventIds.at(-1)!, now);
  return { row: after, before: row, changed: true };
}

/**
 * Applies `input` in a transaction of its own and publishes the change after the commit.
 * `within` runs in the same transaction after the change (the console's audit row).
 */
export async function applyToWithdrawal(
  wd: WithdrawalDeps,
  id: bigint,
  input: ApplyInput,
  source: ApplySource,
  within?: (tx: Tx, applied: Applied) => Promise<void>,
): Promise<Applied> {
  const now = wd.clock();
  const applied = await wd.db.transaction(async (tx) => {
    const a = await applyInTx(tx, wd, id, input, source, now);
    if (within) await within(tx, a);
    return a;
  });
  if (applied.changed) publishChange(wd, applied.row);
  return applied;
}
