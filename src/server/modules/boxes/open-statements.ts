// The statements of an opening besides its debit (wallet/user-external.ts) (design.md, "Several
// instances": hot paths are few round trips of prepared statements). With the idempotency claim
// and the stored answer an opening of 1 to 5 cases costs the same five statements.
import { statement } from '../../db/statements.ts';

/**
 * Takes `$2` nonces from the player's active seed pair. The UPDATE takes the pair's row lock, so
 * concurrent openings of one player queue here and never share a nonce. Also reads what the feed
 * shows of the player and reserves the ids of the rolls and items to come, so the answer can be
 * written before they are inserted. No row: no active pair (first opening) or a rotation retired it.
 */
export const TAKE_NONCES = statement('open_take_nonces', `
  UPDATE fair_seeds s SET next_nonce = s.next_nonce + $2
  FROM users u
  WHERE s.user_id = $1 AND s.active AND u.id = s.user_id
  RETURNING s.id::text AS seed_id, s.server_seed, s.client_seed, (s.next_nonce - $2)::int AS first_nonce,
    u.nickname, u.avatar,
    (SELECT array_agg(nextval('rolls_id_seq')::text) FROM generate_series(1, $2)) AS roll_ids,
    (SELECT array_agg(nextval('backpack_items_id_seq')::text) FROM generate_series(1, $2)) AS item_ids`);

/** Every roll of the opening and the item each one won, as multi-row inserts in one statement. */
export const STORE_ROLLS_AND_ITEMS = statement('open_store', `
  WITH r AS (
    INSERT INTO rolls (id, user_id, seed_id, game, client_seed, nonce, ticket, range, ticket_from, ticket_to,
      box_id, box_version, ornament_id, created_at)
    SELECT rid, $1, $2, 'case', $3, nonce, ticket, $7, tf, tt, $4, $5, orn, $6
    FROM unnest($8::bigint[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[]) AS x(rid, nonce, ticket, tf, tt, orn)
  )
  INSERT INTO backpack_items (id, user_id, ornament_id, module_id, price, roll_id, box_id, created_at, updated_at)
  SELECT iid, $1, orn, $16, price, rid, $4, $6, $6
  FROM unnest($14::bigint[], $13::int[], $15::bigint[], $8::bigint[]) AS y(iid, orn, price, rid)`);
