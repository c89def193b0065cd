// The player's case openings for the record centre (GET api/profile/getMyOpeningPage), newest
// first, one row per opening. No table names an opening: it is the run of case rolls one request
// wrote (opening/statements.ts PAY_AND_STORE, rewards/coupons/open-free-statements.ts FREE_STORE),
// which share the seed pair, the case and its version and the instant, with consecutive nonces.
// One statement finds the runs among the player's case rolls (rolls_user_idx), counts them, and for
// the page's openings reads what the balance paid (the ledger transaction the opening posted, by its
// reference: ledger_transactions_ref_idx) and whether free cases paid instead (free_boxes marks the
// rolls it paid for). Two openings of one case by one player in the same millisecond on consecutive
// nonces would read as one row, with their counts and payments added: nothing else is merged.
import type { OpeningPrize, OpeningRecord } from '../../../shared/contracts/openings.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized } from '../../../shared/localized.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { run, statement } from '../../db/statements.ts';
import type { Catalogue } from './catalogue.ts';
import { toOrnament } from './ornaments.ts';

/**
 * $1 the player, $2 the page size, $3 the offset. Always one row: `total` the openings in all, the
 * rest null when the page holds none. A roll starts an opening unless the roll before it on the
 * same pair has the previous nonce, the same case and version and the same instant. `refs` are the
 * references a paid opening's ledger transaction may carry (pay.ts rollAndPrice: its first nonce).
 */
const MY_OPENINGS = statement('profile_my_openings', `
  WITH mine AS (
    SELECT r.id, r.seed_id, r.nonce, r.box_id, r.box_version, r.created_at, r.ornament_id, r.price,
      CASE WHEN lag(r.nonce) OVER w = r.nonce - 1 AND lag(r.box_id) OVER w = r.box_id
        AND lag(r.box_version) OVER w = r.box_version AND lag(r.created_at) OVER w = r.created_at THEN 0 ELSE 1 END AS starts
    FROM rolls r WHERE r.user_id = $1 AND r.game = 'case'
    WINDOW w AS (PARTITION BY r.seed_id ORDER BY r.nonce)
  ), runs AS (
    SELECT *, sum(starts) OVER (PARTITION BY seed_id ORDER BY nonce) AS run FROM mine
  ), openings AS (
    SELECT min(id) AS first_id, box_id, box_version, min(created_at) AS created_at, count(*) AS n,
      array_agg(id ORDER BY nonce) AS roll_ids,
      array_agg(id::text ORDER BY nonce) AS roll_texts,
      array_agg(ornament_id ORDER BY nonce) AS ornaments,
      array_agg(price::text ORDER BY nonce) AS prices,
      array_agg('case:' || box_id || 'v' || box_version || ':' || seed_id || ':' || nonce) AS refs
    FROM runs GROUP BY seed_id, run, box_id, box_version
  ), page AS (
    SELECT * FROM openings ORDER BY created_at DESC, first_id DESC LIMIT $2 OFFSET $3
  )
  SELECT (SELECT count(*) FROM openings)::int AS total,
    page.first_id::text AS id, page.box_id, page.box_version, page.created_at, page.n::int AS count,
    page.roll_texts AS roll_ids, page.ornaments, page.prices,
    pay.paid::text AS paid, free.n::int AS free
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN page ON true
  LEFT JOIN LATERAL (
    SELECT COALESCE(-sum(p.amount), 0) AS paid
    FROM ledger_transactions t
    JOIN postings p ON p.transaction_id = t.id
    JOIN accounts a ON a.id = p.account_id AND a.user_id = $1 AND a.type = 'main'
    WHERE t.ref = ANY(page.refs) AND t.kind = 'caseOpen'
  ) pay ON true
  LEFT JOIN LATERAL (
    SELECT count(*) AS n FROM free_boxes fb WHERE fb.user_id = $1 AND fb.state = 1 AND fb.roll_id = ANY(page.roll_ids)
  ) free ON true
  ORDER BY page.created_at DESC, page.first_id DESC`);

interface Row {
  total: number;
  id: string | null;
  box_id: number | null;
  box_version: number | null;
  created_at: Date | string | null;
  count: number | null;
  roll_ids: string[] | null;
  ornaments: number[] | null;
  prices: (string | null)[] | null;
  paid: string | null;
  free: number | null;
}

export interface OpeningRecordDeps {
  catalogue: Catalogue;
  recoveryPercent: number;
}

export async function myOpenings(db: Db, deps: OpeningRecordDeps, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<OpeningRecord>> {
  const rows = await run<Row>(db, MY_OPENINGS, [String(userId), q.pageSize, (q.page - 1) * q.pageSize]);
  const total = Number(rows[0]?.total ?? 0);
  const list = rows.filter((r) => r.id !== null).map((r) => toRecord(deps, r, lang));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

function toRecord(deps: OpeningRecordDeps, r: Row, lang: Lang): OpeningRecord {
  const box = deps.catalogue.boxes.get(Number(r.box_id));
  let recovery = 0n;
  const prizes: OpeningPrize[] = (r.ornaments ?? []).map((ornamentId, i) => {
    const row = deps.catalogue.ornaments.get(Number(ornamentId))!;
    // A roll made before rolls kept the price shows today's (as the published results do).
    const kept = r.prices?.[i];
    const price = kept == null ? row.price : BigInt(kept);
    const back = percentOf(price, deps.recoveryPercent);
    recovery += back;
    return { ...toOrnament(row, lang, price), rollId: r.roll_ids![i], recoveryPrice: formatFen(back) };
  });
  const free = Number(r.free ?? 0) > 0;
  return {
    id: r.id!,
    box: { boxId: Number(r.box_id), version: Number(r.box_version), name: box ? localized(box.name, lang) : '', image: box?.image ?? '' },
    prizes,
    recoveryPrice: formatFen(recovery),
    channel: free ? 'free' : 'balance',
    count: Number(r.count),
    payAmount: formatFen(free ? 0n : BigInt(r.paid ?? '0')),
    payState: free ? 'free' : 'paid',
    createTime: new Date(r.created_at!).toISOString(),
  };
}
