// Real-name verification: api/auth/certify, certifyRedirect, certifyResult, the provider's
// signed callback, and (outside production) the sandbox provider's page.
import type { FastifyInstance } from 'fastify';
import { certifyBody, certifyIdQuery } from '../../../shared/contracts/certify.ts';
import { providerParams } from '../../../shared/contracts/fields.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/auth.ts';
import { langOf } from '../../http/request-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { sandboxCertifyRoutes } from '../../sandbox/certify-page.ts';
import { certifySandboxSecret } from '../../providers/certify/sandbox.ts';
import { certifyRedirect, certifyResult, finish, startCertify } from './service.ts';

export type CertifyRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'certify'>;

export function certifyRoutes(app: FastifyInstance, deps: CertifyRouteDeps): void {
  app.post('/api/auth/certify', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await startCertify(deps, userId, parse(certifyBody, req.body), langOf(req)));
  });

  app.get('/api/auth/certifyRedirect', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const { id } = parse(certifyIdQuery, req.query);
    return reply.redirect(await certifyRedirect(deps, userId, id), 302);
  });

  app.get('/api/auth/certifyResult', async (req) => {
    const userId = await requireUser(deps.db, req);
    const { id } = parse(certifyIdQuery, req.query);
    return ok(await certifyResult(deps, userId, id));
  });

  // The provider's callback: trusted only through its signature (no session).
  app.post<{ Params: { provider: string } }>('/api/auth/certifyNotify/:provider', async (req) => {
    const provider = deps.certify;
    // A provider without a callback (Alipay: the outcome is asked for) has no address here either.
    if (!provider?.readCallback || provider.name !== parse(providerParams, req.params).provider) throw new AppError('NOT_FOUND');
    const check = provider.readCallback(req.headers, req.rawBody ?? '', deps.clock());
    // A stale signature is refused like a wrong one: either way the sender must sign anew.
    if (!check.ok) throw new AppError('BAD_SIGNATURE');
    await finish(deps, provider.name, check.outcome);
    return ok(null);
  });

  if (deps.config.env !== 'production' && deps.certify?.name === 'sandbox') {
    sandboxCertifyRoutes(app, deps, certifySandboxSecret(deps.config.appSecret));
  }
}
