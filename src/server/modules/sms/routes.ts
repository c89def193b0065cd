// Sending codes: api/common/smsCode, api/common/userSmsCode, and api/dev/smsOutbox outside production.
// GET reads the query, POST the body (form-encoded or JSON); both do the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { smsCodeBody, userSmsCodeBody } from '../../../shared/contracts/verification.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { devOutboxEnabled, smsOutboxRoutes } from './outbox-route.ts';
import { sendSmsCode, sendUserSmsCode } from './send.ts';

export type SmsRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'sms' | 'outboxes'>;

export function smsRoutes(app: FastifyInstance, deps: SmsRouteDeps): void {
  const input = (req: FastifyRequest) => (req.method === 'GET' ? req.query : req.body);
  const from = (req: FastifyRequest) => ({
    ip: req.ip,
    onSendError: (err: unknown) => req.log.warn({ err }, 'sms provider failed'),
    onAlert: (what: string, details: Record<string, unknown>) => req.log.warn(details, what),
  });

  const smsCode = async (req: FastifyRequest) => ok(await sendSmsCode(deps, parse(smsCodeBody, input(req)), from(req)));
  app.get('/api/common/smsCode', smsCode);
  app.post('/api/common/smsCode', smsCode);

  const userSmsCode = async (req: FastifyRequest) => {
    const userId = await requireUser(deps.db, req);
    return ok(await sendUserSmsCode(deps, userId, parse(userSmsCodeBody, input(req)), from(req)));
  };
  app.get('/api/common/userSmsCode', userSmsCode);
  app.post('/api/common/userSmsCode', userSmsCode);

  if (devOutboxEnabled(deps.config)) smsOutboxRoutes(app, deps);
}
