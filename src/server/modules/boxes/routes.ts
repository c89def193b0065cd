import type { FastifyInstance } from 'fastify';
import { boxDetailQuery, boxListQuery, openBoxBody } from '../../../shared/contracts/box.ts';
import { AppError } from '../../errors.ts';
import { idempotencyKeyAfterPlayer, requireSession, requireToken } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { requestFingerprint } from '../../idempotency.ts';
import { bannersIn } from '../../../shared/banners.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { boxDetail, boxSummary, onSale, themeList } from './catalogue.ts';
import { openBoxOnce } from './opening/open.ts';
import { answerOpening } from './opening/open-route.ts';
import { openingRecordRoutes } from './opening-records-routes.ts';
import { versionTableHash } from './table-hash.ts';

export type BoxRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue' | 'seedGuesses' | 'broadcaster'>;

export function boxRoutes(app: FastifyInstance, deps: BoxRouteDeps): void {
  const { catalogue } = deps;

  app.get('/api/common/getBoxThemeList', async (req) => ok(themeList(catalogue, langOf(req))));

  app.get('/api/common/bannerList', async (req) => ok(bannersIn(langOf(req), deps.config.pay.firstDepositBonusPercent)));

  app.get('/api/box/getBoxList', async (req) => {
    const q = parse(boxListQuery, req.query);
    const all = [...catalogue.boxes.values()].filter((b) => onSale(b) && (q.themeId === -1 || b.themeId === q.themeId));
    const lang = langOf(req);
    const list = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((b) => boxSummary(catalogue, b, lang));
    return ok({ list, total: all.length, page: q.page, pageSize: q.pageSize });
  });

  app.get('/api/box/getBoxDetail', async (req) => {
    const { id, version } = parse(boxDetailQuery, req.query);
    const box = catalogue.boxes.get(id);
    // A retired case is no longer shown for sale; its versions stay readable for the rolls made with them.
    if (!box || (version === 0 && !onSale(box))) throw new AppError('BOX_NOT_FOUND');
    const v = version === 0 || version === box.current.version ? box.current : await catalogue.version(deps.db, id, version);
    if (!v) throw new AppError('BOX_NOT_FOUND');
    return ok({ ...boxDetail(catalogue, box, langOf(req), v), tableHash: await versionTableHash(v) });
  });

  app.post('/api/box/openBox', async (req, reply) => {
    requireToken(req);
    const body = parse(openBoxBody, req.body);
    return answerOpening(deps, reply, body.boxId, async () => {
      // Who, and player protection, are checked by the opening's first statement.
      const session = requireSession(req);
      const key = await idempotencyKeyAfterPlayer(deps.db, req, 'case');
      return openBoxOnce(deps.db, { catalogue, recoveryPercent: deps.config.boxes.recoveryPercent, pointsEarnPercent: deps.config.points.earnPercent, guesses: deps.seedGuesses }, {
        by: { session }, boxId: body.boxId, count: body.number, lang: langOf(req), now: deps.clock(),
        key, fingerprint: requestFingerprint('box/openBox', body), couponId: body.couponId,
      });
    });
  });

  openingRecordRoutes(app, deps);
}
