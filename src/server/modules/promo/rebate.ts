// Partner rebates (the spec's "Promotion" fields). A promoted player's spending on cases, battles and
// dream pays their DIRECT inviter (one level only) a share of it, in the spending's own database
// transaction: it commits or rolls back with the spending, exactly once per spending (spend_ref is
// unique). The rules of the credit are written beside its one statement (rebate-statements.ts):
// who earns (flag 0 or 2, partner active), the level (the current table, by the partner's purchases
// BEFORE this spending), the amount (rounded down), what pays off `owed` first.
//
// A rebate is credited only once its spending is final, so that no refund can follow it and the
// partner may transfer it at once: a case opening or a dream is final when paid (nothing refunds
// them), a battle seat when its room starts (settle.ts; a dissolve refunds only waiting rooms, and a
// seat's rebate in the seat's own transaction would have paid the partner for a seat the house then
// refunded in full).
//
// A reversal remains for the battle seats rebated when taken, before that rule: their rows are
// `pending` (not transferable) until their room starts or is dissolved. It takes the rebate back:
// what reached the partner's secondary balance, as much as that balance still holds; the rest (and
// what had paid off an older debt) becomes partner_totals.owed, which later rebates pay off first.
// So, for every partner, (rebates and reversals posted to the secondary account) =
// partner_totals.reward + owed. A reversal never makes the player's refund fail: it runs under a
// savepoint, and if it cannot be done it is logged and left undone (the refund goes through).
import { sql } from 'drizzle-orm';
import type { RebateSource } from '../../../shared/level-constants.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { run, statement } from '../../db/statements.ts';
import { postUserExternal } from '../wallet/user-external.ts';
import { CREDIT_REBATE, MARK_REVERSED, REBATES_HOUSE } from './rebate-statements.ts';

export interface Spending {
  /** The player who spent (the promoted player). */
  userId: bigint;
  /** What they spent, fen (> 0). */
  spent: bigint;
  source: RebateSource;
  /** The spending's ledger ref: unique per spending, so a replay pays nothing twice. */
  spendRef: string;
  now: Date;
}

export interface Credited {
  partnerId: bigint;
  /** -1 when the spending does not count (the referral does not earn). */
  level: number;
  amount: bigint;
  offset: bigint;
}

/**
 * Records the spending in the referral book and pays the partner, in `tx` (the spending's
 * transaction). Null when the player has no partner, or the spending was recorded before.
 */
export async function creditRebate(tx: Tx, s: Spending): Promise<Credited | null> {
  if (s.spent <= 0n) return null;
  const [row] = await run<{ partner_id: string; level: number; amount: string; offset: string }>(tx, CREDIT_REBATE, [
    String(s.userId), String(s.spent), s.source, s.spendRef, s.now.toISOString(),
  ]);
  if (!row) return null;
  return { partnerId: BigInt(row.partner_id), level: Number(row.level), amount: BigInt(row.amount), offset: BigInt(row.offset) };
}

/**
 * Credits spendings that became final together (a started battle's seats), in `tx`. One query finds
 * which spenders have a partner (the others cost nothing more) and clears `pending` on any of these
 * spendings rebated earlier (now final, so transferable). The credits then run in partner id order:
 * two of them for the same partners lock their totals in one order, so they never deadlock.
 */
export async function creditFinalSpendings(tx: Tx, spendings: readonly Spending[]): Promise<void> {
  const counted = spendings.filter((s) => s.spent > 0n);
  if (counted.length === 0) return;
  const rows = await queryRows<{ promoted_id: string; partner_id: string }>(tx, sql`
    WITH matured AS (
      UPDATE referral_rebates SET pending = false
      WHERE pending AND spend_ref IN (${sql.join(counted.map((s) => sql`${s.spendRef}`), sql`, `)})
    )
    SELECT promoted_id::text AS promoted_id, partner_id::text AS partner_id FROM referrals
    WHERE promoted_id IN (${sql.join([...new Set(counted.map((s) => String(s.userId)))].map((id) => sql`${id}::bigint`), sql`, `)})`);
  const partnerOf = new Map(rows.map((r) => [r.promoted_id, BigInt(r.partner_id)]));
  const order = counted.filter((s) => partnerOf.has(String(s.userId))).sort((a, b) => {
    const pa = partnerOf.get(String(a.userId))!;
    const pb = partnerOf.get(String(b.userId))!;
    return pa < pb ? -1 : pa > pb ? 1 : a.spendRef < b.spendRef ? -1 : a.spendRef > b.spendRef ? 1 : 0;
  });
  for (const s of order) await creditRebate(tx, s);
}

/**
 * What of the partner's rebates reached their secondary balance and a reversal could still take
 * back (fen): not transferable until final (rewards/daily/transfer.ts).
 */
export async function pendingRebates(db: Db | Tx, partnerId: bigint): Promise<bigint> {
  const [row] = await queryRows<{ pending: string }>(db, sql`
    SELECT COALESCE(sum(amount - "offset"), 0)::text AS pending FROM referral_rebates
    WHERE partner_id = ${partnerId} AND pending AND reversed_at IS NULL`);
  return BigInt(row.pending);
}

const UNDO_REFERRAL = statement('promo_undo_referral', `
  UPDATE referrals SET purchases = GREATEST(purchases - $2::bigint, 0), rebate = GREATEST(rebate - $3::bigint, 0)
  WHERE promoted_id = $1::bigint`);

const LOCK_TOTALS = statement('promo_lock_totals', `
  SELECT t.owed::text AS owed, a.balance::text AS balance
  FROM partner_totals t JOIN accounts a ON a.user_id = t.user_id AND a.type = 'secondary'
  WHERE t.user_id = $1::bigint
  FOR UPDATE OF t, a`);

const UNDO_TOTALS = statement('promo_undo_totals', `
  UPDATE partner_totals SET purchases = GREATEST(purchases - $2::bigint, 0), reward = GREATEST(reward - $3::bigint, 0),
    owed = owed + $4::bigint
  WHERE user_id = $1::bigint`);

export interface Reversed {
  partnerId: bigint;
  /** Taken back from the partner's secondary balance. */
  takenBack: bigint;
  /** Added to partner_totals.owed. */
  owed: bigint;
}

/**
 * Reverses the rebate of the spending `spendRef` (once: later calls find it reversed), in `tx`.
 * Never throws: a failure is rolled back to its savepoint and logged; the caller's refund goes on.
 */
export async function reverseRebate(tx: Tx, spendRef: string, now: Date): Promise<Reversed | null> {
  try {
    return await tx.transaction(async (sp) => reverseIn(sp, spendRef, now));
  } catch (err) {
    console.error(`rebate reversal of ${spendRef} failed; the refund goes on without it`, err);
    return null;
  }
}

async function reverseIn(tx: Tx, spendRef: string, now: Date): Promise<Reversed | null> {
  const [row] = await run<{ promoted_id: string; partner_id: string; spent: string; level: number; amount: string; offset: string }>(
    tx, MARK_REVERSED, [spendRef, now.toISOString()]);
  if (!row) return null;
  const amount = BigInt(row.amount);
  const offset = BigInt(row.offset);
  await run(tx, UNDO_REFERRAL, [row.promoted_id, row.spent, row.amount]);
  if (Number(row.level) < 0) return { partnerId: BigInt(row.partner_id), takenBack: 0n, owed: 0n };

  // The same lock order as the credit: the partner's totals, then their secondary account.
  const [locked] = await run<{ owed: string; balance: string }>(tx, LOCK_TOTALS, [row.partner_id]);
  if (!locked) throw new Error(`partner ${row.partner_id} has no totals row`);
  const reached = amount - offset;
  const balance = BigInt(locked.balance);
  const takenBack = reached < balance ? reached : balance;
  if (takenBack > 0n) {
    await postUserExternal(tx, {
      userId: BigInt(row.partner_id), account: 'secondary', external: REBATES_HOUSE, amount: -takenBack,
      kind: 'rebateReversal', ref: `rebateReversal:${spendRef}`,
    });
  }
  // What had paid off an older debt is owed again, and so is what the balance could not give back.
  const owed = offset + (reached - takenBack);
  await run(tx, UNDO_TOTALS, [row.partner_id, row.spent, row.amount, String(owed)]);
  return { partnerId: BigInt(row.partner_id), takenBack, owed };
}
