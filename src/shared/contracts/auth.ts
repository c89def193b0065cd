import { z } from 'zod';
import { msg, mustConfirm, password, phone, str, text } from './fields.ts';
import { cleanCode } from './steam.ts';
import { captchaToken } from './verification.ts';

/** A one-time SMS code: six digits (spaces around it are forgiven). */
export const smsCode = str('field.smsCode', 'v.smsCodeDigits')
  .trim()
  .min(1, msg('v.required', { field: 'field.smsCode' }))
  .regex(/^\d{6}$/, msg('v.smsCodeDigits'));

export const signUpBody = z.object({
  phone,
  password,
  invitationCode: text('field.invitationCode', 1, 32),
  ageConfirmed: mustConfirm('v.ageConfirmed'),
  termsAccepted: mustConfirm('v.termsAccepted'),
  /** Sent by POST api/common/smsCode with purpose signUp. */
  smsCode,
  captchaToken,
  /**
   * The visitor's channel (the spec's screens: the address's channelCode, else the stored one). A tracking
   * value the visitor never sees: a malformed one is dropped (null), never a reason to refuse.
   */
  channelCode: z.unknown().optional().transform((v) => cleanCode(v, 64)),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const loginBody = z.object({
  phone,
  password: text('field.password', 1, 64),
  /** A slider pass: asked for (CAPTCHA_REQUIRED) once an account or address has failed a few times. */
  captchaToken,
});
export type LoginBody = z.input<typeof loginBody>;

/** POST api/auth/smsLogin; the code was sent with purpose login. */
export const smsLoginBody = z.object({
  phone,
  code: smsCode,
  captchaToken,
});
export type SmsLoginBody = z.input<typeof smsLoginBody>;

/** POST api/auth/findPassword; the code was sent with purpose findPassword. */
export const findPasswordBody = z.object({
  phone,
  code: smsCode,
  password,
  captchaToken,
});
export type FindPasswordBody = z.input<typeof findPasswordBody>;

export const changePasswordBody = z.object({
  oldPassword: text('field.oldPassword', 1, 64),
  newPassword: password,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export interface LoginResult {
  /** The session; '' when a second step is due (`secondFactor`). */
  token: string;
  /**
   * The account has the authenticator on and this device is new: no session yet. POST
   * api/auth/totpLogin with `challenge` and a code within five minutes finishes the sign-in.
   */
  secondFactor?: 'totp';
  challenge?: string;
}

/** GET api/profile/userInfo. Money fields are yuan decimal strings ("12.50"). */
export interface UserInfo {
  id: string;
  nickname: string;
  avatar: string;
  phone: string; // masked: 138****0000; '' when the account has none (made by Steam sign-in)
  /** Masked: a***@example.com; '' when none is bound. */
  email: string;
  steamBound: boolean;
  /** The Steam trade offer link, '' when not set. */
  tradeUrl: string;
  /** The check asked before sensitive actions. */
  securityWay: 'none' | 'sms';
  /** Whether a promotion code (inviter) is bound; binding is allowed once. */
  inviterBound: boolean;
  realNameVerified: boolean;
  hasPassword: boolean;
  invitationCode: string;
  balance: string;
  secondaryBalance: string;
  points: string;
  goldCoins: string;
  firstDepositDone: boolean;
  /** Given by staff in the console: may open streamer giveaways (/giveaways/create). */
  streamer: boolean;
  /** Member (VIP) level, 0 = none yet: shown beside the name. */
  vipLevel: number;
  /** What the player wears (contracts/rewards/virtual.ts Wearing): frame image path, #rrggbb; '' or absent none. */
  avatarFrame?: string;
  nameColour?: string;
  /** The end (ISO 8601) of the take-back hold the last trade-link change started, past or not (docs/decisions/0104); '' or absent none. */
  tradeHoldUntil?: string;
  /** The player's own anti-phishing phrase, shown in every mail and inbox message to them; '' none. */
  antiPhishingPhrase?: string;
}
