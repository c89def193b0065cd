// Dream routes: the settings, the pool, the roll (once per Idempotency-Key, behind the
// sign-in gate as opening a case is), the player's record and one roll for the verify page.
import type { FastifyInstance } from 'fastify';
import { dreamGoBody, dreamListQuery, dreamLogQuery, dreamRollQuery } from '../../../shared/contracts/dream.ts';
import { EVENT, type DropRecord } from '../../../shared/contracts/feed.ts';
import { requirePlayer, requireToken, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { answerIdempotently } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { checkChance, dreamOnce, dreamTarget } from './go.ts';
import { dreamPool } from './pool.ts';
import { dreamRollInfo, myDreamLog } from './records.ts';
import { dreamConfigAnswer, dreamRules } from './rules.ts';

export type DreamRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue' | 'broadcaster'>;

export function dreamRoutes(app: FastifyInstance, deps: DreamRouteDeps): void {
  const rules = dreamRules(deps.config);

  app.get('/api/dream/config', async () => ok(dreamConfigAnswer(deps.config)));

  app.get('/api/dream/getDreamList', async (req) => ok(dreamPool(deps.catalogue, rules, parse(dreamListQuery, req.query), langOf(req))));

  app.post('/api/dream/go', async (req, reply) => {
    requireToken(req);
    const body = parse(dreamGoBody, req.body);
    // Refusals that need no database come before the key is claimed.
    dreamTarget(deps.catalogue, rules, body.targetId);
    if (!body.stakeIds) checkChance(rules, body.chancePpm);
    const userId = await requirePlayer(deps.db, req, 'dream');
    let feed: DropRecord | null = null;
    await answerIdempotently(req, reply, deps.db, { userId, route: 'dream/go', body }, async (tx) => {
      const done = await dreamOnce(tx, deps.catalogue, rules, userId, body, langOf(req), deps.clock());
      feed = done.feed;
      return done.result;
    });
    // Committed: now the world may hear of a win (a replay published the first time).
    if (feed) deps.broadcaster.publish({ eventType: EVENT.upgradeDrop, data: feed });
    return reply;
  });

  app.get('/api/profile/getMyDreamLog', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await myDreamLog(deps.db, deps.catalogue, userId, parse(dreamLogQuery, req.query), langOf(req)));
  });

  app.get('/api/fair/getDreamRoll', async (req) => {
    const { id } = parse(dreamRollQuery, req.query);
    return ok(await dreamRollInfo(deps.db, deps.catalogue, id, langOf(req)));
  });
}
