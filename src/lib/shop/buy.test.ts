// Buying in the shop: the balances follow the server's answer; a refusal changes nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../stores/user.ts';

const api = vi.hoisted(() => ({ buy: vi.fn() }));
vi.mock('../api/shop.ts', () => ({ shopApi: api }));
const { $shopBuying, $shopPurchase, buyShopItem, startShopPurchase } = await import('./buy.ts');

afterEach(() => $user.set(null));

describe('buyShopItem', () => {
  it('applies the coins and points the server answers, busy meanwhile', async () => {
    $user.set({ goldCoins: '9.00', points: '9.00' } as never);
    let busy = false;
    api.buy.mockImplementation(async () => {
      busy = $shopBuying.get();
      return { coins: '1.00', points: '2.00' };
    });
    await expect(buyShopItem(7)).resolves.toBe(true);
    expect(api.buy).toHaveBeenCalledWith(7);
    expect(busy).toBe(true);
    expect($shopBuying.get()).toBe(false);
    expect($user.get()).toMatchObject({ goldCoins: '1.00', points: '2.00' });
  });

  it('ends in the success phase holding the answer (the dialog shows what was paid, not "confirm" again)', async () => {
    $user.set({ goldCoins: '9.00', points: '9.00' } as never);
    startShopPurchase(7);
    expect($shopPurchase.get()).toEqual({ phase: 'confirm', ornamentId: 7 });
    const answer = { itemId: '5', coins: '0.00', points: '3.00', coinsPaid: '9.00', pointsPaid: '6.00', price: '15.00' };
    api.buy.mockResolvedValue(answer);
    await buyShopItem(7);
    expect($shopPurchase.get()).toEqual({ phase: 'done', ornamentId: 7, result: answer });
    // Opening the dialog for another skin asks again.
    startShopPurchase(8);
    expect($shopPurchase.get().phase).toBe('confirm');
  });

  it('a refusal resolves to false', async () => {
    $user.set({ goldCoins: '9.00', points: '9.00' } as never);
    api.buy.mockRejectedValue(new Error('short'));
    await expect(buyShopItem(7)).resolves.toBe(false);
    expect($user.get()).toMatchObject({ goldCoins: '9.00' });
    expect($shopPurchase.get()).toEqual({ phase: 'confirm', ornamentId: 7 });
  });
});
