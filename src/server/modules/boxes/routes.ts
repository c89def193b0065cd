import type { FastifyInstance } from 'fastify';
import { boxDetailQuery, boxListQuery, openBoxBody } from '../../../shared/contracts/box.ts';
import { EVENT, type DropRecord } from '../../../shared/contracts/feed.ts';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { answerIdempotently } from '../../http/idempotency.ts';
import { localized } from '../../../shared/localized.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../http/validate.ts';
import { BANNERS } from './banners.ts';
import { boxDetail, boxSummary, themeList } from './catalogue.ts';
import { openBox } from './open.ts';

export function boxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { catalogue } = deps;

  app.get('/api/common/getBoxThemeList', async (req) => ok(themeList(catalogue, langOf(req))));

  app.get('/api/common/bannerList', async (req) => {
    const lang = langOf(req);
    return ok(BANNERS.map((b) => ({ id: b.id, image: b.image, link: b.link, title: localized(b.title, lang) })));
  });

  app.get('/api/box/getBoxList', async (req) => {
    const q = parse(boxListQuery, req.query);
    const all = [...catalogue.boxes.values()].filter((b) => q.themeId === -1 || b.themeId === q.themeId);
    const lang = langOf(req);
    const list = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((b) => boxSummary(catalogue, b, lang));
    return ok({ list, total: all.length, page: q.page, pageSize: q.pageSize });
  });

  app.get('/api/box/getBoxDetail', async (req) => {
    const { id } = parse(boxDetailQuery, req.query);
    const box = catalogue.boxes.get(id);
    if (!box) throw new AppError('BOX_NOT_FOUND');
    return ok(boxDetail(catalogue, box, langOf(req)));
  });

  app.post('/api/box/openBox', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(openBoxBody, req.body);
    if (!catalogue.boxes.has(body.boxId)) throw new AppError('BOX_NOT_FOUND');
    let feed: DropRecord[] = [];
    await answerIdempotently(req, reply, deps.db, { userId, route: 'box/openBox', body }, async (tx) => {
      const opened = await openBox(tx, { catalogue, recoveryPercent: deps.config.boxes.recoveryPercent }, userId, body.boxId, body.number, langOf(req), deps.clock());
      feed = opened.feed;
      return opened.result;
    });
    // Committed: now the world may hear of it (a replay published the first time).
    for (const drop of feed) deps.broadcaster.publish({ eventType: EVENT.caseDrop, data: drop });
    return reply;
  });
}
