// An opening in one round trip: the nonces guessed (seed-guesses.ts), the cases rolled on them
// before the database is asked, and BEGIN, the claim (OPEN_GUESSED), the payment (PAY_AND_STORE)
// and COMMIT sent in one write (db/pipelined.ts `both`). The claim's statement takes the nonces only
// when the locked pair still holds exactly the guess, and raises GUESS_MISSED otherwise, which rolls
// everything back: the caller (open.ts) then opens the two-round-trip way, whose first statement
// answers whatever made the guess wrong (a refusal, a replay, a rotation). So a guess decides how
// many round trips an opening takes, never which nonce it rolls: that is still the pair's own.
import type { Db } from '../../../db/client.ts';
import { pipelinedTransaction } from '../../../db/pipelined.ts';
import { fromRefusal } from '../../../db/refuse.ts';
import type { SessionVerdict } from '../../protection/gate.ts';
import { paidAnswer, payValues, PAY_REFUSALS, rollAndPrice, unpaidBody } from './pay.ts';
import { feedDrops } from './roll.ts';
import type { TakenGuess } from './seed-guesses.ts';
import { GUESS_MISSED, OPEN_GUESSED, PAY_AND_STORE } from './statements.ts';
import type { Face, Opened, OpenDeps, OpenRequest, PaidRow } from './types.ts';

/** Whether `err` is OPEN_GUESSED's refusal of a wrong guess (db/refuse.ts: SQLSTATE P0001, the name as message). */
export function isGuessMissed(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === 'P0001' && e.message === GUESS_MISSED;
}

/** The opening for `session` ($1-$6 of sessionParams) on the guessed nonces; GUESS_MISSED raised when they are not its. */
export async function openGuessed(db: Db, deps: OpenDeps, req: OpenRequest, session: string[], guess: TakenGuess): Promise<{ opened: Opened; noteDue: boolean }> {
  const seed = { seed_id: guess.seedId, server_seed: guess.serverSeed, client_seed: guess.clientSeed, first_nonce: guess.firstNonce };
  const { box, version, won, drops, price, spendRef } = rollAndPrice(deps, req, seed);
  const pay = payValues(deps, req, { userId: guess.userId, seed, box, version, won, cost: price, spendRef, body: unpaidBody(drops, price) });
  const [[face], [paid]] = await pipelinedTransaction(db, (p) => p.both<Face & SessionVerdict, PaidRow>(
    OPEN_GUESSED, [...session.slice(0, 5), 'case', req.count, req.key, req.fingerprint, guess.seedId, guess.firstNonce, guess.clientSeed, String(guess.userId)],
    PAY_AND_STORE, pay,
  )).catch((err: unknown) => { throw fromRefusal(err, PAY_REFUSALS); });
  const body = paidAnswer(paid, won);
  return {
    opened: { answer: { replayed: false, httpStatus: 200, body }, feed: feedDrops(won, face, box, req.now) },
    noteDue: face.note_due === true,
  };
}
