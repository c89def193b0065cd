// @vitest-environment happy-dom
// After a purchase the dialog says so (its title, what was paid, the way to the backpack) and does
// not offer to confirm again, whatever the new balances are.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopItem } from '../../shared/contracts/shop.ts';
import { t } from '../../lib/i18n/ui.ts';
import { $shopPurchase, startShopPurchase } from '../../lib/shop/buy.ts';
import { ShopBuyDialog } from './ShopBuyDialog.tsx';

const item: ShopItem = {
  ornamentId: 7, name: 'AK-47 | 红线 (久经沙场)', image: '', rarity: { key: 'covert', color: '#eb4b4b', name: '隐秘' }, price: '15.00', marketPrice: '12.50',
  grade: 1, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
};
const tr = (key: Parameters<typeof t>[1], params?: Record<string, string | number>) => t('zh-CN', key, params);

afterEach(() => cleanup());

describe('ShopBuyDialog', () => {
  it('asks to confirm, showing the name in three parts', () => {
    startShopPurchase(7);
    render(<ShopBuyDialog t={tr} item={item} coins="9.00" points="9.00" onClose={() => {}} />);
    expect(screen.getByTestId('shop-buy-confirm')).toBeTruthy();
    expect(screen.getByText('红线')).toBeTruthy();
    expect(screen.getByText('久经沙场')).toBeTruthy();
  });

  it('shows success with what the server took once bought, and no confirm button', () => {
    $shopPurchase.set({ phase: 'done', ornamentId: 7, result: { itemId: '1', ornament: item, price: '15.00', coinsPaid: '9.00', pointsPaid: '6.00', coins: '0.00', points: '3.00' } });
    // The new balances (0 coins, 3 points) no longer cover the price: still the success view.
    render(<ShopBuyDialog t={tr} item={item} coins="0.00" points="3.00" onClose={() => {}} />);
    expect(screen.getByText('兑换成功')).toBeTruthy();
    expect(screen.getByTestId('shop-bought')).toBeTruthy();
    expect(screen.queryByTestId('shop-buy-confirm')).toBeNull();
    expect(screen.queryByTestId('shop-buy-short')).toBeNull();
    expect(screen.getByTestId('shop-buy-coins').textContent).toBe('9');
    expect(screen.getByTestId('shop-buy-points').textContent).toBe('6');
  });
});
