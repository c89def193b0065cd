import type { FastifyInstance } from 'fastify';
import { changePasswordBody, findPasswordBody, loginBody, signUpBody, smsLoginBody } from '../../../shared/contracts/auth.ts';
import { totpLoginBody } from '../../../shared/contracts/totp.ts';
import { requireUser, sessionOrigin, tokenOf } from '../../http/auth.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import type { AppDeps } from '../../app-deps.ts';
import { findPassword } from './find-password.ts';
import { changePassword, login, logout } from './service.ts';
import { signUpWithSmsCode } from './sign-up.ts';
import { smsLogin } from './sms-login.ts';
import { totpLogin } from './second-factor.ts';
import { requireTotpOf } from '../security/totp.ts';

export type AuthRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const auth = { db: deps.db, config: deps.config, clock: deps.clock, defaultInvitationCode: deps.config.defaultInvitationCode, pepper: deps.config.appSecret };

  app.post('/api/auth/signUp', async (req) => {
    const { token } = await signUpWithSmsCode(auth, parse(signUpBody, req.body), sessionOrigin(req, deps.clock()));
    return ok({ token });
  });

  app.post('/api/auth/login', async (req) => ok(await login(auth, parse(loginBody, req.body), sessionOrigin(req, deps.clock()))));

  app.post('/api/auth/smsLogin', async (req) => ok(await smsLogin(auth, parse(smsLoginBody, req.body), sessionOrigin(req, deps.clock()))));

  // The second step of a sign-in from a new device while the authenticator is on (second-factor.ts).
  app.post('/api/auth/totpLogin', async (req) => ok(await totpLogin(auth, parse(totpLoginBody, req.body), sessionOrigin(req, deps.clock()))));

  app.post('/api/auth/findPassword', async (req) => {
    await findPassword(auth, parse(findPasswordBody, req.body), { ip: req.ip, now: deps.clock() });
    return ok(null);
  });

  app.post('/api/auth/changePassword', async (req) => {
    const userId = await requireUser(deps.db, req);
    const input = parse(changePasswordBody, req.body);
    await requireTotpOf(deps, userId, req.body, req.ip);
    await changePassword(auth, userId, tokenOf(req), input);
    return ok(null);
  });

  app.post('/api/auth/logout', async (req) => {
    await requireUser(deps.db, req);
    await logout(auth, tokenOf(req));
    return ok(null);
  });
}
