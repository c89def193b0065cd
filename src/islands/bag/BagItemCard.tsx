// One backpack item: a checkbox tile when it can be sold, a dimmed tile with its state otherwise.
import type { BagItem } from '../../shared/contracts/bag.ts';
import { displayYuan } from '../../shared/money.ts';
import { isSellable } from '../../lib/bag/selection.ts';
import { tDynamic, type Lang, type Translator } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { SkinInfoButton } from '../skin/SkinInfoButton.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';

interface Props {
  item: BagItem;
  selected: boolean;
  onToggle: () => void;
  lang: Lang;
  t: Translator;
}

export function BagItemCard({ item, selected, onToggle, lang, t }: Props) {
  const color = rarityColor(item.rarity?.color);
  const sellable = isSellable(item);
  return (
    <li data-testid="bag-item" data-item-id={item.id} data-ornament-id={item.ornamentId} data-selected={selected} className="relative">
      <label
        className={`card relative flex h-full cursor-pointer flex-col border-b-2 p-2 transition-colors ${selected ? 'border-accent-orange ring-1 ring-accent-orange' : ''} ${sellable ? '' : 'cursor-not-allowed opacity-50'}`}
        style={{ borderBottomColor: selected ? undefined : color, backgroundImage: `linear-gradient(to top, ${color}22, transparent 60%)` }}
      >
        <input
          type="checkbox"
          data-testid="bag-item-select"
          className="absolute top-2 start-2 size-4 accent-accent-orange"
          checked={selected}
          disabled={!sellable}
          onChange={onToggle}
          aria-label={t('bag.selectItem', { name: item.name })}
        />
        {!sellable && (
          <span className="absolute top-1.5 end-8 rounded bg-line px-1 text-[10px] text-muted">
            {tDynamic(lang, `bag.state.${item.state}`, 'bag.state.unknown', { state: item.state })}
          </span>
        )}
        <ItemImage item={item} className="mt-4 aspect-[2/1] w-full" />
        {/* Weapon and finish on their own lines; the wear is on the rarity line below. */}
        <ItemNameLines name={item.name} wear="" color={color} className="mt-1" />
        <span className="truncate text-xs text-muted">
          {item.rarity?.name ? <span style={{ color }}>{item.rarity.name} · </span> : null}
          {item.wearName}
        </span>
        {/* Both prices, each named: what the item is worth in the catalogue, and what selling it back pays. */}
        <span className="mt-0.5 flex items-center justify-between gap-1 text-[11px] text-muted" data-testid="bag-item-price">
          <span className="truncate">{t('item.price')}</span>
          <span className="shrink-0 tabular-nums">¥{displayYuan(item.price)}</span>
        </span>
        <span className="flex items-center justify-between gap-1 text-xs" data-testid="bag-item-recovery">
          <span className="truncate text-muted">{t('item.recovery')}</span>
          <span className="shrink-0 font-semibold tabular-nums text-accent-orange">¥{displayYuan(item.recoveryPrice)}</span>
        </span>
      </label>
      {/* Beside the label, not in it: a button inside would be a second control of the checkbox. */}
      <SkinInfoButton ornamentId={item.ornamentId} label={t('skin.view', { name: item.name })} />
    </li>
  );
}
