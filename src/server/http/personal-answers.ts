// Answers that depend on who asks are never stored by a cache (a CDN, a company proxy, the browser's
// disk): one hook decides for every route, so a new route cannot forget.
//
// `Cache-Control: no-store` on
// - every answer to a request that presents a session: a player's token (the `token` header or
//   `Authorization: Bearer`) or the console's cookie, whatever the route does with it. Keyed on the
//   request rather than on which routes read the session, it also covers a refusal sent before the
//   session was looked at, and a route nobody marked; a public list asked by a signed-in browser is
//   not cached, the price of that;
// - every console answer (/api/console/…), its sign-in included;
// - an answer that opened a session (sign-up, sign-in, Steam): it carries the new token.
// An anonymous answer of a route that looked for a session (a giveaway or battle room showing a
// viewer their own entry) is the same for every visitor, so it stays cacheable, with
// `Vary: Token, Authorization` so a cache never hands it to someone who presents one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_COOKIE } from '../console/session.ts';

/** What the route did with the session: looked for one, or opened one. */
const seen = new WeakMap<FastifyRequest, 'consulted' | 'opened'>();

/** The player token the request presents ('' for none); reading it this way marks nothing. */
export function presentedToken(req: FastifyRequest): string {
  const h = req.headers.token;
  const direct = Array.isArray(h) ? h[0] : h;
  if (direct) return direct.trim();
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7).trim() : '';
}

/** The route looks for the player's session (auth.ts tokenOf). */
export function noteSessionConsulted(req: FastifyRequest): void {
  if (!seen.has(req)) seen.set(req, 'consulted');
}

/** The route opens a session: its answer carries the token (auth.ts sessionOrigin). */
export function noteSessionOpened(req: FastifyRequest): void {
  seen.set(req, 'opened');
}

function isConsole(req: FastifyRequest): boolean {
  const path = req.url.split('?', 1)[0];
  return path === '/api/console' || path.startsWith('/api/console/');
}

/** Whether this request's answer may differ by who asks (see above). */
export function isPersonal(req: FastifyRequest): boolean {
  return presentedToken(req) !== '' || Boolean(req.cookies?.[CONSOLE_COOKIE]) || isConsole(req) || seen.get(req) === 'opened';
}

function addVary(reply: FastifyReply, names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const have = new Set(current.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
  if (have.has('*')) return;
  const missing = names.filter((n) => !have.has(n.toLowerCase()));
  if (missing.length) reply.header('vary', [current, ...missing].filter(Boolean).join(', '));
}

export function installPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isPersonal(req)) {
      // Replaces a route's own caching: what one person was shown is nobody else's.
      reply.header('cache-control', 'no-store');
    } else if (seen.has(req)) {
      addVary(reply, ['Token', 'Authorization']);
    }
    return payload;
  });
}
