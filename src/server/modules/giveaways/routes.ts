// Giveaway routes (api/roll/…). Reads show a signed-in visitor their own entry; a join
// is free and once per player by the database's key, so it needs no Idempotency-Key; a streamer's
// create and cancel move skins, so they run once per key (answerIdempotently). Live events go out
// only after their transaction has committed.
import type { FastifyInstance } from 'fastify';
import {
  cancelGiveawayBody, createStreamerGiveawayBody, giveawayDetailQuery, giveawayListQuery, joinGiveawayBody, myEntriesQuery, winnersQuery,
} from '../../../shared/contracts/giveaway.ts';
import { requirePlayer, requireToken, requireUser } from '../../http/auth.ts';
import { changeOnce, viewerOf } from '../../http/changes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import { cancelGiveaway } from './cancel.ts';
import { createdEvent, createGiveaway } from './create.ts';
import { countCodeAttempt, joinGiveaway } from './join.ts';
import { giveawayDetail, giveawayEntrants, giveawayList, giveawayWinners, myEntries } from './queries.ts';

export type GiveawayRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'broadcaster' | 'giveaways'>;

export function giveawayRoutes(app: FastifyInstance, deps: GiveawayRouteDeps): void {
  const gd = deps.giveaways;


  function publish(events: BroadcastEvent[]): void {
    for (const e of events) deps.broadcaster.publish(e);
  }


  app.get('/api/roll/list', async (req) => {
    const q = parse(giveawayListQuery, req.query);
    return ok(await giveawayList(deps.db, gd, q, await viewerOf(deps.db, req), langOf(req)));
  });

  app.get('/api/roll/detail', async (req) => {
    const q = parse(giveawayDetailQuery, req.query);
    return ok(await giveawayDetail(deps.db, gd, BigInt(q.id), await viewerOf(deps.db, req), q.invite, langOf(req), deps.clock()));
  });

  app.get('/api/roll/entrants', async (req) => {
    const q = parse(giveawayDetailQuery, req.query);
    return ok(await giveawayEntrants(deps.db, BigInt(q.id), await viewerOf(deps.db, req), q.invite));
  });

  app.get('/api/roll/winners', async (req) => {
    const q = parse(winnersQuery, req.query);
    return ok(await giveawayWinners(deps.db, gd, BigInt(q.id), await viewerOf(deps.db, req), q.invite, langOf(req)));
  });

  app.get('/api/roll/myEntries', async (req) => {
    const userId = await requireUser(deps.db, req);
    const q = parse(myEntriesQuery, req.query);
    return ok(await myEntries(deps.db, gd, userId, q, langOf(req)));
  });

  app.post('/api/roll/join', async (req) => {
    requireToken(req);
    const body = parse(joinGiveawayBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'giveaway');
    // A code attempt is counted first, in its own commit (a wrong code rolls the join back, not the count).
    if (body.code !== undefined) await countCodeAttempt(deps.db, userId, body.id, deps.clock());
    const changed = await deps.db.transaction((tx) => joinGiveaway(tx, userId, body, deps.clock()));
    publish(changed.events);
    return ok(changed.result);
  });

  app.post('/api/roll/create', async (req, reply) => {
    const body = parse(createStreamerGiveawayBody, req.body);
    return changeOnce(deps, req, reply, 'roll/create', body, async (tx, userId) => {
      const made = await createGiveaway(tx, gd, { kind: 'streamer', userId, inviteOnly: body.inviteOnly }, body, deps.clock());
      return { result: { id: String(made.id), inviteToken: made.inviteToken }, events: createdEvent(made) };
    });
  });

  app.post('/api/roll/cancel', async (req, reply) => {
    const body = parse(cancelGiveawayBody, req.body);
    return changeOnce(deps, req, reply, 'roll/cancel', body, (tx, userId) => cancelGiveaway(tx, gd, BigInt(body.id), { streamerId: userId }, deps.clock()));
  });
}
