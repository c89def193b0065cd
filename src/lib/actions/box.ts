// Opening cases and selling the drops: the answers carry the new balance, applied at once.
import type { OpenBoxResult } from '../../shared/contracts/box.ts';
import type { ExchangeResult } from '../../shared/contracts/bag.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { bagApi } from '../api/bag.ts';
import { boxApi } from '../api/box.ts';
import { ApiError } from '../api/client.ts';
import { openDialog } from '../stores/dialogs.ts';
import { applyBalance } from './wallet.ts';

/**
 * Opens `number` cases. When the balance does not cover them, the request client has toasted
 * "insufficient balance"; the top-up dialog opens with it, so the way on is one click away.
 * `couponId`: a case coupon taken off the price.
 */
export async function openCases(boxId: number, number: number, couponId?: string): Promise<OpenBoxResult> {
  try {
    const result = await boxApi.open(boxId, number, couponId);
    applyBalance(result.balance, result.points);
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
    throw err;
  }
}

/** Sell backpack items back at their recovery prices. */
export async function sellItems(ids: readonly string[]): Promise<ExchangeResult> {
  const result = await bagApi.sell(ids);
  applyBalance(result.balance);
  return result;
}
