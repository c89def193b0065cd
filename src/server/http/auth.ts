// Who is asking: the `token` header (or `Authorization: Bearer`), resolved to a user id.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessionUser } from '../modules/auth/sessions.ts';
import { AppError } from './app-error.ts';

export function tokenOf(req: FastifyRequest): string {
  const h = req.headers.token;
  const direct = Array.isArray(h) ? h[0] : h;
  if (direct) return direct.trim();
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7).trim() : '';
}

export async function requireUser(db: Db, req: FastifyRequest): Promise<bigint> {
  const userId = await sessionUser(db, tokenOf(req));
  if (userId === null) throw new AppError('NOT_SIGNED_IN');
  return userId;
}
