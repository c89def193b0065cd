// The HTTP side every case opening shares, paid (POST api/box/openBox, boxes/routes.ts) or free
// (POST api/profile/openFreeBox, rewards/coupons/routes.ts): a case that is not on sale refused
// before anything else is looked at, a case staff changed meanwhile looked up again, the stored
// answer sent, and the live feed told once the opening has committed.
import type { FastifyReply } from 'fastify';
import { EVENT } from '../../../../shared/contracts/feed.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../errors.ts';
import { sendAnswer } from '../../../http/idempotency.ts';
import { onSale, refreshCatalogue } from '../catalogue.ts';
import type { Opened } from './types.ts';

export type OpeningAnswerDeps = Pick<AppDeps, 'db' | 'broadcaster' | 'catalogue'>;

/**
 * Answers an opening of `boxId`. `open` checks who opens and reads the Idempotency-Key, then opens:
 * it runs only for a case on sale, so an unknown or retired case is BOX_NOT_FOUND before the
 * session or the key is looked at.
 */
export async function answerOpening(deps: OpeningAnswerDeps, reply: FastifyReply, boxId: number, open: () => Promise<Opened>): Promise<FastifyReply> {
  const { catalogue } = deps;
  if (!onSale(catalogue.boxes.get(boxId))) throw new AppError('BOX_NOT_FOUND');
  const { answer, feed } = await open().catch(async (err: unknown) => {
    // Changed by staff since this process last looked: look now, so the next request sees it.
    if (!(err instanceof AppError) || err.errorName !== 'BOX_CHANGED') throw err;
    await refreshCatalogue(deps.db, catalogue);
    throw onSale(catalogue.boxes.get(boxId)) ? err : new AppError('BOX_NOT_FOUND');
  });
  await sendAnswer(reply, answer);
  // Committed: now the world may hear of it (a replay published the first time).
  for (const drop of feed) deps.broadcaster.publish({ eventType: EVENT.caseDrop, data: drop });
  return reply;
}
