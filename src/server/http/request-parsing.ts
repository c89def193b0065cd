// How the request's text becomes fields, for every route: JSON and form bodies and the query string,
// all decoded by request-text.ts (bytes that are not UTF-8 stay refusable instead of becoming
// U+FFFD), and the client address. Any other body type, or charset but UTF-8, is refused (415)
// rather than read as text.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasForbiddenChars } from '../../shared/forbidden-chars.ts';
import { AppError } from '../errors.ts';
import { decodeUtf8, parseFormBody, parseFormText } from '../request-text.ts';

/** Fastify's `routerOptions.querystringParser`: never throws (it runs inside the router). */
export function parseQueryString(text: string): Record<string, string | string[]> {
  return parseFormText(text);
}

/**
 * The charset a Content-Type declares, lower-cased, or null for none. Bodies are only ever read as
 * UTF-8: one declared in another charset (utf-16le, gbk…) would become other text than was sent,
 * so it is refused (415) rather than misread.
 */
export function declaredCharset(contentType: string | undefined): string | null {
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]).toLowerCase() : null;
}

function refuseOtherCharsets(req: FastifyRequest): void {
  const charset = declaredCharset(req.headers['content-type']);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') throw new AppError('UNSUPPORTED_MEDIA_TYPE', {}, 'err.unsupportedCharset');
}

export function installBodyParsers(app: FastifyInstance): void {
  // Fastify reads text/plain bodies as a bare string by default; no route takes one.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      refuseOtherCharsets(req);
    } catch (err) {
      return done(err as AppError, undefined);
    }
    const text = decodeUtf8(body as Buffer);
    req.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', {}, 'err.badJson'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      refuseOtherCharsets(req);
    } catch (err) {
      return done(err as AppError, undefined);
    }
    // Kept as sent, as for JSON: a provider's form notification is signed over its fields.
    req.rawBody = decodeUtf8(body as Buffer);
    done(null, parseFormBody(body as Buffer));
  });
}

/**
 * The client address is stored (sessions, code sends, sign-in limits). Behind a trusted proxy it
 * comes from X-Forwarded-For, which the client can write: one with control characters or longer
 * than any address is refused before a route sees it. (Proxies may send words such as "unknown",
 * so a non-address is not refused; it is only text.)
 */
export function installAddressCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const ip = req.ip;
    if (typeof ip !== 'string' || isIP(ip)) return;
    if (hasForbiddenChars(ip)) throw new AppError('VALIDATION', { field: 'field.forwardedFor' }, 'v.controlChars');
    if (ip.length > 64) throw new AppError('VALIDATION', { field: 'field.forwardedFor' }, 'v.type');
  });
}
