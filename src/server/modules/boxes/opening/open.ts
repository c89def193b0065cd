// Opening cases, exactly once per Idempotency-Key: one database transaction claims the key and
// takes nonces from the player's locked seed pair, rolls each ticket, then debits the price,
// stores each roll, puts each item in the backpack and stores the answer: two statements
// (statements.ts) whatever the number of cases, the first sent with BEGIN and the second with
// COMMIT (db/pipelined.ts). A refusal (the balance does not cover it, or the version is no longer
// on sale) is raised by the second, which rolls back the claim too, so a retry is judged afresh.
// A case coupon adds one statement, only when one is named: it is used by a conditional
// update in this transaction, and its `off` comes off the debit (a refusal rolls it all back).
// Over HTTP the first statement also checks the session and the protection gate (the player is
// named by their session, Opener): an opening is then two round trips in all, where requirePlayer
// before the transaction made it three. When this process guessed the session's next nonces right
// (seed-guesses.ts), both statements leave in one write: one round trip (guessed.ts); a wrong
// guess is refused by the database and the opening goes the two-round-trip way. The session's last
// use and the play, when due to be noted (once a minute), are written after the transaction by the
// gate's own statement. The payment draws the rolls' and items' ids and writes them, with the
// balance and points, into the answer it stores and returns (pay.ts).
// The live feed hears about the drops only after that transaction commits (open-route.ts).
import type { OpenBoxResult } from '../../../../shared/contracts/box.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { Db } from '../../../db/client.ts';
import { pipelinedTransaction, type Pipelined } from '../../../db/pipelined.ts';
import { fromRefusal } from '../../../db/refuse.ts';
import { run, type Statement } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';
import { storedAnswer } from '../../../idempotency.ts';
import { creditRebate } from '../../promo/rebate.ts';
import { judgeSession, noteSessionPlay, type SessionVerdict } from '../../protection/gate.ts';
import { useCaseCoupon } from '../../rewards/coupons/case-coupon.ts';
import { onSale } from '../catalogue.ts';
import { isGuessMissed, openGuessed } from './guessed.ts';
import { paidAnswer, payValues, PAY_REFUSALS, rollAndPrice, unpaidBody } from './pay.ts';
import { feedDrops, takeNoncesAfresh } from './roll.ts';
import { PAID_CLAIM_AND_TAKE_NONCES, PAY_AND_STORE, SESSION_CLAIM_AND_TAKE_NONCES } from './statements.ts';
import type { Opened, OpenDeps, OpenRequest, PaidRow, TakenNonces } from './types.ts';

type Claim = { claimed: boolean } & Partial<TakenNonces> & Partial<SessionVerdict>;

/** Opened, and the nonces the opening took for which player (none on a replay). */
type OpenedTaking = Opened & { taken?: TakenNonces & { user_id: string } };

export async function openBoxOnce(db: Db, deps: OpenDeps, req: OpenRequest): Promise<Opened> {
  const { by } = req;
  if (!onSale(deps.catalogue.boxes.get(req.boxId))) throw new AppError('BOX_NOT_FOUND');
  // A session's opening without a coupon may be guessed (guessed.ts): one round trip when right.
  const guessing = 'session' in by && req.couponId === undefined ? deps.guesses : undefined;
  const guessKey = 'session' in by ? by.session[0] : '';
  let noteDue = false;
  try {
    const guess = guessing?.take(guessKey, req.count);
    if (guessing && guess) {
      const guessed = await openGuessed(db, deps, req, (by as { session: string[] }).session, guess).catch((err: unknown) => {
        guessing.missed(guessKey);
        if (isGuessMissed(err)) return null;
        // A refused payment (its claim's answer, with the gate's columns, is lost with it): the
        // session's last use may be due, and noteSessionPlay writes only what is.
        noteDue = true;
        throw err;
      });
      if (guessed) {
        guessing.hit(guessKey);
        noteDue = guessed.noteDue;
        return guessed.opened;
      }
    }
    const opened: OpenedTaking = await pipelinedTransaction(db, async (p) => {
      if ('userId' in by) {
        const [claim] = await p.first<Claim>(PAID_CLAIM_AND_TAKE_NONCES, [String(by.userId), req.count, req.key, req.fingerprint]);
        return afterClaim(p, deps, req, by.userId, claim);
      }
      const [verdict] = await p.first<Claim & SessionVerdict>(SESSION_CLAIM_AND_TAKE_NONCES, [...by.session.slice(0, 5), 'case', req.count, req.key, req.fingerprint]);
      noteDue = verdict.note_due === true;
      return afterClaim(p, deps, req, judgeSession(verdict, 'case'), verdict);
    });
    // Committed: the next opening of this session may guess what follows (not a player someone
    // brought: their rebate is a statement between the payment and COMMIT).
    const t = opened.taken;
    if (guessing && t && !t.promoted) {
      guessing.remember(guessKey, { userId: BigInt(t.user_id), seedId: t.seed_id, serverSeed: t.server_seed, clientSeed: t.client_seed, nextNonce: t.first_nonce + req.count });
    }
    return { answer: opened.answer, feed: opened.feed };
  } finally {
    // A refusal (the gate's, or the payment's) notes the session's use too, as a request's check always did.
    if (noteDue && 'session' in by) await noteSessionPlay(db, by.session, 'case');
  }
}

/** The rest of an opening, once its key is claimed (or found used before) for `userId`. */
async function afterClaim(p: Pipelined, deps: OpenDeps, req: OpenRequest, userId: bigint, claim: Claim): Promise<OpenedTaking> {
  if (!claim.claimed) return { answer: await storedAnswer<Envelope<OpenBoxResult>>(p.tx, { ...req, userId }), feed: [] };
  const seed = claim.seed_id ? claim as TakenNonces : await takeNoncesAfresh(p.tx, userId, req.count);
  const { box, version, won, drops, price, spendRef } = rollAndPrice(deps, req, { ...seed, roll_ids: undefined, item_ids: undefined }); // the payment draws the ids
  // Points and the partner's rebate are on what was paid, after the coupon.
  const cost = req.couponId === undefined ? price
    : price - await useCaseCoupon(p.tx, { couponId: req.couponId, userId, boxId: box.id, price, ref: spendRef, now: req.now });
  // The partner's rebate is one more statement after the payment, for a player someone brought:
  // then the payment is not the transaction's last.
  const pay = seed.promoted ? (st: Statement, values: unknown[]) => run<PaidRow>(p.tx, st, values) : p.last<PaidRow>;
  const [paid] = await pay(PAY_AND_STORE, payValues(deps, req, { userId, seed, box, version, won, cost, spendRef, body: unpaidBody(drops, cost) }))
    .catch((err: unknown) => { throw fromRefusal(err, PAY_REFUSALS); });
  const body = paidAnswer(paid, won);
  if (seed.promoted) await creditRebate(p.tx, { userId, spent: cost, source: 'case', spendRef, now: req.now });
  return { answer: { replayed: false, httpStatus: 200, body }, feed: feedDrops(won, seed, box, req.now), taken: { ...seed, user_id: String(userId) } };
}
