import { z } from 'zod';
import { msg, oneOf, paging, str, yuanAmount } from './fields.ts';
import { couponIdParam } from './rewards/coupons.ts';

/** `expired`: not paid within RECHARGE_ORDER_EXPIRY_MINUTES; a payment the provider still reports later is credited. */
export const PAY_STATE = { processing: 0, completed: 1, cancelled: 2, expired: 3 } as const;
export const RECHARGE_ORDER_EXPIRY_MINUTES = 30;

export const rechargeBody = z.object({
  channel: str('field.channel', 'v.channel', { missing: 'v.channel' }).trim().min(1, msg('v.channel')).max(32, msg('v.unknownChannel')),
  currency: str('field.currency', 'v.currency', { missing: 'v.currency' }).trim().min(1, msg('v.currency')).max(8, msg('v.unknownChannel')),
  amount: yuanAmount,
  /** A deposit coupon, checked now and used by the crediting notification. */
  couponId: couponIdParam,
});
export type RechargeBody = z.input<typeof rechargeBody>;

export const rechargeRecordQuery = paging;

export interface PayCurrency {
  code: string; // ISO 4217
  name: string;
  /** Yuan (CNY) that one unit of this currency buys, e.g. USD "7.20". */
  rate: string;
}

export interface PayChannel {
  id: string;
  name: string;
  icon: string;
  currencies: PayCurrency[];
}

export interface PayChannels {
  channels: PayChannel[];
  min: string;
  max: string;
  presets: string[];
  firstDepositBonusPercent: number;
  /** Deposit coupons may be used (off with DAILY_REWARDS=off): the dialog shows its coupon select. */
  coupons: boolean;
  /** A deposit needs a verified real name (REAL_NAME, on unless the operator turned the rule off). */
  realNameRequired: boolean;
}

export interface RechargeResult {
  orderId: string;
  /** A page that sends the buyer on to pay (for a plain navigation; the dialog asks api/pay/checkout). */
  payUrl: string;
}

/** The recharge answer's payUrl: our page that forwards to the order's provider. */
export const checkoutPath = (orderId: string): string => `/pay/checkout/${encodeURIComponent(orderId)}`;

export const orderIdQuery = z.object({
  orderId: str('field.orderId').trim().min(1, msg('v.required', { field: 'field.orderId' })).max(64, msg('v.tooLong', { field: 'field.orderId', max: 64 })),
});

/** GET api/pay/checkout: send the buyer to `url`, or show `codeUrl` as a QR code and poll the order. */
export type PayCheckout = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

/** GET api/pay/getOrder. */
export interface PayOrderState {
  orderId: string;
  payState: number;
}

export interface RechargeRecord {
  orderId: string;
  channel: string;
  channelName: string;
  amount: string; // credited, CNY yuan
  payAmount: string; // what was paid, in `currency`
  currency: string;
  payState: number;
  createTime: string;
}

/** The sandbox provider's webhook body (design.md, "Sandbox contracts"). */
export const sandboxNotifyBody = z.object({
  eventId: str('field.eventId').min(1, msg('v.required', { field: 'field.eventId' })).max(64, msg('v.tooLong', { field: 'field.eventId', max: 64 })),
  orderId: str('field.orderId').min(1, msg('v.required', { field: 'field.orderId' })).max(64, msg('v.tooLong', { field: 'field.orderId', max: 64 })),
  status: oneOf('field.paymentStatus', ['paid', 'cancelled']),
  amount: str('field.amount', 'v.amount').regex(/^\d{1,12}(\.\d{1,2})?$/, msg('v.amount')),
  currency: str('field.currency').min(3, msg('v.type', { field: 'field.currency' })).max(8, msg('v.type', { field: 'field.currency' })),
});
export type SandboxNotifyBody = z.infer<typeof sandboxNotifyBody>;
