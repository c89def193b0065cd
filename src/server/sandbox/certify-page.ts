// The sandbox verification provider's own page. It stands where a real provider's hosted page
// would (face check, ID photo...): the tester approves or rejects, and the "provider" then calls
// our callback with a signed outcome and sends the person back to /personal?certify=<id>.
// Mounted only outside production, and only the masked name and number are ever shown.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFY_THEN } from '../../shared/contracts/certify.ts';
import { oneOf, text } from '../../shared/contracts/fields.ts';
import { SITE_LANGS } from '../../shared/locales.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { certifications } from '../db/schema/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { parse } from '../validate.ts';
import { escapeHtml, SANDBOX_PAGE_ROUTE, sandboxPage as page } from './page.ts';
import { formTokenField, formTokenValid } from './form.ts';
import { certifyReturnPath } from '../providers/certify/provider.ts';
import { signCertifyCallback } from '../providers/certify/sandbox.ts';

const STATE_TEXT = ['待认证', '认证通过', '认证未通过'];
const pageParams = z.object({ certifyId: text('field.certifyId', 1, 64) });
const pageForm = z.object({ action: oneOf('field.action', ['approve', 'reject']) });

export type SandboxCertifyRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function sandboxCertifyRoutes(app: FastifyInstance, deps: SandboxCertifyRouteDeps, secret: string): void {
  /** The verification of a page address; its id is checked like any field (a NUL would reach PostgreSQL). */
  async function load(id: string) {
    const { certifyId } = parse(pageParams, { certifyId: id });
    const [row] = await deps.db.select().from(certifications).where(eq(certifications.id, certifyId));
    return row?.provider === 'sandbox' ? row : undefined;
  }
  /**
   * Where the person goes afterwards: the return address start() put on the page's address when it
   * is /personal?certify=<this id> in one of the site's languages (an English visitor comes back to
   * the English page), else the default one. Nothing else is followed: no open redirect.
   */
  const back = (id: string, req: FastifyRequest) => {
    const asked = (req.query as { back?: unknown } | undefined)?.back;
    // The plain return first (the default), then each one that goes on to where the player came from.
    const own = [undefined, ...CERTIFY_THEN].flatMap((then) => SITE_LANGS.map((lang) => localizedPath(lang, certifyReturnPath(id, then))));
    return typeof asked === 'string' && own.includes(asked) ? asked : own[0];
  };

  app.get<{ Params: { id: string } }>('/certify/sandbox/:id', SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const row = await load(req.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.status(404).send(page('认证不存在', '<h1>认证不存在</h1>'));
    const open = row.state === 0;
    return page('沙盒实名认证', `<h1>沙盒实名认证</h1><span class="tag">测试环境 · 不会核验真实身份</span>
<dl><dt>姓名</dt><dd data-testid="certify-name">${escapeHtml(row.realName)}</dd>
<dt>身份证号</dt><dd data-testid="certify-id-number">${escapeHtml(row.idNumberMasked)}</dd>
<dt>状态</dt><dd data-testid="certify-state">${STATE_TEXT[row.state] ?? ''}</dd></dl>
${open ? `<form method="post" class="row">${formTokenField(req, reply, deps.config.appSecret, `certify:${row.id}`)}<button class="ok" name="action" value="approve">通过认证</button>
<button class="no" name="action" value="reject">拒绝认证</button></form>` : `<a href="${escapeHtml(back(row.id, req))}">返回个人中心</a>`}`);
  });

  app.post<{ Params: { id: string }; Body: { action?: string; formToken?: string } }>('/certify/sandbox/:id', SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const row = await load(req.params.id);
    if (row && !formTokenValid(req, deps.config.appSecret, `certify:${row.id}`, req.body?.formToken)) {
      req.log.warn({ certifyId: row.id }, 'sandbox certify form without a valid token refused');
      reply.type('text/html; charset=utf-8');
      return reply.status(403).send(page('页面已失效', `<h1>页面已失效</h1><p class="err">请从个人中心重新发起实名认证。</p>`));
    }
    if (!row || row.state !== 0) return reply.redirect(`/certify/sandbox/${encodeURIComponent(req.params.id)}`, 303);
    const passed = parse(pageForm, req.body).action === 'approve';
    const { body, signature } = signCertifyCallback(secret, { certifyId: row.id, passed, reason: passed ? null : 'mismatch' }, deps.clock());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/certifyNotify/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    });
    if (res.statusCode !== 200) {
      reply.type('text/html; charset=utf-8');
      return reply.status(502).send(page('认证失败', `<h1>认证失败</h1><p class="err">${escapeHtml(String(res.json<{ msg?: string }>().msg ?? ''))}</p>`));
    }
    return reply.redirect(back(row.id, req), 303);
  });
}
