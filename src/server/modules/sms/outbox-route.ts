// GET api/dev/smsOutbox?phone=: what the sandbox provider "sent", newest first, for local use and
// tests. Never registered in production (it would hand out everyone's codes).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { msg, str } from '../../../shared/contracts/fields.ts';
import type { SmsOutboxEntry } from '../../../shared/contracts/verification.ts';

export function devOutboxEnabled(config: Pick<Config, 'env'>): boolean {
  return config.env !== 'production';
}

const outboxQuery = z.object({ phone: str('field.phone').trim().max(32, msg('v.phone')).optional() });

export function smsOutboxRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'outboxes'>): void {
  app.get('/api/dev/smsOutbox', async (req) => {
    const { phone } = parse(outboxQuery, req.query);
    const list: SmsOutboxEntry[] = (await deps.outboxes.sms.list(phone || undefined))
      .map((e) => ({ phone: e.to, purpose: e.purpose, code: e.code, createdAt: e.createdAt.toISOString() }));
    return ok(list);
  });
}
