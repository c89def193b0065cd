// POST api/profile/useRewardVoucher: a voucher becomes what it names, exactly once. The conditional
// update (state 0 -> 1 while unexpired, the player's own) is the "once": racing requests queue on
// its row lock and find it used. In the same transaction a skin voucher puts the skin in the
// backpack (moduleId voucher) and an amount voucher posts 'voucherAmount' from house:rewards to main.
import { and, eq, gt } from 'drizzle-orm';
import { ITEM_STATE, MODULE } from '../../../../shared/constants.ts';
import type { VoucherView } from '../../../../shared/contracts/rewards/daily.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { REWARDS_HOUSE } from '../../../../shared/reward-constants.ts';
import type { Tx } from '../../../db/client.ts';
import { backpackItems, vouchers } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { userBalances } from '../../wallet/ledger.ts';
import { postUserExternal } from '../../wallet/user-external.ts';
import { voucherView } from './vouchers.ts';

export interface UseVoucherResult {
  voucher: VoucherView;
  itemId: string | null;
  /** The main balance after, yuan. */
  balance: string;
}

export async function useVoucher(tx: Tx, catalogue: Catalogue, userId: bigint, id: number, now: Date, lang: Lang): Promise<UseVoucherResult> {
  const ref = `voucher:${id}`;
  const [v] = await tx.update(vouchers).set({ state: 1, usedRef: ref, usedAt: now })
    .where(and(eq(vouchers.id, BigInt(id)), eq(vouchers.userId, userId), eq(vouchers.state, 0), gt(vouchers.expiresAt, now)))
    .returning();
  if (!v) {
    // Why not: another's or unknown, used, or expired (read after the update, which changed nothing).
    const [row] = await tx.select({ state: vouchers.state }).from(vouchers).where(and(eq(vouchers.id, BigInt(id)), eq(vouchers.userId, userId)));
    if (!row) throw new AppError('VOUCHER_NOT_FOUND');
    throw new AppError(row.state === 1 ? 'VOUCHER_USED' : 'VOUCHER_EXPIRED');
  }
  let itemId: string | null = null;
  let balance: bigint;
  if (v.ornamentId !== null) {
    const o = catalogue.ornaments.get(v.ornamentId);
    if (!o) throw new AppError('VOUCHER_NOT_FOUND');
    const [item] = await tx.insert(backpackItems).values({
      userId, ornamentId: o.id, moduleId: MODULE.voucher, state: ITEM_STATE.inBag, price: o.price, createdAt: now, updatedAt: now,
    }).returning({ id: backpackItems.id });
    itemId = String(item.id);
    v.usedRef = `item:${itemId}`;
    await tx.update(vouchers).set({ usedRef: v.usedRef }).where(eq(vouchers.id, v.id));
    balance = (await userBalances(tx, userId)).main;
  } else {
    balance = await postUserExternal(tx, { userId, account: 'main', external: REWARDS_HOUSE, amount: v.amountFen!, kind: 'voucherAmount', ref });
  }
  return { voucher: voucherView(v, catalogue, now, lang), itemId, balance: formatFen(balance) };
}
