// Staff sign-in and the signed-in staff member's own account, under /api/console/auth and /api/console/me.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { servedOverHttps } from '../../http/security-headers.ts';
import { parse } from '../../validate.ts';
import { cleanUserAgent } from '../../modules/auth/user-agent.ts';
import { staffChangePasswordBody, staffEnrolConfirmBody, staffSignInBody } from '../../../shared/contracts/console-staff.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { clearConsoleCookie, setConsoleCookie } from '../session.ts';
import { changeStaffPassword, consoleMe, signOutStaff } from './account.ts';
import { confirmEnrolment, startEnrolment } from './enrol.ts';
import { signInStaff } from './sign-in.ts';

export type ConsoleAuthRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleAuthRoutes(app: FastifyInstance, deps: ConsoleAuthRouteDeps): void {
  // No session yet, so no CSRF token: the cookie is SameSite=Strict and the answer is only a cookie.
  app.post('/api/console/auth/signIn', async (req, reply) => {
    const body = parse(staffSignInBody, req.body);
    const s = await signInStaff(deps, body, { ip: req.ip, userAgent: cleanUserAgent(req.headers['user-agent']), now: deps.clock() });
    setConsoleCookie(reply, s.token, servedOverHttps(deps.config, req), deps.config.console.maxHours * 3600);
    return ok({ name: s.name, role: s.role, csrfToken: s.csrfToken, mustChangePassword: s.mustChangePassword, mustEnrolTotp: s.mustEnrolTotp });
  });

  consoleGet(app, deps, '/api/console/me', 'console.view', async (_req, staff) => consoleMe(deps, staff), { beforeSetup: true });

  consolePost(app, deps, '/api/console/auth/signOut', 'console.view', async (req, staff, reply) => {
    await signOutStaff(deps, staff);
    clearConsoleCookie(reply, servedOverHttps(deps.config, req));
    return null;
  }, { beforeSetup: true });

  consolePost(app, deps, '/api/console/auth/changePassword', 'console.view', async (req, staff) => {
    await changeStaffPassword(deps, staff, parse(staffChangePasswordBody, req.body));
    return null;
  }, { beforeSetup: true });

  consolePost(app, deps, '/api/console/auth/totp/start', 'console.view', async (_req, staff) => startEnrolment(deps, staff), { beforeSetup: true });

  consolePost(app, deps, '/api/console/auth/totp/confirm', 'console.view', async (req, staff) => {
    await confirmEnrolment(deps, staff, parse(staffEnrolConfirmBody, req.body));
    return null;
  }, { beforeSetup: true });
}
