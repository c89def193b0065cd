// The statements of an opening (design.md, "Several instances": hot paths are few round trips of
// prepared statements). Whatever the number of cases, an opening is two statements inside its
// transaction: the idempotency claim with the nonces, then the payment with everything it buys and
// the stored answer. On PostgreSQL BEGIN travels with the first and COMMIT with the second
// (db/pipelined.ts): two round trips, the first statement also checking the session and the gate.
// When this process guessed the nonces right (OPEN_GUESSED), the two leave in one write: one.
import { MAX_OPEN } from '../../../../shared/constants.ts';
import { refuseSql } from '../../../db/refuse.ts';
import { statement } from '../../../db/statements.ts';
import { userExternalCtes } from '../../wallet/user-external.ts';
import { FEN_TEXT } from '../../wallet/fen-text.ts';
import { postingsSql } from '../../wallet/postings-sql.ts';
import { POINTS_HOUSE } from '../../points/earn.ts';
import { sessionGateReadColumns, sessionGateReadCtes } from '../../protection/gate.ts';

/** What OPEN_GUESSED raises when the opening cannot be the one guessed. */
export const GUESS_MISSED = 'GUESS_MISSED';

/**
 * The rows 1..$2 (the number of cases, at most MAX_OPEN). A series with a constant bound, filtered:
 * `generate_series(1, $2)` is estimated at 1,000 rows in a generic plan, so PostgreSQL judged the
 * generic plan dearer than a custom one and planned the claim afresh on every opening.
 */
const upToCount = (count: string) => `generate_series(1, ${MAX_OPEN}) AS g (n) WHERE n <= ${count}`;

/**
 * What TAKE_NONCES returns (`count` the parameter of the number of cases): the pair, the first nonce taken, the player's face (with their member
 * level and what they wear, for the feed), whether someone brought them (`promoted`: only then does the opening run the
 * rebate's statement, promo/rebate.ts; an opening by anyone else costs nothing more), the reserved ids
 * (not for a paid opening, whose payment draws its own: PAY_AND_STORE).
 */
const taken = (count: string, ids = true) => `s.id::text AS seed_id, s.server_seed, s.client_seed, (s.next_nonce - ${count})::int AS first_nonce,
    u.nickname, u.avatar, u.vip_level::int AS vip_level, u.avatar_frame, u.name_colour,
    EXISTS (SELECT 1 FROM referrals rf WHERE rf.promoted_id = u.id) AS promoted${ids ? `,
    (SELECT array_agg(nextval('rolls_id_seq')::text) FROM ${upToCount(count)}) AS roll_ids,
    (SELECT array_agg(nextval('backpack_items_id_seq')::text) FROM ${upToCount(count)}) AS item_ids` : ''}`;

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
  RETURNING ${taken('$2')}`);

/**
 * The Idempotency-Key's claim ($3 key, $4 request hash) and, when it is ours, TAKE_NONCES, in one
 * statement. Always one row: `claimed` false means the key was used before (a concurrent first
 * use makes the insert wait for that transaction), and the caller reads its stored answer;
 * `seed_id` null with `claimed` true means TAKE_NONCES found no pair (see there).
 */
const claimAndTakeNonces = (name: string, ids: boolean) => statement(name, `
  WITH claim AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $3, $4) ON CONFLICT DO NOTHING RETURNING 1
  ), taken AS (
    UPDATE fair_seeds s SET next_nonce = s.next_nonce + $2
    FROM users u
    WHERE s.user_id = $1 AND s.active AND u.id = s.user_id AND EXISTS (SELECT 1 FROM claim)
    RETURNING ${taken('$2', ids)}
  )
  SELECT EXISTS (SELECT 1 FROM claim) AS claimed, taken.* FROM (VALUES (1)) AS one (x) LEFT JOIN taken ON true`);

/** For a free opening, whose statement writes the reserved ids. */
export const CLAIM_AND_TAKE_NONCES = claimAndTakeNonces('open_claim_take_nonces', true);
/** For a paid opening by a player already checked (the payment draws the ids). */
export const PAID_CLAIM_AND_TAKE_NONCES = claimAndTakeNonces('open_paid_claim_take_nonces', false);

/**
 * CLAIM_AND_TAKE_NONCES for a player known by their session, which the statement checks with the
 * protection gate first (protection/gate.ts sessionGateReadCtes: $1-$5 the session, $6 the action):
 * the key ($8, request hash $9) is claimed and $7 nonces taken only for a live session whose player
 * may play now. The session's and the gate's columns come first; `claimed` false with `ok` true
 * means the key was used before. So an opening over HTTP is two round trips: this with BEGIN, the
 * payment with COMMIT. The session's last use and the play noted, when due (at most once a minute),
 * are written after that transaction (gate.ts noteSessionPlay), not in it: only reads here, so it
 * takes no row lock a game's own statements could meet in another order.
 */
export const SESSION_CLAIM_AND_TAKE_NONCES = statement('open_session_claim_take_nonces', `
  WITH ${sessionGateReadCtes('$6::text')}, claim AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash)
    SELECT user_id, $8, $9 FROM live WHERE (SELECT ok FROM verdict)
    ON CONFLICT DO NOTHING RETURNING 1
  ), taken AS (
    UPDATE fair_seeds s SET next_nonce = s.next_nonce + $7
    FROM users u
    WHERE s.user_id = (SELECT user_id FROM live) AND s.active AND u.id = s.user_id AND EXISTS (SELECT 1 FROM claim)
    RETURNING ${taken('$7', false)}
  )
  SELECT ${sessionGateReadColumns('$6::text')}, EXISTS (SELECT 1 FROM claim) AS claimed, taken.*
  FROM (VALUES (1)) AS one (x) LEFT JOIN taken ON true`);

/**
 * The first statement of an opening whose nonces were guessed (seed-guesses.ts): as
 * SESSION_CLAIM_AND_TAKE_NONCES ($1-$9), but the nonces taken must be the guessed ones ($10 the
 * pair, $11 its next nonce, $12 its client seed, $13 the player), so that the payment, rolled on
 * them, can be sent in the same write (db/pipelined.ts `both`) and the opening is one round trip.
 * Anything but that raises GUESS_MISSED, which rolls the transaction back with its claim: a session
 * no longer live, the gate's refusal, a key used before, a rotation, a new client seed, another
 * opening that took the nonces first, or a player someone brought (whose rebate needs a statement
 * of its own); the opening then goes the two-round-trip way, which answers each of them. Returns
 * the gate's columns and the player's face for the feed.
 */
export const OPEN_GUESSED = statement('open_guessed', `
  WITH ${sessionGateReadCtes('$6::text')}, claim AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash)
    SELECT user_id, $8, $9 FROM live WHERE (SELECT ok FROM verdict) AND user_id = $13
    ON CONFLICT DO NOTHING RETURNING 1
  ), taken AS (
    UPDATE fair_seeds s SET next_nonce = s.next_nonce + $7
    FROM users u
    WHERE s.id = $10 AND s.next_nonce = $11 AND s.client_seed = $12 AND s.active AND s.user_id = $13
      AND u.id = s.user_id AND EXISTS (SELECT 1 FROM claim)
      AND NOT EXISTS (SELECT 1 FROM referrals rf WHERE rf.promoted_id = u.id)
    RETURNING u.nickname, u.avatar, u.vip_level::int AS vip_level, u.avatar_frame, u.name_colour
  )
  SELECT ${sessionGateReadColumns('$6::text')}, taken.*, CASE WHEN taken.nickname IS NULL THEN ${refuseSql(`'${GUESS_MISSED}'`)} END AS missed
  FROM (VALUES (1)) AS one (x) LEFT JOIN taken ON true`);

/**
 * The version rolled ($9 case, $10 version) is still the case's current one and the case is not
 * retired: read in the statement's own snapshot, so a process whose catalogue has not yet heard of a
 * new version or a retirement (catalogue.ts refreshes every few seconds) refuses instead of selling it.
 */
const ON_SALE = 'EXISTS (SELECT 1 FROM boxes WHERE id = $9 AND current_version = $10 AND retired_at IS NULL)';

/**
 * The ids of the rolls and items an opening writes, drawn here, one pair per case ($13 the nonces),
 * so that a statement sent before the nonces were taken (OPEN_GUESSED) can write them too.
 */
const IDS = `ids AS (
    SELECT n, nextval('rolls_id_seq') AS rid, nextval('backpack_items_id_seq') AS iid
    FROM ${upToCount('cardinality($13::int[])')} AND EXISTS (SELECT 1 FROM acct)
  )`;

/**
 * The debit ($1-$6, wallet/user-external.ts), the points it earns ($22, credited from house:points
 * in the same ledger transaction; 0 posts nothing: points/earn.ts), every roll of the opening and
 * the item each one won (multi-row inserts, their ids drawn by IDS), and the answer stored under the
 * claimed key ($20): the app's ($21) with each drop's ids, the balance and the points written in
 * from the statement's own results, and returned (`answer`) so that what is sent is what a replay
 * gets. One row, or a refusal raised (db/refuse.ts) when nothing was written: BOX_CHANGED when the
 * version is no longer on sale (ON_SALE), else INSUFFICIENT_BALANCE. An error, not an answer,
 * because its COMMIT is already sent (db/pipelined.ts).
 */
export const PAY_AND_STORE = statement('open_pay_store', `
  WITH ${userExternalCtes(ON_SALE)},
  pa AS (
    UPDATE accounts SET balance = balance + $22::bigint
    WHERE user_id = $1 AND type = 'points' AND $22::bigint > 0 AND EXISTS (SELECT 1 FROM acct)
    RETURNING id, balance
  ), pp AS (
    ${postingsSql({ tx: 't', account: 'pa', amount: '$22::bigint', external: `'${POINTS_HOUSE}'` })}
  ), pts AS (
    SELECT COALESCE((SELECT balance FROM pa), (SELECT balance FROM accounts WHERE user_id = $1 AND type = 'points')) AS balance
  ), ${IDS}, r AS (
    INSERT INTO rolls (id, user_id, seed_id, game, client_seed, nonce, ticket, range, ticket_from, ticket_to,
      box_id, box_version, ornament_id, price, created_at)
    SELECT ids.rid, $1, $7, 'case', $8, x.nonce, x.ticket, $12, x.tf, x.tt, $9, $10, x.orn, x.prc, $11
    FROM unnest($13::int[], $14::int[], $15::int[], $16::int[], $17::int[], $18::bigint[]) WITH ORDINALITY AS x (nonce, ticket, tf, tt, orn, prc, n)
    JOIN ids USING (n)
  ), i AS (
    INSERT INTO backpack_items (id, user_id, ornament_id, module_id, price, roll_id, box_id, created_at, updated_at)
    SELECT ids.iid, $1, y.orn, $19, y.price, ids.rid, $9, $11, $11
    FROM unnest($17::int[], $18::bigint[]) WITH ORDINALITY AS y (orn, price, n) JOIN ids USING (n)
  ), answer AS (
    SELECT jsonb_set(jsonb_set(jsonb_set($21::jsonb,
        '{data,drops}', (SELECT jsonb_agg(e.d || jsonb_build_object('id', ids.iid::text, 'rollId', ids.rid::text) ORDER BY e.n)
          FROM jsonb_array_elements($21::jsonb -> 'data' -> 'drops') WITH ORDINALITY AS e (d, n) JOIN ids USING (n))),
        '{data,balance}', to_jsonb(${FEN_TEXT('acct.balance')})),
        '{data,points}', to_jsonb(${FEN_TEXT('pts.balance')})) AS body
    FROM acct, pts
  ), k AS (
    UPDATE idempotency_keys SET http_status = 200, response = answer.body FROM answer WHERE user_id = $1 AND key = $20
  )
  SELECT (SELECT body FROM answer)::text AS answer,
    (SELECT array_agg(rid::text ORDER BY n) FROM ids) AS roll_ids, (SELECT array_agg(iid::text ORDER BY n) FROM ids) AS item_ids,
    CASE WHEN acct.balance IS NULL THEN ${refuseSql(`CASE WHEN ${ON_SALE} THEN 'INSUFFICIENT_BALANCE' ELSE 'BOX_CHANGED' END`)} ELSE true END AS paid
  FROM pts LEFT JOIN acct ON true`);
