// "Buy this skin?": the price in points, what gold coins and what points pay of it (coins first,
// as the spec says) and the balances after; the server's answer is what counts (it splits the same way,
// under its locks) and is applied to the header's balances at once.
import { useStore } from '@nanostores/react';
import toast from 'react-hot-toast';
import type { ShopItem } from '../../shared/contracts/shop.ts';
import { displayYuan, parseYuan } from '../../shared/money.ts';
import { splitShopPayment } from '../../shared/shop.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { $shopPurchase, buyShopItem } from '../../lib/shop/buy.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { Modal } from '../dialogs/Modal.tsx';

interface Props {
  t: Translator;
  item: ShopItem;
  coins: string;
  points: string;
  onClose: () => void;
}

export function ShopBuyDialog({ t, item, coins, points, onClose }: Props) {
  const purchase = useStore($shopPurchase);
  const mine = purchase.ornamentId === item.ornamentId;
  const busy = mine && purchase.phase === 'buying';
  const done = mine && purchase.phase === 'done' ? purchase.result : null;
  const price = parseYuan(item.price) ?? 0n;
  const haveCoins = parseYuan(coins) ?? 0n;
  const havePoints = parseYuan(points) ?? 0n;
  // After the purchase the split shown is what the server took, not one re-computed on the new balances.
  const split = done ? { coins: parseYuan(done.coinsPaid) ?? 0n, points: parseYuan(done.pointsPaid) ?? 0n } : splitShopPayment(price, haveCoins, havePoints);
  const color = rarityColor(item.rarity?.color);

  async function buy() {
    // A refusal (e.g. not enough coins and points) was shown by the request client.
    if (await buyShopItem(item.ornamentId)) toast.success(t('shop.bought'));
  }

  return (
    <Modal title={t(done ? 'shop.boughtTitle' : 'shop.confirmTitle')} closeLabel={t('common.close')} onClose={onClose} testId="shop-buy-dialog">
      <div className="flex items-center gap-3 rounded-lg p-2" style={{ backgroundImage: `linear-gradient(to right, ${color}2e, transparent 70%)` }}>
        <ItemImage item={item} className="aspect-[2/1] w-28 shrink-0" />
        <div className="min-w-0">
          <ItemNameLines name={item.name} wear={item.wearName} color={color} />
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('shop.price')}</dt>
          <dd className="font-bold tabular-nums text-accent-purple" data-testid="shop-buy-price">{displayYuan(item.price)}</dd>
        </div>
        {split && (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">{t('shop.coinsUsed')}</dt>
              <dd className="tabular-nums text-amber-300" data-testid="shop-buy-coins">{displayYuan(split.coins)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t('shop.pointsUsed')}</dt>
              <dd className="tabular-nums text-accent-purple" data-testid="shop-buy-points">{displayYuan(split.points)}</dd>
            </div>
            {!done && (
              <p className="text-xs text-muted">
                {t('shop.after', { coins: displayYuan(haveCoins - split.coins), points: displayYuan(havePoints - split.points) })}
              </p>
            )}
          </>
        )}
      </dl>
      {!split && !done && (
        <p className="mt-3 text-sm text-accent-red" role="alert" data-testid="shop-buy-short">
          {t('shop.notEnough', { missing: displayYuan(price - haveCoins - havePoints) })}
        </p>
      )}
      {done ? (
        <div className="mt-5 grid grid-cols-2 gap-2" data-testid="shop-bought">
          <p className="col-span-2 text-sm font-semibold text-emerald-400" role="status">{t('shop.bought')}</p>
          <button type="button" className="btn-ghost" onClick={onClose}>{t('common.close')}</button>
          <a href="/personal/bag" className="btn-primary text-center">{t('shop.toBag')}</a>
        </div>
      ) : (
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>{t('shop.cancel')}</button>
          <button type="submit" className="btn-primary" data-testid="shop-buy-confirm" onClick={() => void buy()} disabled={busy || !split}>
            {busy ? t('common.submitting') : t('shop.confirm')}
          </button>
        </div>
      )}
    </Modal>
  );
}
