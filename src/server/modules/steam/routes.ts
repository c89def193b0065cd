// Steam sign-in (OpenID 2.0): api/auth/steamLogin, steamReturn and the one-time code exchange.
// The first two are browser navigations and answer with redirects; only the exchange is JSON.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { steamExchangeBody, steamLoginQuery } from '../../../shared/contracts/steam.ts';
import { sessionOrigin } from '../../http/auth.ts';
import { ok } from '../../envelope.ts';
import { forbiddenCharsAt, parse } from '../../validate.ts';
import type { AppDeps } from '../../app-deps.ts';
import { SteamRefusal } from './openid.ts';
import { exchangeSteamCode, finishSteamLogin, startSteamLogin, STEAM_ERROR_LOCATION, type SteamDeps } from './service.ts';

function redirect(reply: FastifyReply, location: string) {
  // Each answer is for one browser once: never cached, never leaking the code onwards.
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
}

export type SteamRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function steamRoutes(app: FastifyInstance, deps: SteamRouteDeps): void {
  const steam = (): SteamDeps => ({
    db: deps.db,
    now: deps.clock(),
    endpoint: deps.config.steam.openidEndpoint,
    publicUrl: deps.config.publicUrl,
    defaultInvitationCode: deps.config.defaultInvitationCode,
  });

  app.get('/api/auth/steamLogin', async (req, reply) => {
    const q = parse(steamLoginQuery, req.query);
    const location = await startSteamLogin(steam(), { redirectUrl: q.callbackUrl, promoteCode: q.promoteCode, channelCode: q.channelCode });
    return redirect(reply, location);
  });

  app.get('/api/auth/steamReturn', async (req, reply) => {
    try {
      // Steam's answer is checked field by field there; a control character is refused at once.
      if (forbiddenCharsAt(req.query)) throw new SteamRefusal('control characters');
      return redirect(reply, await finishSteamLogin(steam(), req.query as Record<string, unknown>));
    } catch (err) {
      // A browser is waiting on this navigation: whatever went wrong, it gets the page that says so.
      if (err instanceof SteamRefusal) req.log.warn({ reason: err.reason }, 'steam sign-in refused');
      else req.log.error({ err }, 'steam sign-in failed');
      return redirect(reply, STEAM_ERROR_LOCATION);
    }
  });

  app.post('/api/auth/steamExchange', async (req) => {
    const d = steam();
    const body = parse(steamExchangeBody, req.body);
    return ok(await exchangeSteamCode({ ...d, config: deps.config, clock: deps.clock }, body.code, sessionOrigin(req, d.now), app.sessionRules()));
  });
}
