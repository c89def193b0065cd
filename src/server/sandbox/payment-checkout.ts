// The sandbox provider's own checkout page. It stands where a real provider's hosted page would:
// the buyer pays or cancels, and the "provider" then calls our webhook with a signed event.
// Only mounted when the sandbox is enabled (never in production).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oneOf, text } from '../../shared/contracts/fields.ts';
import { RECHARGE_ORDER_EXPIRY_MINUTES } from '../../shared/contracts/pay.ts';
import { formatFen } from '../../shared/money.ts';
import { rechargeOrders } from '../db/schema/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { parse } from '../validate.ts';
import { escapeHtml, SANDBOX_PAGE_ROUTE, sandboxPage as page } from './page.ts';
import { formTokenField, formTokenValid } from './form.ts';
import { signSandbox } from '../providers/payments/sandbox-signature.ts';

const STATE_TEXT = ['待支付', '已支付', '已取消', '已过期'];
const pageParams = z.object({ orderId: text('field.orderId', 1, 64) });
const pageForm = z.object({ action: oneOf('field.action', ['pay', 'cancel']) });

export type SandboxCheckoutRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function sandboxCheckoutRoutes(app: FastifyInstance, deps: SandboxCheckoutRouteDeps, secret: string): void {
  /** The order of a page address; its id is checked like any field (a NUL would reach PostgreSQL). */
  async function loadOrder(id: string) {
    const { orderId } = parse(pageParams, { orderId: id });
    const [order] = await deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
    return order?.provider === 'sandbox' ? order : undefined;
  }

  app.get<{ Params: { orderId: string } }>('/pay/sandbox/:orderId', SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const order = await loadOrder(req.params.orderId);
    reply.type('text/html; charset=utf-8');
    if (!order) return reply.status(404).send(page('订单不存在', '<h1>订单不存在</h1>'));
    const open = order.payState === 0;
    return page('沙盒收银台', `<h1>沙盒收银台</h1><span class="tag">测试环境 · 不会产生真实扣款</span>
<dl><dt>订单号</dt><dd data-testid="sandbox-order">${escapeHtml(order.id)}</dd>
<dt>支付金额</dt><dd data-testid="sandbox-amount">${formatFen(order.payAmount)} ${escapeHtml(order.currency)}</dd>
<dt>状态</dt><dd data-testid="sandbox-state">${STATE_TEXT[order.payState]}</dd></dl>
${open ? `<p class="hint">请在 ${RECHARGE_ORDER_EXPIRY_MINUTES} 分钟内完成支付，逾期订单自动过期。</p>` : ''}
${open ? `<form method="post" class="row">${formTokenField(req, reply, deps.config.appSecret, `pay:${order.id}`)}<button class="ok" name="action" value="pay">确认支付</button>
<button class="no" name="action" value="cancel">取消支付</button></form>` : '<a href="/personal/flow?tab=recharge">返回记录中心</a>'}`);
  });

  app.post<{ Params: { orderId: string }; Body: { action?: string; formToken?: string } }>('/pay/sandbox/:orderId', SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const order = await loadOrder(req.params.orderId);
    if (order && !formTokenValid(req, deps.config.appSecret, `pay:${order.id}`, req.body?.formToken)) {
      req.log.warn({ orderId: order.id }, 'sandbox checkout form without a valid token refused');
      reply.type('text/html; charset=utf-8');
      return reply.status(403).send(page('页面已失效', `<h1>页面已失效</h1><p class="err">请从充值页面重新打开收银台。</p>`));
    }
    if (!order || order.payState !== 0) return reply.redirect(`/pay/sandbox/${encodeURIComponent(req.params.orderId)}`, 303);
    const raw = JSON.stringify({
      eventId: randomUUID(),
      orderId: order.id,
      status: parse(pageForm, req.body).action === 'pay' ? 'paid' : 'cancelled',
      amount: formatFen(order.payAmount),
      currency: order.currency,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(secret, Math.floor(deps.clock().getTime() / 1000), raw) },
      payload: raw,
    });
    if (res.statusCode !== 200) {
      reply.type('text/html; charset=utf-8');
      return reply.status(502).send(page('支付失败', `<h1>支付失败</h1><p class="err">${escapeHtml(res.json<{ msg?: string }>().msg ?? '')}</p>`));
    }
    return reply.redirect(`/personal/flow?tab=recharge&order=${encodeURIComponent(order.id)}`, 303);
  });
}
