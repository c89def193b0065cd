// An item's picture (relative `image` + the asset base), or its rarity-tinted weapon silhouette.
import type { Ornament } from '../../shared/contracts/box.ts';
import { assetUrl } from '../../lib/assets.ts';
import { rarityColor, silhouetteOf } from '../../lib/weapons.ts';
import { SafeImage } from './SafeImage.tsx';
import { CaseSilhouette, WeaponSilhouette } from './WeaponSilhouette.tsx';

type ItemLike = Pick<Ornament, 'image' | 'name' | 'weaponType'> & { rarity?: Pick<Ornament['rarity'], 'color'> | null };

export function ItemImage({ item, className = 'aspect-[2/1] w-full' }: { item: ItemLike; className?: string }) {
  const src = assetUrl(item.image);
  return (
    <SafeImage
      key={src}
      src={src}
      alt={item.name}
      className={className}
      fallback={<WeaponSilhouette kind={silhouetteOf(item.weaponType)} color={rarityColor(item.rarity?.color)} />}
    />
  );
}

export function CaseImage({ image, name, className = 'aspect-[5/3] w-full' }: { image: string; name: string; className?: string }) {
  const src = assetUrl(image);
  return <SafeImage key={src} src={src} alt={name} className={className} fallback={<CaseSilhouette />} />;
}
