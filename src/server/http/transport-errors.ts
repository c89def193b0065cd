// Refusals of the request itself, before or outside any route: a malformed or too long address, a
// body type or size we do not take, a method the address does not have, headers past Node's limit.
// Each is the envelope with the HTTP status of its kind and a message in the request's language
// (as the error handler answers every path); Fastify's and Node's own codes and texts never show.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify';
import { ERRORS, type ErrorName } from '../../shared/errors.ts';
import { pickLang, translate, type MessageKey } from '../../shared/messages.ts';
import { fail } from '../envelope.ts';
import { t } from './request-context.ts';
import { PERMISSIONS_POLICY, STRICT_CSP } from './security-headers.ts';

/**
 * These answers are written before any hook runs (helmet's included), so they carry the strict
 * headers of a JSON answer themselves (docs/decisions/0020).
 */
const STRICT_HEADERS: Record<string, string> = {
  'Content-Security-Policy': STRICT_CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Fastify's own errors that have an entry of their own (the rest of its 4xx are BAD_REQUEST). */
const FASTIFY_ERRORS: Record<string, { name: ErrorName; key?: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { name: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { name: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_BAD_URL: { name: 'BAD_REQUEST', key: 'err.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { name: 'URL_TOO_LONG' },
};

/** The HTTP status, envelope code and message of one of Fastify's own 4xx errors. */
export function fastifyRefusal(error: FastifyError): { status: number; code: number; key: MessageKey } {
  const known = FASTIFY_ERRORS[error.code];
  if (known) return { status: ERRORS[known.name].http, code: ERRORS[known.name].code, key: known.key ?? ERRORS[known.name].key };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { status, code: ERRORS.BAD_REQUEST.code, key: ERRORS.BAD_REQUEST.key };
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (a bad %-escape in the path) or a
 * path parameter over its length limit. Neither reaches the error handler, so answer here.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  reply.headers(STRICT_HEADERS);
  if (error.statusCode !== undefined && error.statusCode >= 500) {
    req.log.error({ err: error, reqId: req.id }, 'unexpected error');
    void reply.status(500).send(fail(ERRORS.INTERNAL.code, t(req, 'err.internal', { id: String(req.id) })));
    return;
  }
  const { status, code, key } = fastifyRefusal(error);
  req.log.info({ code: error.code }, 'refused request');
  void reply.status(status).send(fail(code, t(req, key)));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers over `maxHeaderSize`: 431; a malformed request line or header: 400). Only the bytes
 * received so far are known, so the `lang` header is read from them when it is there.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.subarray(0, 32 * 1024).toString('latin1') : '';
  const lang = pickLang(/\r\nlang:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
  const [name, status] = err.code === 'HPE_HEADER_OVERFLOW' ? (['HEADERS_TOO_LARGE', 431] as const)
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? (['BAD_REQUEST', 408] as const)
    : (['BAD_REQUEST', 400] as const);
  const body = JSON.stringify(fail(ERRORS[name].code, translate(lang, ERRORS[name].key)));
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const length = Buffer.byteLength(body);
    socket.write(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n`
      + `Content-Type: application/json; charset=utf-8\r\n${Object.entries(STRICT_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`).join('')}`
      + `Content-Length: ${length}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** The Fastify options that route these refusals here. */
export function transportOptions(): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return { frameworkErrors, clientErrorHandler };
}

// ---- 405: the methods each registered path takes, to tell "no such address" from "not this way".
const routeTables = new WeakMap<FastifyInstance, { pattern: RegExp; method: string }[]>();

/** Registers the hook that records every route's path and methods; call before any route. */
export function trackRouteMethods(app: FastifyInstance): void {
  const table: { pattern: RegExp; method: string }[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const source = route.url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    const pattern = new RegExp(`^${source}$`);
    for (const method of [route.method].flat()) table.push({ pattern, method });
  });
}

/** The methods `url`'s path is registered with (empty when the path is unknown). */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // the router would have refused it already
  }
  const found = (routeTables.get(app) ?? []).filter((r) => r.pattern.test(path) || r.pattern.test(decoded)).map((r) => r.method);
  return [...new Set(found)];
}
