// Typed calls of the endpoints this part of the site uses. Shapes come from src/shared/contracts.
import type { ChangePasswordBody, FindPasswordBody, LoginBody, LoginResult, SignUpBody, SmsLoginBody, UserInfo } from '../../shared/contracts/auth.ts';
import type { PayChannels, RechargeBody, RechargeRecord, RechargeResult, PayCheckout, PayOrderState } from '../../shared/contracts/pay.ts';
import type { BalanceLogItem, Page } from '../../shared/contracts/wallet.ts';
import { api } from './index.ts';
import type { RequestOptions } from './client.ts';

export const PAGE_SIZE = 15;

export const endpoints = {
  login: (body: LoginBody) => api.post<LoginResult>('/auth/login', body),
  signUp: (body: SignUpBody) => api.post<LoginResult>('/auth/signUp', body),
  smsLogin: (body: SmsLoginBody) => api.post<LoginResult>('/auth/smsLogin', body),
  findPassword: (body: FindPasswordBody) => api.post<null>('/auth/findPassword', body),
  changePassword: (body: ChangePasswordBody, totpCode?: string) => api.post<null>('/auth/changePassword', { ...body, totpCode }),
  logout: () => api.post<null>('/auth/logout', {}, { silent: true }),
  userInfo: (opts: RequestOptions = {}) => api.get<UserInfo>('/profile/userInfo', {}, { channel: 'userInfo', ...opts }),
  defaultInvitationCode: () => api.get<{ code: string }>('/common/getDefaultInvitationCode', {}, { silent: true }),
  /** balanceType: -1 every account, else 1 balance, 2 secondary, 3 points, 4 gold coins. */
  balanceLog: (page: number, opts: RequestOptions = {}, balanceType = -1) =>
    api.get<Page<BalanceLogItem>>('/profile/getMyBalanceLog', { page, pageSize: PAGE_SIZE, balanceType }, opts),
  payChannels: () => api.get<PayChannels>('/pay/getChannels'),
  recharge: (body: RechargeBody, idempotencyKey: string) => api.post<RechargeResult>('/pay/recharge', body, { idempotencyKey }),
  payCheckout: (orderId: string) => api.get<PayCheckout>('/pay/checkout', { orderId }),
  payOrder: (orderId: string, opts: RequestOptions = {}) => api.get<PayOrderState>('/pay/getOrder', { orderId }, opts),
  rechargeRecords: (page: number, opts: RequestOptions = {}) =>
    api.get<Page<RechargeRecord>>('/pay/getRechargeRecords', { page, pageSize: PAGE_SIZE }, opts),
};
