// Buying a virtual item with gold coins (never points): ONE transaction, inside the caller's
// idempotent one. The ownership row's primary key makes it exactly once however many requests
// race (the second waits for the first's commit, then inserts nothing: VIRTUAL_OWNED); the price
// is then debited from the player's coins to house:shop (where the shop's spent coins go) by the
// ledger's conditional debit. Not enough coins throws, and the ownership row rolls back with it.
import { eq } from 'drizzle-orm';
import type { VirtualItemView } from '../../../../shared/contracts/rewards/virtual.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { displayYuan, formatFen } from '../../../../shared/money.ts';
import type { Tx } from '../../../db/client.ts';
import { userVirtualItems, virtualItems } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { SHOP_HOUSE } from '../../shop/service.ts';
import { userBalances } from '../../wallet/ledger.ts';
import { postUserExternal } from '../../wallet/user-external.ts';
import { virtualShop } from './items.ts';

export interface BuyVirtualResult {
  /** The player's gold coins after (yuan). */
  coins: string;
  items: VirtualItemView[];
}

export async function buyVirtualItem(tx: Tx, userId: bigint, itemId: number, lang: Lang, now: Date): Promise<BuyVirtualResult> {
  const [item] = await tx.select().from(virtualItems).where(eq(virtualItems.id, itemId));
  if (!item || !item.enabled) throw new AppError('VIRTUAL_NOT_FOUND');
  const mine = await tx.insert(userVirtualItems).values({ userId, itemId, createdAt: now })
    .onConflictDoNothing().returning({ itemId: userVirtualItems.itemId });
  if (mine.length === 0) throw new AppError('VIRTUAL_OWNED');
  let coins: bigint;
  try {
    coins = await postUserExternal(tx, {
      userId, account: 'coins', external: SHOP_HOUSE, amount: -item.priceFen, kind: 'virtualBuy', ref: `virtual:${userId}:${itemId}`,
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.errorName !== 'INSUFFICIENT_BALANCE') throw err;
    const held = await userBalances(tx, userId);
    throw new AppError('VIRTUAL_NOT_ENOUGH', { price: displayYuan(item.priceFen), coins: displayYuan(held.coins) });
  }
  return { coins: formatFen(coins), items: await virtualShop(tx, userId, lang) };
}
