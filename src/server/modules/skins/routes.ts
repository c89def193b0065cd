import type { FastifyInstance } from 'fastify';
import { skinDetailQuery, skinListQuery } from '../../../shared/contracts/skin.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { skinIndex } from './skin-index.ts';
import { listSkins, skinDetail } from './service.ts';

export type SkinRouteDeps = Pick<AppDeps, 'catalogue'>;

export function skinRoutes(app: FastifyInstance, deps: SkinRouteDeps): void {
  const { catalogue } = deps;
  // Built now rather than on the first request (the catalogue is fixed for the process).
  skinIndex(catalogue);

  app.get('/api/skin/list', async (req) => ok(listSkins(catalogue, parse(skinListQuery, req.query), langOf(req))));

  app.get('/api/skin/detail', async (req) => {
    const { id } = parse(skinDetailQuery, req.query);
    const detail = skinDetail(catalogue, id, langOf(req));
    if (!detail) throw new AppError('SKIN_NOT_FOUND');
    return ok(detail);
  });
}
