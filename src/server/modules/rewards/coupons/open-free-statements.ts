// The statements of a free case's opening (open-free.ts), beside the claim and nonces statement
// it shares with a paid opening (boxes/opening/statements.ts CLAIM_AND_TAKE_NONCES).
import { statement } from '../../../db/statements.ts';
import { FEN_TEXT } from '../../wallet/fen-text.ts';

/**
 * Takes `$4` of the player's unused, unexpired free cases of case `$2`, soonest expiry first, by a
 * conditional update: racing openings queue on the rows' locks and each row is taken once; fewer
 * rows than asked means the player does not hold that many (the caller refuses and rolls back).
 */
export const TAKE_FREE_BOXES = statement('free_box_take', `
  UPDATE free_boxes SET state = 1, opened_at = $3
  WHERE id IN (
    SELECT id FROM free_boxes
    WHERE user_id = $1 AND box_id = $2 AND state = 0 AND expires_at > $3
    ORDER BY expires_at, id LIMIT $4 FOR UPDATE
  ) AND state = 0
  RETURNING id::text AS id`);

/** $2 case, $3 version: still the current one and not retired (as a paid opening checks it). */
const ON_SALE = 'EXISTS (SELECT 1 FROM boxes WHERE id = $2 AND current_version = $3 AND retired_at IS NULL)';

/**
 * Every roll of the opening, the item each won, each free case marked with its roll and item,
 * and the answer stored under the claimed key with the balances as they are (nothing is paid).
 * Always one row; `on_sale` false: nothing was written (the caller refuses and rolls back).
 */
export const FREE_STORE = statement('free_box_store', `
  WITH r AS (
    INSERT INTO rolls (id, user_id, seed_id, game, client_seed, nonce, ticket, range, ticket_from, ticket_to,
      box_id, box_version, ornament_id, price, created_at)
    SELECT rid, $1, $4, 'case', $5, nonce, ticket, $7, tf, tt, $2, $3, orn, prc, $6
    FROM unnest($8::bigint[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $15::bigint[]) AS x(rid, nonce, ticket, tf, tt, orn, prc)
    WHERE ${ON_SALE}
  ), i AS (
    INSERT INTO backpack_items (id, user_id, ornament_id, module_id, price, roll_id, box_id, created_at, updated_at)
    SELECT iid, $1, orn, $16, price, rid, $2, $6, $6
    FROM unnest($14::bigint[], $13::int[], $15::bigint[], $8::bigint[]) AS y(iid, orn, price, rid)
    WHERE ${ON_SALE}
  ), f AS (
    UPDATE free_boxes fb SET roll_id = z.rid, item_id = z.iid
    FROM unnest($19::bigint[], $8::bigint[], $14::bigint[]) AS z(fid, rid, iid)
    WHERE fb.id = z.fid AND ${ON_SALE}
  ), bal AS (
    SELECT (SELECT balance FROM accounts WHERE user_id = $1 AND type = 'main') AS main,
           (SELECT balance FROM accounts WHERE user_id = $1 AND type = 'points') AS points
  ), k AS (
    UPDATE idempotency_keys SET http_status = 200, response = jsonb_set(jsonb_set($18::jsonb,
        '{data,balance}', to_jsonb(${FEN_TEXT('COALESCE(bal.main, 0)')})),
        '{data,points}', to_jsonb(${FEN_TEXT('COALESCE(bal.points, 0)')}))
    FROM bal WHERE user_id = $1 AND key = $17 AND ${ON_SALE}
  )
  SELECT ${ON_SALE} AS on_sale, COALESCE(bal.main, 0)::text AS balance, COALESCE(bal.points, 0)::text AS points FROM bal`);
