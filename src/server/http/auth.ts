// Who is asking: the `token` header (or `Authorization: Bearer`), resolved to a user id under the
// session rules (idle and absolute lifetimes, the server's clock) that buildApp installs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessionParams, sessionRulesOf, sessionUser, type SessionOrigin, type SessionRules } from '../modules/auth/sessions.ts';
import { cleanUserAgent } from '../modules/auth/user-agent.ts';
import { sessionPlayerMayPlay } from '../modules/protection/gate.ts';
import type { PlayAction } from '../../shared/protection-constants.ts';
import { AppError } from '../errors.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { noteSessionConsulted, noteSessionOpened, presentedToken } from './personal-answers.ts';
import type { AppDeps } from '../app-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session lifetimes and the time now; installed by installSessionRules. */
    sessionRules: () => SessionRules;
  }
}

/**
 * Every route that checks a session reads the rules from the app, so the test clock reaches them.
 * A route whose handler asks for the player also answers a request carrying no token at all with
 * 401 before its handler runs (signedInFirst).
 */
export function installSessionRules(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'clock'>): void {
  app.decorate('sessionRules', sessionRulesOf(deps));
  signedInFirst(app);
}

/** The calls by which a handler asks who is signed in (a route making one is a signed-in route); changeOnce (changes.ts) always does. */
// "(0, m.requireUser)(" is how a module transform (vitest's) writes the same call.
export const SIGNED_IN_CALL = /\b(?:requireUser|requirePlayer|requireToken|requireSession|idempotencyKeyAfterPlayer|changeOnce)\)?\(/;

/**
 * An anonymous call to a signed-in route is told "sign in" (401), never that its body is wrong
 * (400): many handlers read their input before the session (so bad input costs no database round
 * trip), which made a visitor's malformed request a validation error and a well-formed one a 401.
 * Each /api route whose handler calls one of SIGNED_IN_CALL gets requireToken as its first
 * onRequest step, so the order no longer depends on each handler's own. Only the token's presence
 * is checked here (no database read); an unknown or expired one is still judged by the handler.
 */
function signedInFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !SIGNED_IN_CALL.test(String(route.handler))) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [async (req: FastifyRequest) => requireToken(req), ...own];
  });
}

/** The request's player token ('' for none). Every read of the session goes through here, so the answer is marked as depending on it (personal-answers.ts). */
export function tokenOf(req: FastifyRequest): string {
  noteSessionConsulted(req);
  return presentedToken(req);
}

/** What a new session remembers of the request that signs in; the answer carries the new token, so it is never cached. */
export function sessionOrigin(req: FastifyRequest, now: Date): SessionOrigin {
  noteSessionOpened(req);
  return { now, ip: req.ip, userAgent: cleanUserAgent(req.headers['user-agent']) };
}

export async function requireUser(db: Db, req: FastifyRequest): Promise<bigint> {
  const userId = await sessionUser(db, tokenOf(req), req.server.sessionRules(), { ip: req.ip });
  if (userId === null) throw new AppError('NOT_SIGNED_IN');
  return userId;
}

/**
 * NOT_SIGNED_IN for a request that carries no token at all, before its body is read: an entry point
 * that checks its input before requirePlayer (so bad input notes no play) still answers a visitor
 * who is not signed in with 401, as every other signed-in route does.
 */
export function requireToken(req: FastifyRequest): void {
  if (!tokenOf(req)) throw new AppError('NOT_SIGNED_IN');
}

/**
 * The session parameters of the request's token (auth/sessions.ts sessionParams), for a hot path
 * whose own first statement checks the session and the gate (boxes/opening/statements.ts).
 * NOT_SIGNED_IN for a token no session can have.
 */
export function requireSession(req: FastifyRequest): string[] {
  const params = sessionParams(tokenOf(req), req.server.sessionRules(), { ip: req.ip });
  if (params === null) throw new AppError('NOT_SIGNED_IN');
  return params;
}

/**
 * The Idempotency-Key, for a path that checks the player in its own statement: a request without a
 * usable key is answered as requirePlayer first would have answered it (401, or the gate's
 * refusal), and only then with the key's error, so who is asking is still judged first.
 */
export async function idempotencyKeyAfterPlayer(db: Db, req: FastifyRequest, action: PlayAction): Promise<string> {
  try {
    return idempotencyKeyOf(req);
  } catch (err) {
    await requirePlayer(db, req, action);
    throw err;
  }
}

/**
 * requireUser and the protection gate (protection/gate.ts) in one round trip: the signed-in player,
 * when they may do `action` now. For the entry points that would otherwise run both, one after the
 * other (a case opening, a dream, a seat, a deposit…).
 */
export async function requirePlayer(db: Db, req: FastifyRequest, action: PlayAction): Promise<bigint> {
  return sessionPlayerMayPlay(db, tokenOf(req), req.server.sessionRules(), { ip: req.ip }, action);
}
