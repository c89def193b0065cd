// What every route handler gets from the request besides its body: the reader's language.
import type { FastifyRequest } from 'fastify';
import { pickLang, translate, type Lang, type MessageKey } from '../../shared/messages.ts';

export function langOf(req: FastifyRequest): Lang {
  const h = req.headers.lang;
  return pickLang(Array.isArray(h) ? h[0] : h);
}

export function t(req: FastifyRequest, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(langOf(req), key, params);
}
