// Signed-in staff for console tests. `createStaff` writes the row of a staff member who has
// enrolled an authenticator (argon2id hash by the same helper, a fresh TOTP secret stored sealed as
// enrolment stores it, docs/decisions/0112); `signInStaff` goes through the real sign-in route with a
// TOTP code computed from that secret, and hands back the cookie header value and the CSRF token to
// send; `enrolStaff` plays a new or reset account's first sign-in (password change and enrolling its
// own authenticator).
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { queryRows } from '../../src/server/db/client.ts';
import { staff } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { newTotpSecret, TOTP_PERIOD_S } from '../../src/server/console/auth/totp.ts';
import { CONSOLE_COOKIE } from '../../src/server/console/session.ts';
import { sealTotpSecret } from '../../src/server/sealed-secret.ts';
import type { StaffRole } from '../../src/shared/console/permissions.ts';
import type { TestContext } from './context.ts';

export interface TestStaff {
  id: bigint;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
}

export interface SignedInStaff extends TestStaff {
  /** The value of a `cookie` header: `console_session=<token>`. */
  cookie: string;
  csrf: string;
}

let seq = 0;
/** A staff name unique within the test file (3-32 of a-z, 0-9, '.', '_', '-'). */
export function newStaffName(prefix = 'staff'): string {
  seq += 1;
  return `${prefix}-${seq}-${process.pid % 100000}`.slice(0, 32);
}

/**
 * A staff row; `mustChangePassword` is false unless asked (most tests are about what comes after
 * the first password change).
 */
export async function createStaff(ctx: TestContext, opts: { name?: string; role: StaffRole; password?: string; mustChangePassword?: boolean; disabled?: boolean }): Promise<TestStaff> {
  const name = opts.name ?? newStaffName(opts.role);
  const password = opts.password ?? `pw-${name}-Secret1`;
  const totpSecret = newTotpSecret();
  const [row] = await ctx.deps.db.insert(staff).values({
    name, role: opts.role, passwordHash: await hashPassword(password), mustChangePassword: opts.mustChangePassword ?? false,
    totpSecret: sealTotpSecret(ctx.deps.config.appSecret, totpSecret), disabledAt: opts.disabled ? ctx.deps.clock() : null,
  }).returning({ id: staff.id });
  return { id: row.id, name, role: opts.role, password, totpSecret };
}

/** The TOTP code of `secret` at the server's clock, `steps` periods away (-1, 0 or 1 are accepted). */
export function totpCodeAt(ctx: TestContext, secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(ctx.deps.clock().getTime() / 1000) + steps * TOTP_PERIOD_S, period: TOTP_PERIOD_S });
}

/** A code for the first step in the accepted window (-1, 0, +1) later than the last one used, or null when all three are spent. */
export async function freshTotpCode(ctx: TestContext, s: TestStaff): Promise<string | null> {
  const [row] = await queryRows<{ last: string }>(ctx.deps.db, sql`SELECT totp_last_step::text AS last FROM staff WHERE id = ${s.id}`);
  const nowS = ctx.deps.clock().getTime() / 1000;
  const nowStep = Math.floor(nowS / TOTP_PERIOD_S);
  // The last step before now is taken only while the next one is more than 5 s away: with the
  // real clock, a step crossed between this code and its check would leave it out of the window.
  const steps = nowS - nowStep * TOTP_PERIOD_S < TOTP_PERIOD_S - 5 ? [-1, 0, 1] : [0, 1];
  for (const d of steps) if (nowStep + d > Number(row?.last ?? 0)) return totpCodeAt(ctx, s.totpSecret, d);
  return null;
}

/** POST api/console/auth/signIn as JSON; the raw answer. */
export function postSignIn(ctx: TestContext, body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) {
  return ctx.app.inject({
    method: 'POST', url: '/api/console/auth/signIn', remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/json', lang: opts.lang ?? 'zh-CN' },
    payload: JSON.stringify(body),
  });
}

/** The console cookie from a sign-in answer, as a `cookie` header value. */
export function consoleCookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'] as string | string[] | undefined; // Node's type for set-cookie
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const hit = all.find((c) => c.startsWith(`${CONSOLE_COOKIE}=`));
  if (!hit) throw new Error(`no ${CONSOLE_COOKIE} cookie in ${JSON.stringify(raw)}`);
  return hit.split(';')[0];
}

/**
 * A staff member of `who` (a role: made now; or an existing staff member) signed in through the
 * real route. Throws when the sign-in fails.
 */
export async function signInStaff(ctx: TestContext, who: StaffRole | TestStaff, opts: { ip?: string } = {}): Promise<SignedInStaff> {
  const s = typeof who === 'string' ? await createStaff(ctx, { role: who }) : who;
  const code = await freshTotpCode(ctx, s);
  if (code === null) throw new Error(`${s.name}: every TOTP step in the window is spent; move the clock (ctx.setNow) by 30 s`);
  const res = await postSignIn(ctx, { name: s.name, password: s.password, code }, opts);
  if (res.statusCode !== 200) throw new Error(`console sign-in of ${s.name} failed: ${res.statusCode} ${res.body}`);
  return { ...s, cookie: consoleCookieOf(res), csrf: res.json<{ data: { csrfToken: string } }>().data.csrfToken };
}

/**
 * What a new or reset staff member does at their first sign-in, through the real routes: signs in
 * with the one-time password and no code, sets `newPassword`, asks for an authenticator secret
 * (shown only to them) and confirms it with its code. Hands them back signed in and usable.
 */
export async function enrolStaff(ctx: TestContext, c: { id: string | bigint; name: string; password: string }, newPassword = `pw-${c.name}-Own1`): Promise<SignedInStaff> {
  const res = await postSignIn(ctx, { name: c.name, password: c.password, code: '' });
  if (res.statusCode !== 200) throw new Error(`first sign-in of ${c.name} failed: ${res.statusCode} ${res.body}`);
  const first = res.json<{ data: { role: StaffRole; csrfToken: string; mustChangePassword: boolean; mustEnrolTotp: boolean } }>().data;
  const s = { cookie: consoleCookieOf(res), csrf: first.csrfToken };
  let password = c.password;
  if (first.mustChangePassword) {
    const changed = await staffPost(ctx, s, '/api/console/auth/changePassword', { oldPassword: c.password, newPassword });
    if (changed.statusCode !== 200) throw new Error(`password change of ${c.name} failed: ${changed.body}`);
    password = newPassword;
  }
  const started = await staffPost(ctx, s, '/api/console/auth/totp/start');
  if (started.statusCode !== 200) throw new Error(`enrolment of ${c.name} failed: ${started.body}`);
  const totpSecret = started.json<{ data: { secret: string } }>().data.secret;
  const confirmed = await staffPost(ctx, s, '/api/console/auth/totp/confirm', { code: await totpCodeAt(ctx, totpSecret) });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment of ${c.name} failed: ${confirmed.body}`);
  return { id: BigInt(c.id), name: c.name, role: first.role, password, totpSecret, ...s };
}

/** The headers a signed-in console page sends: its cookie and the CSRF token. */
export function asStaff(s: Pick<SignedInStaff, 'cookie' | 'csrf'>): Record<string, string> {
  return { cookie: s.cookie, 'x-csrf-token': s.csrf };
}

/** GET a console route as `s`. */
export function staffGet(ctx: TestContext, s: Pick<SignedInStaff, 'cookie' | 'csrf'>, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...asStaff(s), ...headers } });
}

/** POST a JSON body to a console route as `s` (cookie and CSRF header). */
export function staffPost(ctx: TestContext, s: Pick<SignedInStaff, 'cookie' | 'csrf'>, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST', url,
    headers: { 'content-type': 'application/json', ...asStaff(s), ...headers },
    payload: JSON.stringify(body),
  });
}
