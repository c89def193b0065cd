// The slider check and the SMS code requests: bodies both sides parse, answers both sides read.
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

/**
 * One field of GeeTest v4's result (gt4.js getValidate()): short, and letters, digits, - and _ (a
 * lot_number is 32 hex digits, a pass_token 64, gen_time a Unix time); captcha_output, a few
 * hundred characters, any printable ASCII. We form-encode them, so none can add a field.
 */
const geetestField = (max: number, chars = /^[\w-]+$/) => str('field.captchaResult')
  .min(1, msg('v.required', { field: 'field.captchaResult' }))
  .max(max, msg('v.type', { field: 'field.captchaResult' }))
  .regex(chars, msg('v.type', { field: 'field.captchaResult' }));

/**
 * POST api/common/captcha with CAPTCHA_PROVIDER=geetest: what the widget's getValidate() gave,
 * sent as it came. The server adds the captcha id and the signature; a sign_token or captcha_id
 * sent by the browser is dropped, never forwarded.
 */
export const geetestAnswerBody = z.object({
  lot_number: geetestField(128),
  // An encoded blob whose alphabet GeeTest does not promise: any printable ASCII.
  captcha_output: geetestField(4096, /^[\x21-\x7e]+$/),
  pass_token: geetestField(256),
  gen_time: geetestField(16).regex(/^\d+$/, msg('v.type', { field: 'field.captchaResult' })),
});
export type GeetestAnswerBody = z.input<typeof geetestAnswerBody>;

/** Our own slider's puzzle: the images only, never where the gap is. */
export interface SliderPuzzle { enabled: true; id: string; width: number; height: number; pieceWidth: number; background: string; piece: string }

/** The hosted captcha: the browser starts GeeTest's widget with this public id (initGeetest4). */
export interface GeetestChallenge { enabled: true; provider: 'geetest'; captchaId: string }

/** GET api/common/captcha: nothing to solve (CAPTCHA=off), our slider's puzzle, or GeeTest's id. */
export type CaptchaPuzzle = { enabled: false } | SliderPuzzle | GeetestChallenge;

export function isGeetestChallenge(c: CaptchaPuzzle): c is GeetestChallenge {
  return c.enabled && 'provider' in c && c.provider === 'geetest';
}

/** POST api/common/captcha (either provider): a one-time pass for one code, valid 2 minutes. */
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
