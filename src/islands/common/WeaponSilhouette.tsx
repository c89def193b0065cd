// The drawing that stands in for an item picture that is missing or cannot load: the item's own
// weapon in its rarity colour, glowing on a soft halo, so an offline shop still reads as a shop.
// The geometry is a symbol of the sprite public/art/silhouettes.svg (src/lib/art/), drawn here by
// <use>: one cached file instead of ~5 KB of JavaScript on every page. Plain opacity and a CSS
// drop-shadow: no SVG ids of our own to collide.
import { silhouetteHref, silhouetteName } from '../../lib/art/silhouette-names.ts';

interface Props {
  /** The catalogue's weapon name ("AK-47", "Karambit"); the type is used when it is unknown. */
  weapon?: string | null;
  weaponType?: string | null;
  color: string;
  className?: string;
}

export function WeaponSilhouette({ weapon, weaponType, color, className = 'absolute inset-0 size-full' }: Props) {
  const name = silhouetteName(weapon, weaponType);
  return (
    <svg viewBox="0 0 100 50" className={className} aria-hidden="true" data-silhouette={name}>
      <ellipse cx="50" cy="27" rx="48" ry="20" fill={color} fillOpacity="0.08" />
      <ellipse cx="50" cy="27" rx="32" ry="12" fill={color} fillOpacity="0.12" />
      <use
        href={silhouetteHref(name)}
        width="100"
        height="50"
        fill={color}
        fillOpacity="0.92"
        stroke="#fff"
        strokeOpacity="0.18"
        strokeWidth="0.35"
        style={{ filter: `drop-shadow(0 0 1.6px ${color})` }}
      />
    </svg>
  );
}
