import { intParam, paging } from './fields.ts';

export const BALANCE_TYPES = { main: 1, secondary: 2, points: 3, coins: 4 } as const;
export type BalanceTypeName = keyof typeof BALANCE_TYPES;

/** What a ledger transaction did; the record centre shows it by name. */
export const ACTION_TYPES = { deposit: 1, firstDepositBonus: 2, caseOpen: 3, sellBack: 4, battleSeat: 5, battleRefund: 6, shopBuy: 7, promotion: 8, dreamFee: 9, rebate: 12, rebateReversal: 13, vipReward: 14, cdkReward: 15, dailyReward: 16, couponBonus: 17, voucherAmount: 18, transfer: 19, virtualBuy: 20, adjustment: 99 } as const;
export type ActionTypeName = keyof typeof ACTION_TYPES;

export const balanceLogQuery = paging.extend({
  balanceType: intParam('field.balanceType', -1, -1, 4),
});

export interface BalanceLogItem {
  id: string;
  /** The readable order number (server/modules/wallet/order-number.ts), never the ledger's internal ref. */
  orderId: string;
  actionType: number;
  balanceType: number;
  amount: string; // signed yuan, "-5.00" for a debit
  balanceAfter: string;
  createTime: string; // ISO 8601
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
