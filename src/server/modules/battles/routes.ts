// Battle routes (the spec's calls: api/battle and api/common/getBoxBattleThemeList). Every seat and money
// POST runs once per Idempotency-Key (answerIdempotently) behind the same sign-in gate as opening
// a case, and publishes its live events only after its transaction has committed.
import type { FastifyInstance } from 'fastify';
import {
  battleDetailQuery, battleHighlightQuery, battleHomeListQuery, battleListQuery, battleRankQuery, battleResultsQuery, battleThemeListQuery, cancelBattleBody,
  createBattleBody, currentBattleListQuery, getBotsBody, joinBattleBody, joinBotBody, type BattleThemeList,
} from '../../../shared/contracts/battle.ts';
import { requireUser } from '../../http/auth.ts';
import { changeOnce, viewerOf } from '../../http/changes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { boxSummary, themeList } from '../boxes/catalogue.ts';
import { botsIn } from './bots.ts';
import { createRoom } from './create.ts';
import { cancelRoom } from './dissolve.ts';
import { joinBot, joinRoom } from './join.ts';
import { battleHighlights } from './highlight.ts';
import { currentList, homeList, myList, roomDetail, roomList, roomResults } from './queries.ts';
import { battleRank } from './rank.ts';
import { battleBoxes } from './rooms.ts';
import type { BattleDeps } from './service.ts';

export type BattleRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue' | 'broadcaster'>;

export function battleRoutes(app: FastifyInstance, deps: BattleRouteDeps): void {
  const bd: BattleDeps = { catalogue: deps.catalogue, config: deps.config };



  app.post('/api/battle/create', async (req, reply) => {
    const body = parse(createBattleBody, req.body);
    return changeOnce(deps, req, reply, 'battle/create', body, (tx, userId) => createRoom(tx, bd, userId, body, langOf(req), deps.clock()),
      'battle');
  });

  app.post('/api/battle/joinBattle', async (req, reply) => {
    const body = parse(joinBattleBody, req.body);
    return changeOnce(deps, req, reply, 'battle/joinBattle', body, (tx, userId) => joinRoom(tx, bd, userId, body, langOf(req), deps.clock()),
      'battle');
  });

  app.post('/api/battle/joinBot', async (req, reply) => {
    const body = parse(joinBotBody, req.body);
    return changeOnce(deps, req, reply, 'battle/joinBot', body, (tx, userId) => joinBot(tx, bd, userId, body, langOf(req), deps.clock()),
      'battle');
  });

  app.post('/api/battle/cancel', async (req, reply) => {
    const body = parse(cancelBattleBody, req.body);
    return changeOnce(deps, req, reply, 'battle/cancel', body, (tx, userId) => cancelRoom(tx, bd, userId, body.id, langOf(req), deps.clock()));
  });

  app.post('/api/battle/getBots', async (req) => {
    parse(getBotsBody, req.body);
    return ok(botsIn(langOf(req)));
  });

  app.get('/api/battle/getBattleDetail', async (req) => {
    const { id } = parse(battleDetailQuery, req.query);
    return ok(await roomDetail(deps.db, deps.catalogue, id, langOf(req), deps.clock(), await viewerOf(deps.db, req)));
  });

  app.get('/api/battle/getBattleResults', async (req) => {
    const { id } = parse(battleResultsQuery, req.query);
    return ok(await roomResults(deps.db, deps.catalogue, id, langOf(req), deps.clock()));
  });

  app.get('/api/battle/getCurrentList', async (req) => {
    const q = parse(currentBattleListQuery, req.query);
    return ok(await currentList(deps.db, deps.catalogue, q, langOf(req), deps.clock(), await viewerOf(deps.db, req)));
  });

  app.get('/api/battle/getList', async (req) => {
    const q = parse(battleListQuery, req.query);
    return ok(await roomList(deps.db, deps.catalogue, q, langOf(req), deps.clock(), await viewerOf(deps.db, req)));
  });

  app.get('/api/battle/getMyBattleList', async (req) => {
    const userId = await requireUser(deps.db, req);
    const q = parse(battleListQuery, req.query);
    return ok(await myList(deps.db, deps.catalogue, userId, q, langOf(req), deps.clock()));
  });

  app.get('/api/battle/getBattleList', async (req) => {
    const { size } = parse(battleHomeListQuery, req.query);
    return ok(await homeList(deps.db, deps.catalogue, size, langOf(req), deps.clock(), await viewerOf(deps.db, req)));
  });

  app.get('/api/battle/highlight', async (req) => {
    const { size } = parse(battleHighlightQuery, req.query);
    return ok(await battleHighlights(deps.db, deps.catalogue, size, langOf(req), deps.clock()));
  });

  app.get('/api/battle/rank', async (req) => {
    const { limit } = parse(battleRankQuery, req.query);
    return ok(await battleRank(deps.db, deps.clock(), limit));
  });

  app.get('/api/common/getBoxBattleThemeList', async (req) => {
    const q = parse(battleThemeListQuery, req.query);
    const lang = langOf(req);
    const list = battleBoxes(deps.catalogue).filter((b) => q.themeId === -1 || b.themeId === q.themeId)
      .map((b) => boxSummary(deps.catalogue, b, lang));
    const answer: BattleThemeList = { themes: themeList(deps.catalogue, lang), list };
    return ok(answer);
  });
}
