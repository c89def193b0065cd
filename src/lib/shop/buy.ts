// Buying a shop skin: the server splits the price between gold coins and points under its locks;
// its answer is applied to the header's balances at once. The dialog's phase lives here, not in the
// dialog's state, so the answer (what was paid, where the skin went) survives the re-render the new
// balances cause and the dialog cannot fall back to asking "confirm?" for a skin already bought.
import { atom, computed } from 'nanostores';
import type { ShopBuyResult } from '../../shared/contracts/shop.ts';
import { shopApi } from '../api/shop.ts';
import { $user } from '../stores/user.ts';

export type ShopPurchase =
  | { phase: 'confirm'; ornamentId: number | null }
  | { phase: 'buying'; ornamentId: number }
  | { phase: 'done'; ornamentId: number; result: ShopBuyResult };

export const $shopPurchase = atom<ShopPurchase>({ phase: 'confirm', ornamentId: null });

/** A purchase is under way (the dialog's buttons wait). */
export const $shopBuying = computed($shopPurchase, (p) => p.phase === 'buying');

/** A new dialog (for `ornamentId`) starts at "confirm". */
export function startShopPurchase(ornamentId: number): void {
  $shopPurchase.set({ phase: 'confirm', ornamentId });
}

/** Buys one skin; true when the server sold it (a refusal was already shown by the request client). */
export async function buyShopItem(ornamentId: number): Promise<boolean> {
  $shopPurchase.set({ phase: 'buying', ornamentId });
  try {
    const result = await shopApi.buy(ornamentId);
    $shopPurchase.set({ phase: 'done', ornamentId, result });
    const user = $user.get();
    if (user) $user.set({ ...user, goldCoins: result.coins, points: result.points });
    return true;
  } catch {
    $shopPurchase.set({ phase: 'confirm', ornamentId });
    return false;
  }
}
