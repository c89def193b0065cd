// Opening free cases (POST api/profile/openFreeBox), exactly once per Idempotency-Key and exactly
// once per free case: one transaction claims the key and takes nonces from the player's seed pair
// (the statement a paid opening uses), takes `number` of the player's free cases of that case by a
// conditional update, rolls each exactly as a paid opening does (boxes/opening/roll.ts: game 'case',
// the case's current version table), stores the rolls, the items (module case) and the answer, and
// marks each free case with its roll and item. Nothing is paid, so nothing is posted to the ledger.
// A refusal (not enough free cases, the case retired or changed) rolls it all back.
import { TICKETS, type OpenBoxResult } from '../../../../shared/contracts/box.ts';
import { MODULE } from '../../../../shared/contracts/bag.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import { run } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';
import { ok } from '../../../envelope.ts';
import { storedAnswer } from '../../../idempotency.ts';
import { onSale } from '../../boxes/catalogue.ts';
import { feedDrops, rollArrays, rollCases, takeNoncesAfresh } from '../../boxes/opening/roll.ts';
import { CLAIM_AND_TAKE_NONCES } from '../../boxes/opening/statements.ts';
import type { OpenDeps, Opened, OpenRequest, TakenNonces } from '../../boxes/opening/types.ts';
import { FREE_STORE, TAKE_FREE_BOXES } from './open-free-statements.ts';

export async function openFreeBoxOnce(db: Db, deps: Omit<OpenDeps, 'pointsEarnPercent'>, req: Omit<OpenRequest, 'couponId' | 'by'> & { userId: bigint }): Promise<Opened> {
  const { userId, count, lang, now } = req;
  const box = deps.catalogue.boxes.get(req.boxId);
  // A retired case opens no more, free or paid (its free cases stay listed, unopenable).
  if (!onSale(box)) throw new AppError('BOX_NOT_FOUND');
  const version = box.current;

  return db.transaction(async (tx) => {
    const [claim] = await run<{ claimed: boolean } & Partial<TakenNonces>>(tx, CLAIM_AND_TAKE_NONCES, [String(userId), count, req.key, req.fingerprint]);
    if (!claim.claimed) return { answer: await storedAnswer<Envelope<OpenBoxResult>>(tx, req), feed: [] };
    const seed = claim.seed_id ? claim as TakenNonces : await takeNoncesAfresh(tx, userId, count);

    const taken = await run<{ id: string }>(tx, TAKE_FREE_BOXES, [String(userId), box.id, now.toISOString(), count]);
    if (taken.length < count) throw new AppError('FREE_BOX_NOT_FOUND');

    const { won, drops } = rollCases(seed, count, version, deps.catalogue, deps.recoveryPercent, lang);
    const result: OpenBoxResult = { drops, balance: '', points: '', paid: '0.00' };
    const body = ok(result);
    const a = rollArrays(won);
    const [stored] = await run<{ on_sale: boolean; balance: string; points: string }>(tx, FREE_STORE, [
      String(userId), box.id, version.version, seed.seed_id, seed.client_seed, now.toISOString(), TICKETS,
      a.rollIds, a.nonces, a.tickets, a.from, a.to, a.ornaments, a.itemIds, a.prices, MODULE.case,
      req.key, JSON.stringify(body), taken.map((t) => t.id),
    ]);
    if (!stored.on_sale) throw new AppError('BOX_CHANGED');
    result.balance = formatFen(BigInt(stored.balance));
    result.points = formatFen(BigInt(stored.points));
    return { answer: { replayed: false, httpStatus: 200, body }, feed: feedDrops(won, seed, box, now) };
  });
}
