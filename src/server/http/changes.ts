// The shared shape of a player's state-changing POST: run once per Idempotency-Key in one
// transaction (idempotency.ts), then publish its live events, only once that transaction has
// committed and its answer is on its way. Battles, giveaways and take-backs go through it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { BroadcastEvent, Broadcaster } from '../realtime/broadcaster.ts';
import type { Changed } from '../realtime/changed.ts';
import type { PlayAction } from '../../shared/protection-constants.ts';
import { sessionUser } from '../modules/auth/sessions.ts';
import { requirePlayer, requireUser, tokenOf } from './auth.ts';
import { answerIdempotently } from './idempotency.ts';

interface ChangeDeps {
  db: Db;
  broadcaster: Broadcaster;
}

export async function changeOnce<B, R>(
  deps: ChangeDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  route: string,
  body: B,
  effect: (tx: Tx, userId: bigint) => Promise<Changed<R>>,
  /** Play: asked of the gate (modules/protection/gate.ts) before the transaction. */
  play?: PlayAction,
): Promise<FastifyReply> {
  // With play, who is asking and the gate are one round trip (auth.ts requirePlayer).
  const userId = play ? await requirePlayer(deps.db, req, play) : await requireUser(deps.db, req);
  let events: BroadcastEvent[] = [];
  await answerIdempotently(req, reply, deps.db, { userId, route, body }, async (tx) => {
    const changed = await effect(tx, userId);
    events = changed.events;
    return changed.result;
  });
  for (const e of events) deps.broadcaster.publish(e);
  return reply;
}

/** Who is looking, if anyone: reads show a signed-in player their own seat or entry. */
export async function viewerOf(db: Db, req: FastifyRequest): Promise<bigint | null> {
  const token = tokenOf(req);
  return token ? sessionUser(db, token, req.server.sessionRules(), { ip: req.ip }) : null;
}
