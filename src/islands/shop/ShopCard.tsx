// A skin on sale in the points shop, as the skin pages show a skin (rarity glow, picture, weapon,
// finish in the rarity colour, wear: three parts), with its price in points and a buy button. The picture and name open
// the skin dialog.
import type { ShopItem } from '../../shared/contracts/shop.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { openSkinDialog } from '../../lib/skin-dialog.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';

export function PointsGem({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" className={`${className} shrink-0`} aria-hidden="true">
      <path d="M4 2h8l3 4-7 8-7-8z" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

interface Props {
  item: ShopItem;
  t: Translator;
  /** Whether the player's coins and points cover it; null when unknown (signed out). */
  affordable: boolean | null;
  onBuy: () => void;
}

export function ShopCard({ item, t, affordable, onBuy }: Props) {
  const color = rarityColor(item.rarity?.color);
  return (
    <div
      data-testid="shop-card"
      data-ornament-id={item.ornamentId}
      data-price={item.price}
      className="card group relative flex h-full flex-col overflow-hidden border-b-2 p-2"
      style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
    >
      <button
        type="button"
        onClick={() => openSkinDialog(item.ornamentId)}
        aria-haspopup="dialog"
        title={t('shop.details')}
        className="flex flex-col text-start"
        data-testid="shop-card-details"
      >
        <span className="absolute top-1.5 start-2 max-w-[70%] truncate text-[11px] text-muted">{item.rarity.name}</span>
        <ItemImage item={item} className="mt-4 aspect-[2/1] w-full transition-transform group-hover:scale-105" />
        <ItemNameLines name={item.name} wear={item.wearName} color={color} className="mt-1" />
        <span className="truncate text-[11px] tabular-nums text-muted">{t('shop.marketPrice', { price: displayYuan(item.marketPrice) })}</span>
      </button>
      <div className="mt-2 flex items-center justify-between gap-1.5">
        <span className="flex min-w-0 items-center gap-1 text-sm font-bold tabular-nums text-accent-purple sm:text-base" data-testid="shop-card-price">
          <PointsGem />
          <span className="truncate">{displayYuan(item.price)}</span>
        </span>
        <button
          type="button"
          onClick={onBuy}
          data-testid="shop-buy"
          className={`shrink-0 rounded-lg px-2.5 py-1 text-xs font-semibold sm:px-3 transition-colors ${affordable === false ? 'border border-line text-muted hover:text-ink' : 'bg-accent-purple/90 text-white hover:bg-accent-purple'}`}
        >
          {t('shop.buy')}
        </button>
      </div>
    </div>
  );
}
