// Mail, phone change and the security check (api/profile/*): one schema per endpoint, shared by
// the settings island and the routes.
import { z } from 'zod';
import { MAIL_PURPOSES } from '../constants.ts';
import { msg, oneOf, phone, str } from './fields.ts';
import type { MessageKey } from '../messages.ts';

type CodeField = `field.${string}` & MessageKey;

/** An address as we store it: trimmed, lower-cased (one mailbox, one row), at most 254 characters (RFC 5321). */
export const email = str('field.email', 'v.email')
  .trim()
  .toLowerCase()
  .min(1, msg('v.required', { field: 'field.email' }))
  .max(254, msg('v.tooLong', { field: 'field.email', max: 254 }))
  .pipe(z.email({ error: msg('v.email') }));

/** A 6-digit one-time code; a malformed one is bad input, a wrong one is VERIFY_CODE_INVALID. */
export function code(field: CodeField) {
  return str(field, 'v.code')
    .trim()
    .min(1, msg('v.required', { field }))
    .regex(/^\d{6}$/, msg('v.code', { field }));
}

export const mailCodeBody = z.object({
  email,
  purpose: oneOf('field.purpose', MAIL_PURPOSES, 'v.mailPurpose'),
});
export type MailCodeBody = z.input<typeof mailCodeBody>;

export const bindMailBody = z.object({ email, code: code('field.mailCode') });
export type BindMailBody = z.input<typeof bindMailBody>;
export const changeMailBody = bindMailBody;
export type ChangeMailBody = BindMailBody;

export const SECURITY_WAYS = ['none', 'sms'] as const;
export type SecurityWay = (typeof SECURITY_WAYS)[number];

export const bindSecurityWayBody = z.object({
  way: oneOf('field.securityWay', SECURITY_WAYS, 'v.securityWay'),
  code: code('field.securityCode'),
});
export type BindSecurityWayBody = z.input<typeof bindSecurityWayBody>;

export const securityCheckBody = z.object({ code: code('field.securityCode') });
export type SecurityCheckBody = z.input<typeof securityCheckBody>;

/**
 * POST api/auth/verify: the signed-in player proves again who they are, by an SMS code of purpose
 * 'security' sent to their own phone, or by their password (docs/decisions/0103). A code, when
 * given, is what is checked (the password is then not read); without one the password is required.
 */
export const verifyBody = z
  .object({
    password: str('field.password').max(64, msg('v.password')).optional(),
    code: z.preprocess((v) => (v === '' ? undefined : v), code('field.securityCode').optional()),
  })
  .transform((b, ctx) => {
    if (b.code !== undefined) return { way: 'sms' as const, code: b.code };
    if (b.password === undefined || b.password === '') {
      ctx.addIssue({ code: 'custom', message: msg('v.required', { field: 'field.password' }) });
      return z.NEVER;
    }
    return { way: 'password' as const, password: b.password };
  });
export type VerifyBody = z.input<typeof verifyBody>;
export type VerifyInput = z.output<typeof verifyBody>;

/** What verify answers: the way that was checked, and until when the session counts as checked. */
export interface VerifyResult {
  way: 'sms' | 'password';
  /** ISO time: the check's ten minutes end then (the same window as securityCheck's). */
  expiresAt: string;
}

/** oldCode is required only when the account already has a phone (the service checks that). */
export const changePhoneBody = z.object({
  phone,
  oldCode: z.preprocess((v) => (v === '' ? undefined : v), code('field.oldCode').optional()),
  newCode: code('field.newCode'),
});
export type ChangePhoneBody = z.input<typeof changePhoneBody>;

/** GET api/profile/getAvailableSecurityWay. */
export interface AvailableSecurityWay {
  /** The checks this account can turn on ('sms' needs a bound phone). */
  ways: SecurityWay[];
  current: SecurityWay;
  /** Whether this session passed a check within the last 10 minutes. */
  checkedRecently: boolean;
}

/** GET api/dev/mailOutbox?email= (outside production); no address lists every mail. */
export const mailOutboxQuery = z.object({ email: str('field.email').trim().toLowerCase().max(254, msg('v.tooLong', { field: 'field.email', max: 254 })).optional() });

/** GET api/dev/mailOutbox (outside production): a list, newest first, shaped like api/dev/smsOutbox. */
export interface MailOutboxEntry {
  email: string;
  purpose: string;
  code: string;
  createdAt: string;
}
