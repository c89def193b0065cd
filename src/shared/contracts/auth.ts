import { z } from 'zod';
import { mustConfirm, password, phone, text } from './fields.ts';

export const signUpBody = z.object({
  phone,
  password,
  invitationCode: text('field.invitationCode', 1, 32),
  ageConfirmed: mustConfirm('v.ageConfirmed'),
  termsAccepted: mustConfirm('v.termsAccepted'),
  // Accepted now and enforced once SMS codes exist (issue 4); the form already has the field.
  smsCode: z.string().max(16).optional(),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const loginBody = z.object({
  phone,
  password: text('field.password', 1, 64),
});
export type LoginBody = z.input<typeof loginBody>;

export const changePasswordBody = z.object({
  oldPassword: text('field.oldPassword', 1, 64),
  newPassword: password,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export interface LoginResult {
  token: string;
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
}
