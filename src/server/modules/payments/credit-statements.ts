// The statements of a provider's notification (design.md, "Several instances": hot paths are few
// round trips of prepared statements). Settling takes one statement, sent with BEGIN
// (db/pipelined.ts); crediting a paid order takes one more, whatever it pays: the deposit, the first
// deposit's bonus, its message, the member growth and the levels it reaches. Only what a newly
// reached level or a deposit coupon pays adds statements (service.ts), and those are rare.
import { PAY_STATE } from '../../../shared/contracts/pay.ts';
import { statement } from '../../db/statements.ts';
import { postingsSql } from '../wallet/postings-sql.ts';
import { growthSet, reachedLevelsInsert } from '../vip/growth.ts';

/**
 * Locks the order ($1) and, when the event matches it (provider $2, amount $5 in the order's
 * currency $6), records the event ($2, $3, status $4) and moves the order to its outcome at $7 if it
 * is still open to it: processing, or expired and paid (the money has left the player's pocket, so
 * it must arrive). Always one row: `user_id` null when there is no such order; `matches` false when
 * the event does not match it (nothing written); `fresh` false when the event id was seen before (a
 * replay, or an id reused, which the caller tells apart); `changed` true when the order moved.
 * The row lock serialises every event of one order: the one waiting reads the state the other left.
 */
export const SETTLE_ORDER = statement('pay_settle_order', `
  WITH o AS (
    SELECT id, user_id, provider, currency, amount, pay_amount, pay_state, coupon_id FROM recharge_orders WHERE id = $1 FOR UPDATE
  ), ok AS (
    SELECT * FROM o WHERE provider = $2 AND pay_amount = $5::bigint AND currency = $6
  ), e AS (
    INSERT INTO payment_events (provider, event_id, order_id, status) SELECT $2, $3, ok.id, $4 FROM ok
    ON CONFLICT DO NOTHING RETURNING 1
  ), s AS (
    UPDATE recharge_orders r SET pay_state = CASE WHEN $4 = 'paid' THEN ${PAY_STATE.completed} ELSE ${PAY_STATE.cancelled} END, updated_at = $7
    FROM ok WHERE r.id = ok.id AND EXISTS (SELECT 1 FROM e)
      AND (ok.pay_state = ${PAY_STATE.processing} OR (ok.pay_state = ${PAY_STATE.expired} AND $4 = 'paid'))
    RETURNING r.id
  )
  SELECT o.user_id::text AS user_id, o.provider = $2 AS mine, ok.id IS NOT NULL AS matches, o.amount::text AS amount,
    o.pay_state, o.coupon_id::text AS coupon_id, EXISTS (SELECT 1 FROM e) AS fresh, EXISTS (SELECT 1 FROM s) AS changed
  FROM (VALUES (1)) AS one (x) LEFT JOIN o ON true LEFT JOIN ok ON true`);

/** The provider's event id as first recorded: which order and outcome it was for. */
export const FIRST_EVENT = statement('pay_first_event', `
  SELECT order_id, status FROM payment_events WHERE provider = $1 AND event_id = $2`);

/**
 * Credits a paid order: $1 player, $2 order id, $3 amount (fen), $4 the provider's account code,
 * $5 the first deposit's bonus (fen, 0 for none), $6 and $7 the deposit message ({body, params})
 * with and without that bonus, $8 now. In one statement:
 * - the player's row: marked with its first deposit (only the first order ever to get there wins;
 *   order ids are unique, so "it is this order now" means this one won), the growth and the level
 *   (vip/growth.ts); its row lock serialises a player's deposits;
 * - the balance, moved once by the deposit and the bonus together; the ledger transactions
 *   'deposit' and, for a bonus, 'firstDepositBonus' after it (it reads the first's row), each
 *   balanced, with the balance after each;
 * - the deposit's message, and the rows of the member levels the growth reaches.
 * Returns the balance after, and the levels newly reached (json, for payLevelRewards).
 */
export const CREDIT_DEPOSIT = statement('pay_credit_deposit', `
  WITH f AS (
    UPDATE users SET first_deposit_order_id = COALESCE(users.first_deposit_order_id, $2), ${growthSet('$3::bigint')}
    WHERE users.id = $1
    RETURNING users.first_deposit_order_id = $2 AS first, users.growth
  ), acct AS (
    UPDATE accounts a SET balance = a.balance + $3::bigint + CASE WHEN f.first THEN $5::bigint ELSE 0 END
    FROM f WHERE a.user_id = $1 AND a.type = 'main'
    RETURNING a.id, a.balance, CASE WHEN f.first THEN $5::bigint ELSE 0 END AS bonus
  ), t AS (
    INSERT INTO ledger_transactions (kind, ref) SELECT 'deposit', $2 FROM acct RETURNING id
  ), tb AS (
    INSERT INTO ledger_transactions (kind, ref) SELECT 'firstDepositBonus', $2 FROM t, acct WHERE acct.bonus > 0 RETURNING id
  ), p AS (
    ${postingsSql(
      { tx: 't', account: 'acct', amount: '$3::bigint', balanceAfter: 'acct.balance - acct.bonus', external: '$4' },
      { tx: 'tb', account: 'acct', amount: 'acct.bonus', external: "'house:bonus'" },
    )}
  ), m AS (
    INSERT INTO messages (user_id, kind, title_key, body_key, params, ref, created_at)
    SELECT $1, 'deposit', 'inbox.deposit.title', x.msg->>'body', x.msg->'params', $2, $8
    FROM (SELECT CASE WHEN acct.bonus > 0 THEN $6::jsonb ELSE $7::jsonb END AS msg FROM acct) AS x
    ON CONFLICT DO NOTHING
  ), r AS (${reachedLevelsInsert({ userId: '$1', growth: 'f.growth', from: 'f', orderId: '$2', now: '$8' })}
  )
  SELECT acct.balance::text AS balance, COALESCE((SELECT json_agg(r) FROM r), '[]'::json) AS reached
  FROM acct`);
