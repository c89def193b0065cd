// Real-name verification (api/auth/certify*): the form's schema and the answers.
import { z } from 'zod';
import { isValidIdNumber, normaliseIdNumber } from './id-number.ts';
import { msg, oneOf, str, text } from './fields.ts';

/** 2-20 Chinese characters; the middle dot (·, also written •) joins parts of transliterated names. */
export const REAL_NAME_RE = /^(?=.{2,20}$)[\u4e00-\u9fa5]+(?:[·•][\u4e00-\u9fa5]+)*$/u;

/**
 * Where the player goes on after the verification, besides reading its result on /personal: the
 * recharge dialog they started from (a deposit needs a verified real name), reopened on return.
 */
export const CERTIFY_THEN = ['recharge'] as const;
export type CertifyThen = (typeof CERTIFY_THEN)[number];

export const certifyBody = z.object({
  realName: str('field.realName', 'v.realName')
    .trim()
    .min(1, msg('v.required', { field: 'field.realName' }))
    .regex(REAL_NAME_RE, msg('v.realName')),
  idNumber: str('field.idNumber', 'v.idNumber')
    .transform(normaliseIdNumber)
    .refine((s) => s.length > 0, msg('v.required', { field: 'field.idNumber' }))
    .refine(isValidIdNumber, msg('v.idNumber')),
  then: oneOf('field.certifyThen', CERTIFY_THEN).optional(),
});
export type CertifyBody = z.input<typeof certifyBody>;

export const certifyIdQuery = z.object({ id: text('field.certifyId', 1, 64) });

/** The sandbox provider's signed callback body (a real provider's adapter has its own). */
export const sandboxCertifyCallbackBody = z.object({
  certifyId: text('field.certifyId', 1, 64),
  passed: z.boolean({ error: () => msg('v.type', { field: 'field.passed' }) }),
  /** Why it failed; kept to 64 characters. */
  reason: str('field.reason').transform((s) => s.slice(0, 64)).nullable().optional(),
});

/** 0 pending, 1 verified, 2 refused. */
export type CertifyState = 0 | 1 | 2;

export interface CertifyStart {
  certifyId: string;
  redirectUrl: string;
}

export interface CertifyResult {
  certifyId: string;
  state: CertifyState;
  /** Why it was refused ('mismatch', 'provider', ...); null otherwise. */
  reason: string | null;
  /** Masked, as stored: 张*三. */
  realName: string;
}
