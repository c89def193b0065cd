// Field schemas shared by the browser forms and the server routes. Each issue message is an
// encoded message key (see ../messages.ts) so either side can show it in the reader's language.
import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

export function msg(key: MessageKey, params: Record<string, string | number> = {}): string {
  return [key, ...Object.entries(params).map(([k, v]) => `${k}=${v}`)].join('|');
}

export function decodeMsg(text: string): { key: string; params: Record<string, string> } {
  const [key, ...rest] = text.split('|');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const i = part.indexOf('=');
    if (i > 0) params[part.slice(0, i)] = part.slice(i + 1);
  }
  return { key, params };
}

type FieldName = `field.${string}` & MessageKey;

/** A required string: missing, wrong type, blank, too short or too long each get their message. */
export function text(field: FieldName, min: number, max: number) {
  return z
    .string({ error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field }) })
    .trim()
    .min(1, msg('v.required', { field }))
    .min(min, msg('v.tooShort', { field, min }))
    .max(max, msg('v.tooLong', { field, max }));
}

export const phone = z
  .string({ error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.phone', { field: 'field.phone' }) })
  .trim()
  .min(1, msg('v.required', { field: 'field.phone' }))
  .regex(/^1[3-9]\d{9}$/, msg('v.phone'));

export const password = z
  .string({ error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field: 'field.password' }) })
  .min(1, msg('v.required', { field: 'field.password' }))
  .min(8, msg('v.password'))
  .max(64, msg('v.password'));

/** A form checkbox: form encoding sends "true"/"on"/"1"; JSON may send a boolean. */
export function mustConfirm(key: MessageKey) {
  return z
    .union([z.boolean(), z.string()], { error: () => msg(key) })
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
    .refine((v) => v, msg(key));
}

/** A whole number from a query string or form, with a default (null: required) and bounds. */
export function intParam(field: FieldName, def: number | null, min: number, max: number) {
  return z
    .union([z.string(), z.number()], { error: () => msg('v.integer', { field }) })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') {
        if (def !== null) return def;
        ctx.addIssue({ code: 'custom', message: msg('v.required', { field }) });
        return z.NEVER;
      }
      const s = String(v).trim();
      if (!/^-?\d{1,9}$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: msg('v.integer', { field }) });
        return z.NEVER;
      }
      const n = Number(s);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: msg('v.range', { field, min, max }) });
        return z.NEVER;
      }
      return n;
    });
}

/** A yuan amount as text with at most 2 decimals ("100", "12.5"); the service turns it into fen. */
export const yuanAmount = z
  .union([z.string(), z.number()], {
    error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.amount', { field: 'field.amount' }),
  })
  .transform((v) => String(v).trim())
  .refine((s) => s.length > 0, msg('v.required', { field: 'field.amount' }))
  .refine((s) => /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(s), msg('v.amount'));

export const paging = z.object({
  page: intParam('field.page', 1, 1, 100000),
  pageSize: intParam('field.pageSize', 15, 1, 100),
});
