// Mail binding, phone change and the security check before sensitive actions (api/profile/*, and
// api/auth/verify, the same check by password or code), plus the mail outbox for development (never in production).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bindMailBody, bindSecurityWayBody, changeMailBody, changePhoneBody, mailCodeBody, securityCheckBody,
  mailOutboxQuery, verifyBody, type MailOutboxEntry,
} from '../../../shared/contracts/security.ts';
import { requireUser, tokenOf } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import type { Caller } from './check.ts';
import { sendMailCode, setMail } from './mail-service.ts';
import { changePhone } from './phone-service.ts';
import { verifyUser } from './verify.ts';
import { confirmTotp, disableTotp, requireTotpOf, startTotp, totpStatus } from './totp.ts';
import { totpConfirmBody, totpDisableBody } from '../../../shared/contracts/totp.ts';
import { availableSecurityWays, bindSecurityWay, securityCheck } from './way-service.ts';

export { requireFreshSecurityCheck } from './check.ts';

export type SecurityRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mail' | 'outboxes'>;

export function securityRoutes(app: FastifyInstance, deps: SecurityRouteDeps): void {

  app.post('/api/profile/mailCode', async (req) => {
    const userId = await requireUser(deps.db, req);
    await sendMailCode(deps, userId, parse(mailCodeBody, req.body), req.ip);
    return ok(null);
  });

  app.post('/api/profile/bindMail', async (req) => {
    const userId = await requireUser(deps.db, req);
    const input = parse(bindMailBody, req.body);
    await requireTotpOf(deps, userId, req.body, req.ip);
    await setMail(deps, callerOf(req), userId, 'bindMail', input);
    return ok(null);
  });

  app.post('/api/profile/changeMail', async (req) => {
    const userId = await requireUser(deps.db, req);
    const input = parse(changeMailBody, req.body);
    await requireTotpOf(deps, userId, req.body, req.ip);
    await setMail(deps, callerOf(req), userId, 'changeMail', input);
    return ok(null);
  });

  app.post('/api/profile/changePhone', async (req) => {
    const userId = await requireUser(deps.db, req);
    const input = parse(changePhoneBody, req.body);
    await requireTotpOf(deps, userId, req.body, req.ip);
    await changePhone(deps, callerOf(req), userId, input);
    return ok(null);
  });

  app.get('/api/profile/getAvailableSecurityWay', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await availableSecurityWays(deps, callerOf(req), userId));
  });

  app.post('/api/profile/bindSecurityWay', async (req) => {
    const userId = await requireUser(deps.db, req);
    await bindSecurityWay(deps, callerOf(req), userId, parse(bindSecurityWayBody, req.body));
    return ok(null);
  });

  app.post('/api/profile/securityCheck', async (req) => {
    const userId = await requireUser(deps.db, req);
    await securityCheck(deps, callerOf(req), userId, parse(securityCheckBody, req.body));
    return ok(null);
  });

  // The spec's "user verification": a password or a security code marks this session checked (verify.ts).
  app.post('/api/auth/verify', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await verifyUser(deps, callerOf(req), userId, parse(verifyBody, req.body)));
  });

  // The player's authenticator (totp.ts): its state, setting it up, confirming it, turning it off.
  app.get('/api/profile/totp', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await totpStatus(deps, userId));
  });

  app.post('/api/profile/totp/start', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await startTotp(deps, userId));
  });

  app.post('/api/profile/totp/confirm', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await confirmTotp(deps, userId, parse(totpConfirmBody, req.body), callerOf(req)));
  });

  app.post('/api/profile/totp/disable', async (req) => {
    const userId = await requireUser(deps.db, req);
    await disableTotp(deps, userId, parse(totpDisableBody, req.body), callerOf(req));
    return ok(null);
  });

  if (deps.config.env !== 'production') {
    app.get('/api/dev/mailOutbox', async (req) => {
      const email = parse(mailOutboxQuery, req.query).email || undefined;
      const list: MailOutboxEntry[] = (await deps.outboxes.mail.list(email))
        .map((e) => ({ email: e.to, purpose: e.purpose, code: e.code, createdAt: e.createdAt.toISOString() }));
      return ok(list);
    });
  }
}

/** The request's address and session token, for the security services (read after requireUser). */
function callerOf(req: FastifyRequest): Caller {
  return { ip: req.ip, token: tokenOf(req) };
}
