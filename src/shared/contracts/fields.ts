// Field schemas shared by the browser forms and the server routes. Each issue message is an
// encoded message key (see ../messages.ts) so either side can show it in the reader's language.
import { z } from 'zod';
import { hasForbiddenChars } from '../forbidden-chars.ts';
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

export type FieldName = `field.${string}` & MessageKey;

const allowedChars = (s: string) => !hasForbiddenChars(s);

/**
 * Where every text field starts: a string (another type: `typeKey`; missing: `missing`) without
 * control characters or lone surrogates (../forbidden-chars.ts; refused as `chars`), each message
 * naming the field. The check sees the text as sent, before any trim, and comes first, so it is the
 * message shown.
 */
export function str(field: FieldName, typeKey: MessageKey = 'v.type', opts: { missing?: MessageKey; chars?: MessageKey } = {}) {
  return z
    .string({ error: (iss) => msg(iss.input === undefined ? (opts.missing ?? 'v.required') : typeKey, { field }) })
    .refine(allowedChars, { message: msg(opts.chars ?? 'v.controlChars', { field }), abort: true });
}

/** One of a fixed set of words: another word, or none, is `key` naming the field. */
export function oneOf<const T extends readonly [string, ...string[]]>(field: FieldName, values: T, key: MessageKey = 'v.type') {
  return str(field, key, { missing: key }).pipe(z.enum(values, { error: () => msg(key, { field }) }));
}

/** A required string: missing, wrong type, blank, too short or too long each get their message. */
export function text(field: FieldName, min: number, max: number) {
  return str(field)
    .trim()
    .min(1, msg('v.required', { field }))
    .min(min, msg('v.tooShort', { field, min }))
    .max(max, msg('v.tooLong', { field, max }));
}

export const phone = str('field.phone', 'v.phone')
  .trim()
  .min(1, msg('v.required', { field: 'field.phone' }))
  .regex(/^1[3-9]\d{9}$/, msg('v.phone'));

export const password = str('field.password')
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

/** A form's checkbox or JSON's boolean: true/1/on or false/0/off; missing is false. */
export function flag(field: FieldName) {
  return z
    .union([z.boolean(), z.string(), z.number()], { error: () => msg('v.type', { field }) })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return false;
      if (typeof v === 'boolean') return v;
      const s = String(v).trim().toLowerCase();
      if (['true', '1', 'on'].includes(s)) return true;
      if (['false', '0', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: msg(typeof v === 'string' && hasForbiddenChars(v) ? 'v.controlChars' : 'v.type', { field }) });
      return z.NEVER;
    });
}

/** A whole number from a query string or form, with a default (null: required) and bounds. */
export function intParam(field: FieldName, def: number | null, min: number, max: number) {
  return z
    .union([z.string(), z.number()], { error: () => msg('v.integer', { field }) })
    .optional()
    .transform((v, ctx) => {
      if (typeof v === 'string' && hasForbiddenChars(v)) {
        ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field }) });
        return z.NEVER;
      }
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
  .refine((v) => typeof v !== 'string' || allowedChars(v), { message: msg('v.controlChars', { field: 'field.amount' }), abort: true })
  .transform((v) => String(v).trim())
  .refine((s) => s.length > 0, msg('v.required', { field: 'field.amount' }))
  .refine((s) => /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(s), msg('v.amount'));

export const paging = z.object({
  page: intParam('field.page', 1, 1, 100000),
  pageSize: intParam('field.pageSize', 15, 1, 100),
});

/** The `:provider` of a provider's callback address (api/pay/notify/…, api/auth/certifyNotify/…). */
export const providerParams = z.object({ provider: text('field.provider', 1, 32) });
