// The sandbox pages' forms (payment checkout, real-name check) carry a token that ties them to the
// browser that opened the page AND to the one order or check it was opened for: a double-submit
// pair of a random SameSite=Strict cookie and HMAC(APP_SECRET, cookie + scope) in a hidden field.
// A page on another site cannot read the cookie or send it along, and a token for one order does
// nothing for another. Stateless, so any process can check a form another process served.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'sandbox_form';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{32,64}$/;

function cookieOf(req: FastifyRequest): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === COOKIE && COOKIE_VALUE.test(value)) return value;
  }
  return null;
}

function tokenFor(secret: string, cookie: string, scope: string): string {
  return createHmac('sha256', secret).update(`${cookie}|${scope}`).digest('base64url');
}

/** The cookie made for a request that came without one, so every form of one page shares it. */
const madeFor = new WeakMap<FastifyRequest, string>();

/** The hidden field for a form acting on `scope` ("pay:<orderId>", "certify:<id>"); sets the cookie when missing. */
export function formTokenField(req: FastifyRequest, reply: FastifyReply, secret: string, scope: string): string {
  let cookie = cookieOf(req) ?? madeFor.get(req) ?? null;
  if (!cookie) {
    cookie = randomBytes(24).toString('base64url');
    madeFor.set(req, cookie);
    reply.header('set-cookie', `${COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`);
  }
  return `<input type="hidden" name="formToken" value="${tokenFor(secret, cookie, scope)}">`;
}

/** True when the posted form was served to this browser for this very scope. */
export function formTokenValid(req: FastifyRequest, secret: string, scope: string, posted: unknown): boolean {
  const cookie = cookieOf(req);
  if (!cookie || typeof posted !== 'string') return false;
  const expected = Buffer.from(tokenFor(secret, cookie, scope));
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
