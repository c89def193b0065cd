// The sandbox supplier's own page, /sandbox/skins: the orders "the marketplace" holds, newest
// first, with a button for each step a seller, a player or Steam could take next. It stands where a
// real marketplace's seller side would, so a local run and an end-to-end test can force every path
// (send the offer, the player accepts or declines, the seller cancels, the offer expires, a Trade
// Protection reversal). Mounted only when the sandbox is the supplier, never in production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oneOf, text } from '../../shared/contracts/fields.ts';
import { formatFen } from '../../shared/money.ts';
import type { AppDeps } from '../app-deps.ts';
import { parse } from '../validate.ts';
import { escapeHtml, SANDBOX_PAGE_ROUTE, sandboxPage as page } from './page.ts';
import { formTokenField, formTokenValid } from './form.ts';
import { ACTION_FROM, SANDBOX_ACTIONS, type SandboxAction, type SandboxRow } from '../providers/skins/sandbox-book.ts';
import type { SandboxSupplier } from '../providers/skins/sandbox.ts';

export const SANDBOX_SKINS_PATH = '/sandbox/skins';
const SHOWN = 100;

const STATUS_TEXT: Record<string, string> = { pending: '待发货', offerSent: '已发报价', delivered: '已送达', failed: '失败', reversed: '已撤回' };
const FAILURE_TEXT: Record<string, string> = { declined: '玩家拒绝', expired: '报价过期', cancelled: '卖家取消', outOfStock: '限价内无货', badTradeLink: '交易链接无效' };
const ACTION_TEXT: Record<SandboxAction, string> = {
  send: '发送报价', accept: '玩家接受', decline: '玩家拒绝', expire: '报价过期', cancel: '卖家取消', reverse: '撤回交易（交易保护）',
};
const PRIMARY: readonly SandboxAction[] = ['send', 'accept'];

const pageParams = z.object({ ref: text('field.orderId', 1, 64) });
const pageForm = z.object({ action: oneOf('field.action', SANDBOX_ACTIONS as unknown as readonly [SandboxAction, ...SandboxAction[]]) });

function orderCard(row: SandboxRow, form: (scope: string) => string): string {
  const ref = escapeHtml(row.ref);
  const actions = SANDBOX_ACTIONS.filter((a) => ACTION_FROM[a].includes(row.status as never));
  const buttons = actions.map((a) => `<button class="${PRIMARY.includes(a) ? 'ok' : 'no'}" name="action" value="${a}" data-testid="sandbox-skin-${a}-${ref}">${ACTION_TEXT[a]}</button>`).join('');
  return `<section data-testid="sandbox-skin-order-${ref}"><dl>
<dt>我方单号</dt><dd>${ref}</dd>
<dt>饰品</dt><dd>${escapeHtml(row.marketHashName)}</dd>
<dt>价格 / 上限</dt><dd>¥${formatFen(row.price)} / ¥${formatFen(row.maxPrice)}</dd>
<dt>状态</dt><dd data-testid="sandbox-skin-status-${ref}">${STATUS_TEXT[row.status] ?? escapeHtml(row.status)}${row.failure ? `（${FAILURE_TEXT[row.failure] ?? escapeHtml(row.failure)}）` : ''}</dd>
${row.tradeOfferId ? `<dt>交易报价</dt><dd>${escapeHtml(row.tradeOfferId)}</dd>` : ''}
<dt>进程</dt><dd>${row.plan === 'manual' ? '手动' : `自动（${escapeHtml(row.plan)}）`}</dd>
</dl>${buttons ? `<form method="post" action="${SANDBOX_SKINS_PATH}/${encodeURIComponent(row.ref)}" class="row">${form(`skins:${row.ref}`)}${buttons}</form>` : ''}</section><hr>`;
}

export type SandboxSkinRouteDeps = Pick<AppDeps, 'config'>;

export function sandboxSkinRoutes(app: FastifyInstance, deps: SandboxSkinRouteDeps, supplier: SandboxSupplier): void {
  if (deps.config.env === 'production') return;

  app.get(SANDBOX_SKINS_PATH, SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const rows = await supplier.latest(SHOWN);
    const balance = await supplier.balance();
    reply.type('text/html; charset=utf-8');
    const list = rows.length === 0 ? '<p class="hint" data-testid="sandbox-skin-empty">还没有订单。</p>' : rows.map((r) => orderCard(r, (scope) => formTokenField(req, reply, deps.config.appSecret, scope))).join('');
    return page('沙盒饰品供应商', `<h1>沙盒饰品供应商</h1><span class="tag">测试环境 · 不会发送真实饰品</span>
<dl><dt>模式</dt><dd data-testid="sandbox-skin-mode">${supplier.mode === 'auto' ? '自动' : '手动'}</dd><dt>余额</dt><dd>¥${formatFen(balance ?? 0n)}</dd></dl><hr>
${list}`);
  });

  app.post<{ Params: { ref: string }; Body: { action?: string; formToken?: string } }>(`${SANDBOX_SKINS_PATH}/:ref`, SANDBOX_PAGE_ROUTE, async (req, reply) => {
    // The fields are checked first (a malformed one is a 400 whoever sends it), then the token.
    const { ref } = parse(pageParams, { ref: req.params.ref });
    const { action } = parse(pageForm, { action: req.body?.action });
    if (!formTokenValid(req, deps.config.appSecret, `skins:${ref}`, req.body?.formToken)) {
      req.log.warn({ ref }, 'sandbox skins form without a valid token refused');
      reply.type('text/html; charset=utf-8');
      return reply.status(403).send(page('页面已失效', `<h1>页面已失效</h1><p class="err">请重新打开 ${SANDBOX_SKINS_PATH}。</p>`));
    }
    // An action the order is past (a double click, a step the timer took) changes nothing.
    await supplier.act(ref, action);
    return reply.redirect(SANDBOX_SKINS_PATH, 303);
  });
}
