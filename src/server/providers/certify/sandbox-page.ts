// The sandbox verification provider's own page. It stands where a real provider's hosted page
// would (face check, ID photo...): the tester approves or rejects, and the "provider" then calls
// our callback with a signed outcome and sends the person back to /personal?certify=<id>.
// Mounted only outside production, and only the masked name and number are ever shown.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certifications } from '../../db/schema.ts';
import type { AppDeps } from '../../http/deps.ts';
import { signCertifyCallback } from './sandbox.ts';

const STATE_TEXT = ['待认证', '认证通过', '认证未通过'];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2330;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:28px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.tag{display:inline-block;background:#fff3cd;color:#8a6d00;border-radius:4px;padding:2px 8px;font-size:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}dt{color:#667}dd{margin:0;font-weight:600}
.row{display:flex;gap:12px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#1677ff;color:#fff}.no{background:#e9ebef;color:#333}.err{color:#c0392b}</style></head>
<body><main>${body}</main></body></html>`;
}

export function sandboxCertifyRoutes(app: FastifyInstance, deps: AppDeps, secret: string): void {
  async function load(id: string) {
    const [row] = await deps.db.select().from(certifications).where(eq(certifications.id, id));
    return row?.provider === 'sandbox' ? row : undefined;
  }
  const back = (id: string) => `/personal?certify=${encodeURIComponent(id)}`;

  app.get<{ Params: { id: string } }>('/certify/sandbox/:id', async (req, reply) => {
    const row = await load(req.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.status(404).send(page('认证不存在', '<h1>认证不存在</h1>'));
    const open = row.state === 0;
    return page('沙盒实名认证', `<h1>沙盒实名认证</h1><span class="tag">测试环境 · 不会核验真实身份</span>
<dl><dt>姓名</dt><dd data-testid="certify-name">${escapeHtml(row.realName)}</dd>
<dt>身份证号</dt><dd data-testid="certify-id-number">${escapeHtml(row.idNumberMasked)}</dd>
<dt>状态</dt><dd data-testid="certify-state">${STATE_TEXT[row.state] ?? ''}</dd></dl>
${open ? `<form method="post" class="row"><button class="ok" name="action" value="approve">通过认证</button>
<button class="no" name="action" value="reject">拒绝认证</button></form>` : `<a href="${escapeHtml(back(row.id))}">返回个人中心</a>`}`);
  });

  app.post<{ Params: { id: string }; Body: { action?: string } }>('/certify/sandbox/:id', async (req, reply) => {
    const row = await load(req.params.id);
    if (!row || row.state !== 0) return reply.redirect(`/certify/sandbox/${encodeURIComponent(req.params.id)}`, 303);
    const passed = req.body?.action === 'approve';
    const { body, signature } = signCertifyCallback(secret, { certifyId: row.id, passed, reason: passed ? null : 'mismatch' }, deps.clock());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/certifyNotify/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    });
    if (res.statusCode !== 200) {
      reply.type('text/html; charset=utf-8');
      return reply.status(502).send(page('认证失败', `<h1>认证失败</h1><p class="err">${escapeHtml(String(res.json().msg ?? ''))}</p>`));
    }
    return reply.redirect(back(row.id), 303);
  });
}
