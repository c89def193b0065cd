// Turns every failure into the API envelope with the HTTP status of its kind. Expected errors are
// answered in the request's language; anything else is logged with the request id and answered 500
// with that id, never with a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS } from '../../shared/errors.ts';
import { AppError } from '../errors.ts';
import { fail } from '../envelope.ts';
import { t } from './request-context.ts';
import { fastifyRefusal } from './transport-errors.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(fail(error.code, t(req, error.messageKey, error.params)));
    }
    // Fastify's own 4xx: unsupported content type, body too large, rate limit (never its codes or texts).
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(ERRORS.RATE_LIMITED.code, t(req, 'err.rateLimited')));
    if (status >= 400 && status < 500) {
      req.log.info({ code: error.code }, 'rejected request');
      const refusal = fastifyRefusal(error);
      return reply.status(refusal.status).send(fail(refusal.code, t(req, refusal.key)));
    }
    req.log.error({ err: error, reqId: req.id }, 'unexpected error');
    return reply.status(500).send(fail(ERRORS.INTERNAL.code, t(req, 'err.internal', { id: String(req.id) })));
  });
}
