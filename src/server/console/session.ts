// Console sessions: an opaque token in an httpOnly, SameSite=Strict cookie, sent only to /console and
// /api/console (one cookie per path: a cookie has one Path), checked in one round trip that also
// moves its last use. Idle and absolute time-outs run on the server's clock (deps.clock), so tests
// move time rather than wait. A player's `token` header is never read here, and the player routes
// never read this cookie: neither opens the other's routes.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { staffSessions } from '../db/schema/index.ts';
import type { StaffRole } from '../../shared/console/permissions.ts';

export const CONSOLE_COOKIE = 'console_session';
export const CONSOLE_COOKIE_PATHS = ['/console', '/api/console'] as const;

export interface ConsoleSessionRules {
  now: Date;
  idleMs: number;
  maxMs: number;
}

export interface SessionStaff {
  id: bigint;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
  /** No authenticator enrolled yet (signed in with the one-time password alone). */
  mustEnrolTotp: boolean;
  csrfToken: string;
  tokenHash: string;
}

export function hashConsoleToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for a staff member who passed password and TOTP (or, not enrolled yet, the one-time password); returns the cookie token and CSRF token. */
export async function openConsoleSession(tx: Db | Tx, staffId: bigint, origin: { now: Date; ip: string; userAgent: string }): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await tx.insert(staffSessions).values({
    tokenHash: hashConsoleToken(token), staffId, csrfToken, createdAt: origin.now, lastUsedAt: origin.now, ip: origin.ip, userAgent: origin.userAgent,
  });
  return { token, csrfToken };
}

/** The live session behind a cookie token, its last use moved to now; null when absent, ended, timed out or its staff member disabled. */
export async function sessionStaff(db: Db, token: string, rules: ConsoleSessionRules): Promise<SessionStaff | null> {
  if (!token || token.length > 200) return null;
  const now = rules.now.toISOString();
  const idleSince = new Date(rules.now.getTime() - rules.idleMs).toISOString();
  const startedSince = new Date(rules.now.getTime() - rules.maxMs).toISOString();
  const rows = await queryRows<{ id: string; name: string; role: StaffRole; must_change_password: boolean; must_enrol_totp: boolean; csrf_token: string; token_hash: string }>(db, sql`
    UPDATE staff_sessions s SET last_used_at = ${now}::timestamptz
    FROM staff st
    WHERE s.token_hash = ${hashConsoleToken(token)} AND st.id = s.staff_id AND st.disabled_at IS NULL
      AND s.revoked_at IS NULL AND s.last_used_at > ${idleSince}::timestamptz AND s.created_at > ${startedSince}::timestamptz
    RETURNING st.id::text AS id, st.name, st.role, st.must_change_password, st.totp_secret IS NULL AS must_enrol_totp, s.csrf_token, s.token_hash`);
  const r = rows[0];
  return r ? {
    id: BigInt(r.id), name: r.name, role: r.role, mustChangePassword: r.must_change_password, mustEnrolTotp: r.must_enrol_totp, csrfToken: r.csrf_token, tokenHash: r.token_hash,
  } : null;
}

/** Ends every session of a staff member (disabled, role changed, password changed elsewhere). */
export async function endStaffSessions(tx: Db | Tx, staffId: bigint, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE staff_sessions SET revoked_at = ${now.toISOString()}::timestamptz WHERE staff_id = ${staffId} AND revoked_at IS NULL`);
}

export function setConsoleCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeSec: number): void {
  for (const path of CONSOLE_COOKIE_PATHS) {
    reply.setCookie(CONSOLE_COOKIE, token, { path, httpOnly: true, sameSite: 'strict', secure, maxAge: maxAgeSec });
  }
}

export function clearConsoleCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of CONSOLE_COOKIE_PATHS) {
    reply.clearCookie(CONSOLE_COOKIE, { path, httpOnly: true, sameSite: 'strict', secure });
  }
}
