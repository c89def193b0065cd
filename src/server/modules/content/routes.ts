// GET api/common/documentList and api/common/notice, answered from the Markdown in src/content.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentListQuery, noticeQuery } from '../../../shared/contracts/content.ts';
import { isContentLocale, type ContentLocale } from '../../../shared/content-schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { latestNotices, listDocuments } from './service.ts';
import { loadContent, type ContentStore } from './store.ts';

/** The content language of a request: its `lang` header, with Traditional Chinese recognised here
 * even while the API's own messages know only zh-CN and en. */
function contentLocaleOf(req: FastifyRequest): ContentLocale {
  const h = req.headers.lang;
  const raw = (Array.isArray(h) ? h[0] : h)?.trim() ?? '';
  if (/^zh[-_](tw|hk|mo|hant)\b/i.test(raw)) return 'zh-TW';
  const lang: string = langOf(req);
  return isContentLocale(lang) ? lang : 'zh-CN';
}

export type ContentRouteDeps = Pick<AppDeps, 'clock' | 'config'>;

/** `opts.store` (or `opts.dir`) lets tests serve their own files; by default src/content, read once now. */
export function contentRoutes(app: FastifyInstance, deps: ContentRouteDeps, opts: { store?: ContentStore; dir?: string } = {}): void {
  const store = opts.store ?? loadContent(opts.dir);

  app.get('/api/common/documentList', async (req) =>
    ok(listDocuments(store, parse(documentListQuery, req.query), contentLocaleOf(req), deps.config.pay.firstDepositBonusPercent)));

  app.get('/api/common/notice', async (req) =>
    ok(latestNotices(store, parse(noticeQuery, req.query).topN, contentLocaleOf(req), deps.clock())));
}
