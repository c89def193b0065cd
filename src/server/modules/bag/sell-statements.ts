// The statements of a sale back to the house (design.md, "Several instances": hot paths are few
// round trips of prepared statements): the Idempotency-Key's claim with the items' change of state,
// sent with BEGIN, then the credit with its message and the stored answer, sent with COMMIT
// (db/pipelined.ts). With the session's check, three round trips whatever the number of items.
import { ITEM_STATE } from '../../../shared/constants.ts';
import { statement } from '../../db/statements.ts';
import { FEN_TEXT } from '../wallet/fen-text.ts';
import { userExternalCtes } from '../wallet/user-external.ts';

/**
 * Claims the key ($2, request hash $3) for the player ($1) and, when it is ours, takes the items
 * ($4) that are theirs and still in the backpack out of it at $5: a conditional update, so racing
 * sales (or a sale racing a withdrawal) let exactly one win each item. Always one row: `claimed`
 * false means the key was used before (the caller reads its stored answer); `prices` holds the
 * price of each item taken, which the caller compares with what was asked.
 */
export const CLAIM_AND_SELL = statement('bag_claim_sell', `
  WITH claim AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1
  ), sold AS (
    UPDATE backpack_items SET state = ${ITEM_STATE.sold}, updated_at = $5
    WHERE id = ANY ($4::bigint[]) AND user_id = $1 AND state = ${ITEM_STATE.inBag} AND EXISTS (SELECT 1 FROM claim)
    RETURNING price
  )
  SELECT EXISTS (SELECT 1 FROM claim) AS claimed, COALESCE((SELECT array_agg(price::text) FROM sold), '{}') AS prices`);

/**
 * Pays the sale: the credit ($1-$6, wallet/user-external.ts; nothing is posted when the amount $3
 * is 0), the sale's message ($7 its params, at $8, one per sale: its ref is $6), and the answer
 * stored under the key ($9), its balance written from the balance after ($10 the answer without it).
 */
export const PAY_SALE_AND_STORE = statement('bag_pay_sale_store', `
  WITH ${userExternalCtes('$3::bigint > 0')},
  bal AS (
    SELECT COALESCE((SELECT balance FROM acct), (SELECT balance FROM accounts WHERE user_id = $1 AND type = $2)) AS balance
  ), m AS (
    INSERT INTO messages (user_id, kind, title_key, body_key, params, ref, created_at)
    VALUES ($1, 'sale', 'inbox.sale.title', 'inbox.sale.body', $7::jsonb, $6, $8)
    ON CONFLICT DO NOTHING
  ), k AS (
    UPDATE idempotency_keys SET http_status = 200, response = jsonb_set($10::jsonb, '{data,balance}', to_jsonb(${FEN_TEXT('bal.balance')}))
    FROM bal WHERE user_id = $1 AND key = $9
  )
  SELECT bal.balance::text AS balance FROM bal`);
