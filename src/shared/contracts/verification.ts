// The slider check and the SMS code requests (issue 4): bodies both sides parse, answers both sides read.
import { z } from 'zod';
import { SMS_PURPOSES } from '../constants.ts';
import { msg, phone, str } from './fields.ts';

export const purpose = z.enum(SMS_PURPOSES, {
  error: (iss) => msg(iss.input === undefined || iss.input === '' ? 'v.required' : 'v.purpose', { field: 'field.purpose' }),
});

/**
 * A slider pass. Missing is allowed here: with the slider check on, a code send (and a sign-in
 * past the step-up point) answers CAPTCHA_REQUIRED.
 */
export const captchaToken = str('field.captchaToken')
  .trim()
  .max(128, msg('v.type', { field: 'field.captchaToken' }))
  .optional();

export const smsCodeBody = z.object({ phone, purpose, captchaToken });
export type SmsCodeBody = z.input<typeof smsCodeBody>;

export const userSmsCodeBody = z.object({ purpose, captchaToken });
export type UserSmsCodeBody = z.input<typeof userSmsCodeBody>;

/** The longest drag trail we accept: a few seconds of pointer events. */
export const MAX_TRAIL_POINTS = 400;
/** Nobody drags a slider for more than this many milliseconds on one puzzle. */
const MAX_TRAIL_MS = 120_000;

// zod 4 numbers refuse NaN and Infinity already.
const trailNumber = z.number({ error: () => msg('v.trail') });
const trailPoint = z.tuple([trailNumber, trailNumber], { error: () => msg('v.trail') });

/**
 * An optional drag trail of [ms since the drag began, x] pairs. Not proof of a human, but a sender
 * that makes one up must make it plausible: time never goes back, stays within two minutes, x stays
 * on the slider, and there are few enough points to check cheaply.
 */
export const trail = z
  .array(trailPoint, { error: () => msg('v.trail') })
  .min(2, msg('v.trail'))
  .max(MAX_TRAIL_POINTS, msg('v.trail'))
  .refine((pts) => pts.every(([t, x], i) => t >= 0 && t <= MAX_TRAIL_MS && x >= -20 && x <= 1000
    && (i === 0 || t >= pts[i - 1][0])), msg('v.trail'))
  .optional();

export const captchaCheckBody = z.object({
  id: str('field.captchaId')
    .trim()
    .min(1, msg('v.required', { field: 'field.captchaId' }))
    .max(64, msg('v.type', { field: 'field.captchaId' })),
  x: z
    .union([z.number(), z.string()], { error: () => msg('v.captchaX') })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v)))
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1000, msg('v.captchaX')),
  trail,
}).refine(
  // The drag ends where the piece was let go: a trail that ends elsewhere was not this drag.
  (b) => !b.trail || Math.abs(b.trail[b.trail.length - 1][1] - b.x) <= 10,
  { message: msg('v.trail'), path: ['trail'] },
);
export type CaptchaCheckBody = z.input<typeof captchaCheckBody>;

/** GET api/common/captcha: the images only, never where the gap is. */
export type CaptchaPuzzle =
  | { enabled: false }
  | { enabled: true; id: string; width: number; height: number; pieceWidth: number; background: string; piece: string };

/** POST api/common/captcha: a one-time pass for one code, valid 2 minutes. */
export interface CaptchaPass {
  token: string;
}

/** Both code requests: the button stays locked this many seconds. */
export interface SmsSent {
  resendAfter: number;
}

/** GET api/dev/smsOutbox (outside production). */
export interface SmsOutboxEntry {
  phone: string;
  purpose: string;
  code: string;
  createdAt: string;
}
