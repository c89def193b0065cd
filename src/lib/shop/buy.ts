// Buying a shop skin: the server splits the price between gold coins and points under its locks;
// its answer is applied to the header's balances at once.
import { atom } from 'nanostores';
import { shopApi } from '../api/shop.ts';
import { $user } from '../stores/user.ts';

/** A purchase is under way (the dialog's buttons wait). */
export const $shopBuying = atom(false);

/** Buys one skin; true when the server sold it (a refusal was already shown by the request client). */
export async function buyShopItem(ornamentId: number): Promise<boolean> {
  $shopBuying.set(true);
  try {
    const r = await shopApi.buy(ornamentId);
    const user = $user.get();
    if (user) $user.set({ ...user, goldCoins: r.coins, points: r.points });
    return true;
  } catch {
    return false;
  } finally {
    $shopBuying.set(false);
  }
}
