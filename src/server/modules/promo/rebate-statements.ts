// The rebate's statements (design.md, "Several instances": a spending's hot path is a few round
// trips of prepared statements). CREDIT_REBATE is the whole credit in one statement; it runs only
// for a player who has a referral (the case opening's claim says so), so an opening by a player
// nobody brought costs nothing extra.
import { statement } from '../../db/statements.ts';
import { postingsSql } from '../wallet/postings-sql.ts';

/** The house account a rebate is paid from and taken back to. */
export const REBATES_HOUSE = 'house:rebates';

/**
 * $1 promoted player, $2 spent (fen, > 0), $3 source, $4 the spending's ledger ref, $5 now.
 *
 * - `r`: the player's referral; it earns (`earns`) only when its flag is 0 or 2, the partner's
 *   account is active (users.status 0), and the player is not and never was self-excluded (a
 *   self-exclusion ends the partner's rebates on the player for good; read from the exclusions
 *   rows, which nothing updates or deletes, so no flag review can bring them back).
 * - `pt`: the partner's totals, row-locked (FOR UPDATE returns the newest committed version after
 *   waiting), so one partner's rebates queue here and each sees the purchases of those before it.
 * - `lv`: the partner's level is the highest level of the CURRENT rebate table whose min_purchases
 *   is reached by partner_totals.purchases BEFORE this spending (this spending counts toward the
 *   next one). A table saved later applies from its time on; the row written keeps its ratio.
 * - `calc`: amount = spent × ratio_bp / 10000 rounded down (integer division of non-negatives);
 *   `off` first pays off what reversals could not take back (partner_totals.owed).
 *   A spending that does not count (the referral does not earn, or no totals row) is still
 *   recorded, with level -1 and nothing paid: the partner sees the purchase in referrals.purchases,
 *   and the row makes the credit exactly-once and its reversal exact, as for the others.
 * - `ins`: the one row per spending (spend_ref unique): a replay inserts nothing, and everything
 *   after is joined to `ins`, so it pays nothing twice.
 * - then referrals.purchases/rebate, partner_totals (counting spendings only), and the part that
 *   reaches the partner's secondary balance as ledger kind 'rebate' from house:rebates.
 * Returns one row when a spending was recorded (none when there is no referral or on a replay).
 */
export const CREDIT_REBATE = statement('promo_credit_rebate', `
  WITH r AS (
    SELECT rf.partner_id, (rf.flag IN (0, 2) AND p.status = 0
      AND NOT EXISTS (SELECT 1 FROM exclusions e WHERE e.user_id = $1::bigint AND e.kind = 'self')) AS earns
    FROM referrals rf JOIN users p ON p.id = rf.partner_id
    WHERE rf.promoted_id = $1::bigint
  ), pt AS (
    SELECT t.user_id, t.purchases, t.owed FROM partner_totals t JOIN r ON r.partner_id = t.user_id AND r.earns
    FOR UPDATE OF t
  ), lv AS (
    SELECT l.level, l.ratio_bp FROM rebate_levels l, pt
    WHERE l.table_id = (SELECT max(id) FROM level_tables WHERE kind = 'rebate') AND l.min_purchases <= pt.purchases
    ORDER BY l.level DESC LIMIT 1
  ), calc AS (
    SELECT r.partner_id,
      CASE WHEN pt.user_id IS NULL THEN -1 ELSE COALESCE(lv.level, 0) END AS level,
      CASE WHEN pt.user_id IS NULL THEN 0 ELSE COALESCE(lv.ratio_bp, 0) END AS ratio_bp,
      CASE WHEN pt.user_id IS NULL THEN 0::bigint ELSE $2::bigint * COALESCE(lv.ratio_bp, 0) / 10000 END AS amount,
      COALESCE(pt.owed, 0::bigint) AS owed
    FROM r LEFT JOIN pt ON true LEFT JOIN lv ON true
  ), ins AS (
    INSERT INTO referral_rebates (source, spend_ref, promoted_id, partner_id, spent, level, ratio_bp, amount, "offset", created_at)
    SELECT $3::text, $4::text, $1::bigint, partner_id, $2::bigint, level, ratio_bp, amount, LEAST(owed, amount), $5::timestamptz FROM calc
    ON CONFLICT (spend_ref) DO NOTHING
    RETURNING partner_id, level, amount, "offset"
  ), ur AS (
    UPDATE referrals rf SET purchases = rf.purchases + $2::bigint, rebate = rf.rebate + ins.amount
    FROM ins WHERE rf.promoted_id = $1::bigint
  ), ut AS (
    UPDATE partner_totals t SET purchases = t.purchases + $2::bigint, reward = t.reward + ins.amount, owed = t.owed - ins."offset"
    FROM ins WHERE t.user_id = ins.partner_id AND ins.level >= 0
  ), acct AS (
    UPDATE accounts a SET balance = a.balance + (ins.amount - ins."offset")
    FROM ins WHERE a.user_id = ins.partner_id AND a.type = 'secondary' AND ins.amount > ins."offset"
    RETURNING a.id, a.balance, ins.amount - ins."offset" AS paid
  ), t AS (
    INSERT INTO ledger_transactions (kind, ref) SELECT 'rebate', 'rebate:' || $4::text FROM acct RETURNING id
  ), p AS (
    ${postingsSql({ tx: 't', account: 'acct', amount: 'acct.paid', external: `'${REBATES_HOUSE}'` })}
  )
  SELECT ins.partner_id::text AS partner_id, ins.level, ins.amount::text AS amount, ins."offset"::text AS "offset"
  FROM ins`);

/**
 * Marks a spending's rebate reversed, once: $1 spend ref, $2 now. No row: none, or reversed before.
 * A reversed rebate is no longer pending: there is nothing left to hold back.
 */
export const MARK_REVERSED = statement('promo_mark_reversed', `
  UPDATE referral_rebates SET reversed_at = $2::timestamptz, pending = false WHERE spend_ref = $1::text AND reversed_at IS NULL
  RETURNING promoted_id::text AS promoted_id, partner_id::text AS partner_id, spent::text AS spent, level,
    amount::text AS amount, "offset"::text AS "offset"`);
