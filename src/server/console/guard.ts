// How every console route is declared: the permission it needs is part of its registration, so no
// route exists without one (the role table test reads them all from here). A request needs a live
// console session (cookie), a role that grants the permission, and on writes the session's CSRF
// token in the `x-csrf-token` header; a staff member whose password was set by someone else, or who
// has not enrolled their own authenticator yet, may only do those two things until they have. The
// answer is the usual envelope.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleMay, type Permission, type StaffRole } from '../../shared/console/permissions.ts';
import { AppError } from '../errors.ts';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../envelope.ts';
import { csvOf, type CsvTable } from './csv.ts';
import { CONSOLE_COOKIE, sessionStaff } from './session.ts';

/** What admitting a staff request reads: its session (db) and the session's time limits (config, clock). */
export type GuardDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The signed-in staff member a console handler acts as (what the audit log records). */
export interface StaffActor {
  id: bigint;
  name: string;
  role: StaffRole;
  ip: string;
  csrfToken: string;
  /** The session's token hash, to end this session or all others. */
  tokenHash: string;
}

export interface ConsoleRouteOptions {
  /** Allowed before the account is set up: a password someone else set still to change, no authenticator enrolled yet. */
  beforeSetup?: boolean;
}

type Handler = (req: FastifyRequest, staff: StaffActor, reply: FastifyReply) => Promise<unknown>;

/** Every registered console route and its permission, read by the role table test. */
export const CONSOLE_ROUTES: { method: 'GET' | 'POST'; url: string; permission: Permission }[] = [];

export function consoleRules(deps: Pick<AppDeps, 'config' | 'clock'>) {
  return { now: deps.clock(), idleMs: deps.config.console.idleMinutes * 60_000, maxMs: deps.config.console.maxHours * 3600_000 };
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The staff member behind the request's console cookie, or a 401. */
export async function requireStaff(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, req: FastifyRequest): Promise<StaffActor & { mustChangePassword: boolean; mustEnrolTotp: boolean }> {
  const token = req.cookies?.[CONSOLE_COOKIE] ?? '';
  const s = await sessionStaff(deps.db, token, consoleRules(deps));
  if (!s) throw new AppError('CONSOLE_NOT_SIGNED_IN');
  return { id: s.id, name: s.name, role: s.role, ip: req.ip, csrfToken: s.csrfToken, tokenHash: s.tokenHash, mustChangePassword: s.mustChangePassword, mustEnrolTotp: s.mustEnrolTotp };
}

async function admit(deps: GuardDeps, req: FastifyRequest, permission: Permission, write: boolean, opts: ConsoleRouteOptions): Promise<StaffActor> {
  const staff = await requireStaff(deps, req);
  if (write) {
    const h = req.headers['x-csrf-token'];
    const sent = Array.isArray(h) ? h[0] : h;
    if (!sent || !sameToken(sent, staff.csrfToken)) throw new AppError('CONSOLE_CSRF');
  }
  if (staff.mustChangePassword && !opts.beforeSetup) throw new AppError('CONSOLE_PASSWORD_CHANGE');
  if (staff.mustEnrolTotp && !opts.beforeSetup) throw new AppError('CONSOLE_TOTP_ENROL');
  if (!roleMay(staff.role, permission)) throw new AppError('CONSOLE_FORBIDDEN');
  return staff;
}

export function consoleGet(app: FastifyInstance, deps: GuardDeps, url: string, permission: Permission, handler: Handler, opts: ConsoleRouteOptions = {}): void {
  CONSOLE_ROUTES.push({ method: 'GET', url, permission });
  app.get(url, async (req, reply) => ok(await handler(req, await admit(deps, req, permission, false, opts), reply)));
}

/** A write: needs the CSRF header. The handler writes its audit row in the transaction of its change. */
export function consolePost(app: FastifyInstance, deps: GuardDeps, url: string, permission: Permission, handler: Handler, opts: ConsoleRouteOptions = {}): void {
  CONSOLE_ROUTES.push({ method: 'POST', url, permission });
  app.post(url, async (req, reply) => ok(await handler(req, await admit(deps, req, permission, true, opts), reply)));
}

/** A CSV export (UTF-8 with BOM, so spreadsheet programs read the Chinese right). */
export function consoleCsv(app: FastifyInstance, deps: GuardDeps, url: string, permission: Permission, table: (req: FastifyRequest, staff: StaffActor) => Promise<CsvTable>): void {
  CONSOLE_ROUTES.push({ method: 'GET', url, permission });
  app.get(url, async (req, reply) => {
    const t = await table(req, await admit(deps, req, permission, false, {}));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${t.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .send(csvOf(t));
  });
}

/**
 * A write answered with a CSV attachment (a batch of redeem codes, shown this once): CSRF-checked
 * like consolePost; the handler writes its audit row in the transaction of its change.
 */
export function consolePostCsv(app: FastifyInstance, deps: GuardDeps, url: string, permission: Permission, table: (req: FastifyRequest, staff: StaffActor) => Promise<CsvTable>): void {
  CONSOLE_ROUTES.push({ method: 'POST', url, permission });
  app.post(url, async (req, reply) => {
    const t = await table(req, await admit(deps, req, permission, true, {}));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${t.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .send(csvOf(t));
  });
}
