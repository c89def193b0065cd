// Opening cases and selling the drops: the answers carry the new balance, applied at once.
import type { OpenBoxResult } from '../../shared/contracts/box.ts';
import type { ExchangeResult } from '../../shared/contracts/bag.ts';
import { bagApi } from '../api/bag.ts';
import { boxApi } from '../api/box.ts';
import { applyBalance } from './wallet.ts';

export async function openCases(boxId: number, number: number): Promise<OpenBoxResult> {
  const result = await boxApi.open(boxId, number);
  applyBalance(result.balance);
  return result;
}

/** Sell backpack items back at their recovery prices. */
export async function sellItems(ids: readonly string[]): Promise<ExchangeResult> {
  const result = await bagApi.sell(ids);
  applyBalance(result.balance);
  return result;
}
