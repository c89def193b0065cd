// An item's picture (relative `image` + the asset base: cs2-lib's CDN by default), or, while it
// loads, when it fails or when pictures are off, its own weapon's silhouette in the rarity colour.
// `ItemArt` is the same component under the name the other islands use for "the item's art".
import type { Ornament } from '../../shared/contracts/box.ts';
import { assetSrcSet, assetUrl } from '../../lib/assets.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { SafeImage } from './SafeImage.tsx';
import { WeaponSilhouette } from './WeaponSilhouette.tsx';

export type ItemLike = Pick<Ornament, 'image' | 'name' | 'weaponType'> & { weapon?: string | null; rarity?: Pick<Ornament['rarity'], 'color'> | null };

export function ItemImage({ item, className = 'aspect-[2/1] w-full' }: { item: ItemLike; className?: string }) {
  const src = assetUrl(item.image);
  return (
    <SafeImage
      key={src}
      src={src}
      srcSet={assetSrcSet(src)}
      // Cards are at most about 20rem wide; a row's thumbnail is far less (the browser picks the width).
      sizes="(min-width: 640px) 20rem, 50vw"
      alt={item.name}
      className={className}
      fallback={<WeaponSilhouette weapon={item.weapon} weaponType={item.weaponType} color={rarityColor(item.rarity?.color)} />}
    />
  );
}

export { ItemImage as ItemArt };
