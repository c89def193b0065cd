// The drawing that stands in for an item picture that is missing or cannot load: the item's own
// weapon (src/lib/art/weapon-silhouettes.ts) in its rarity colour, glowing on a soft halo, so an
// offline shop still reads as a shop. Plain opacity and a CSS drop-shadow: no SVG ids to collide.
import { silhouetteFor } from '../../lib/art/weapon-silhouettes.ts';

interface Props {
  /** The catalogue's weapon name ("AK-47", "Karambit"); the type is used when it is unknown. */
  weapon?: string | null;
  weaponType?: string | null;
  color: string;
  className?: string;
}

export function WeaponSilhouette({ weapon, weaponType, color, className = 'absolute inset-0 size-full' }: Props) {
  const drawing = silhouetteFor(weapon, weaponType);
  return (
    <svg viewBox="0 0 100 50" className={className} aria-hidden="true" data-silhouette={drawing.weapon}>
      <ellipse cx="50" cy="27" rx="48" ry="20" fill={color} fillOpacity="0.08" />
      <ellipse cx="50" cy="27" rx="32" ry="12" fill={color} fillOpacity="0.12" />
      <g fill={color} style={{ filter: `drop-shadow(0 0 1.6px ${color})` }}>
        {drawing.paths.map((d, i) => (
          <path key={i} d={d} fillRule="evenodd" fillOpacity="0.92" stroke="#fff" strokeOpacity="0.18" strokeWidth="0.35" />
        ))}
      </g>
    </svg>
  );
}
