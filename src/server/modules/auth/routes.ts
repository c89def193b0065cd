import type { FastifyInstance } from 'fastify';
import { changePasswordBody, loginBody, signUpBody } from '../../../shared/contracts/auth.ts';
import { requireUser, tokenOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import type { AppDeps } from '../../http/deps.ts';
import { changePassword, login, logout, signUp } from './service.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const auth = { db: deps.db, defaultInvitationCode: deps.config.defaultInvitationCode };

  app.post('/api/auth/signUp', async (req) => {
    const body = parse(signUpBody, req.body);
    const { token } = await signUp(auth, body);
    return ok({ token });
  });

  app.post('/api/auth/login', async (req) => ok(await login(auth, parse(loginBody, req.body), { ip: req.ip, now: deps.clock() })));

  app.post('/api/auth/changePassword', async (req) => {
    const userId = await requireUser(deps.db, req);
    await changePassword(auth, userId, tokenOf(req), parse(changePasswordBody, req.body));
    return ok(null);
  });

  app.post('/api/auth/logout', async (req) => {
    await requireUser(deps.db, req);
    await logout(auth, tokenOf(req));
    return ok(null);
  });
}
