// Opening cases, exactly once per Idempotency-Key: one database transaction claims the key and
// takes nonces from the player's locked seed pair, rolls each ticket, then debits the price,
// stores each roll, puts each item in the backpack and stores the answer: two statements
// (open-statements.ts) whatever the number of cases, the first sent with BEGIN and the second with
// COMMIT (db/pipelined.ts). A refusal (the balance does not cover it, or the version is no longer
// on sale) is raised by the second, which rolls back the claim too, so a retry is judged afresh.
// A case coupon (issue 18) adds one statement, only when one is named: it is used by a conditional
// update in this transaction, and its `off` comes off the debit (a refusal rolls it all back).
// Over HTTP the first statement also checks the session and the protection gate (the player is
// named by their session, Opener): an opening is then two round trips in all, where requirePlayer
// before the transaction made it three. The session's last use and the play, when due to be noted
// (once a minute), are written after the transaction by the gate's own statement.
// The live feed hears about the drops only after that transaction commits (routes.ts).
import { TICKETS, type OpenBoxResult } from '../../../shared/contracts/box.ts';
import { MODULE } from '../../../shared/contracts/bag.ts';
import type { Envelope } from '../../../shared/contracts/envelope.ts';
import type { DropRecord } from '../../../shared/contracts/feed.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { pipelinedTransaction, type Pipelined } from '../../db/pipelined.ts';
import { fromRefusal } from '../../db/refuse.ts';
import { run, type Statement } from '../../db/statements.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { storedAnswer, type StoredAnswer } from '../../http/idempotency.ts';
import { pointsEarned } from '../points/earn.ts';
import { creditRebate } from '../promo/rebate.ts';
import { judgeSession, noteSessionPlay, type SessionVerdict } from '../protection/gate.ts';
import { useCaseCoupon } from '../rewards/coupons/case-coupon.ts';
import { onSale, type Catalogue } from './catalogue.ts';
import { feedDrops, rollArrays, rollCases, takeNoncesAfresh, type TakenNonces } from './open-roll.ts';
import { CLAIM_AND_TAKE_NONCES, PAY_AND_STORE, SESSION_CLAIM_AND_TAKE_NONCES } from './open-statements.ts';

interface PaidRow {
  balance: string;
  points: string;
}

/** What the payment refuses with (open-statements.ts PAY_AND_STORE): staff changed the case, or the balance is short. */
const PAY_REFUSALS = ['BOX_CHANGED', 'INSUFFICIENT_BALANCE'] as const;

export interface OpenDeps {
  catalogue: Catalogue;
  recoveryPercent: number;
  /** POINTS_EARN_PERCENT: the share of the price earned as points (points/earn.ts). */
  pointsEarnPercent: number;
}

/**
 * Who opens: a player already checked (`userId`), or the session presenting the request (`session`,
 * sessionParams of its token: $1-$6), which the opening's first statement checks with the
 * protection gate (SESSION_CLAIM_AND_TAKE_NONCES): one round trip less than requirePlayer first.
 */
export type Opener = { userId: bigint } | { session: string[] };

export interface OpenRequest {
  by: Opener;
  boxId: number;
  count: number;
  lang: Lang;
  now: Date;
  /** The Idempotency-Key and the request's fingerprint (idempotency.ts). */
  key: string;
  fingerprint: string;
  /** A case coupon to use on this opening (issue 18). */
  couponId?: string;
}

export interface Opened {
  answer: StoredAnswer<Envelope<OpenBoxResult>>;
  /** For the live feed, in zh-CN (the feed's language); empty on a replay (published the first time). */
  feed: DropRecord[];
}

type Claim = { claimed: boolean } & Partial<TakenNonces> & Partial<SessionVerdict>;

export async function openBoxOnce(db: Db, deps: OpenDeps, req: OpenRequest): Promise<Opened> {
  const { by } = req;
  if (!onSale(deps.catalogue.boxes.get(req.boxId))) throw new AppError('BOX_NOT_FOUND');
  let noteDue = false;
  try {
    return await pipelinedTransaction(db, async (p) => {
      if ('userId' in by) {
        const [claim] = await p.first<Claim>(CLAIM_AND_TAKE_NONCES, [String(by.userId), req.count, req.key, req.fingerprint]);
        return afterClaim(p, deps, req, by.userId, claim);
      }
      const [verdict] = await p.first<Claim & SessionVerdict>(SESSION_CLAIM_AND_TAKE_NONCES, [...by.session.slice(0, 5), 'case', req.count, req.key, req.fingerprint]);
      noteDue = verdict.note_due === true;
      return afterClaim(p, deps, req, judgeSession(verdict, 'case'), verdict);
    });
  } finally {
    // A refusal (the gate's, or the payment's) notes the session's use too, as a request's check always did.
    if (noteDue && 'session' in by) await noteSessionPlay(db, by.session, 'case');
  }
}

/** The rest of an opening, once its key is claimed (or found used before) for `userId`. */
async function afterClaim(p: Pipelined, deps: OpenDeps, req: OpenRequest, userId: bigint, claim: Claim): Promise<Opened> {
  const { count, lang, now } = req;
  const box = deps.catalogue.boxes.get(req.boxId)!;
  const version = box.current;
  const { last } = p;
  if (!claim.claimed) return { answer: await storedAnswer<Envelope<OpenBoxResult>>(p.tx, { ...req, userId }), feed: [] };
  const seed = claim.seed_id ? claim as TakenNonces : await takeNoncesAfresh(p.tx, userId, count);

  const { won, drops } = rollCases(seed, count, version, deps.catalogue, deps.recoveryPercent, lang);
  const price = version.price * BigInt(count);
  const spendRef = `case:${box.id}v${version.version}:${seed.seed_id}:${seed.first_nonce}`;
  // Points and the partner's rebate are on what was paid, after the coupon.
  const cost = req.couponId === undefined ? price
    : price - await useCaseCoupon(p.tx, { couponId: req.couponId, userId, boxId: box.id, price, ref: spendRef, now });
  // The balance and points after the debit are written into the stored answer by the statement
  // itself; what was paid is known now, so a replay answers it too.
  const result: OpenBoxResult = { drops, balance: '', points: '', paid: formatFen(cost) };
  const body = ok(result);
  const a = rollArrays(won);
  // The partner's rebate is one more statement after the payment, for a player someone brought:
  // then the payment is not the transaction's last.
  const pay = seed.promoted ? (st: Statement, values: unknown[]) => run<PaidRow>(p.tx, st, values) : last<PaidRow>;
  const [paid] = await pay(PAY_AND_STORE, [
    String(userId), 'main', String(-cost), 'house:revenue', 'caseOpen', spendRef,
    seed.seed_id, seed.client_seed, box.id, version.version, now.toISOString(), TICKETS,
    a.rollIds, a.nonces, a.tickets, a.from, a.to, a.ornaments, a.itemIds, a.prices, MODULE.case,
    req.key, JSON.stringify(body), String(pointsEarned(cost, deps.pointsEarnPercent)),
  ]).catch((err: unknown) => { throw fromRefusal(err, PAY_REFUSALS); });
  result.balance = formatFen(BigInt(paid.balance));
  result.points = formatFen(BigInt(paid.points));
  if (seed.promoted) await creditRebate(p.tx, { userId, spent: cost, source: 'case', spendRef, now });

  return { answer: { replayed: false, httpStatus: 200, body }, feed: feedDrops(won, seed, box, now) };
}
