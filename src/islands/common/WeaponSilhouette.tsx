// Inline drawings that stand in for a missing item picture, one per weapon family, tinted with
// the item's rarity colour (there is no internet here, so pictures usually fail to load).
import type { Silhouette } from '../../lib/weapons.ts';

// 100 x 50 viewBox, muzzle to the right.
const PATHS: Readonly<Record<Silhouette, string>> = {
  rifle:
    'M3 21 L24 16 H66 V14 H72 V16 H97 V19.5 H72 L70 22 H56 L52 34 L44 35 L46 23 H36 L33 30 H27 L28 23 H25 L6 31 L3 29 Z',
  sniper:
    'M2 22 L20 18 H60 V20 H98 V22.5 H60 L58 25 H44 L42 32 H35 L37 25 H24 L8 30 L2 28 Z M30 11 H56 V15 H51 V18 H37 V15 H30 Z',
  pistol: 'M24 15 H76 V22 H47 L45 25 H52 L50 28 H44 L41 37 H29 L33 22 H24 Z',
  smg: 'M10 18 L20 16 H62 V15 H66 V17 H82 V20.5 H62 L60 23 H50 V36 H44 V23 H38 L35 31 H29 L31 23 H22 L12 24 Z',
  shotgun: 'M2 22 L22 17 H54 V16 H98 V19 H80 V22 H62 V20 H54 L52 23 H40 L37 30 H31 L33 23 H24 L6 30 L2 28 Z',
  machinegun:
    'M3 20 L20 15 H70 V13 H74 V15 H96 V19 H70 L68 23 H58 V32 H40 V23 H36 L33 31 H27 L29 23 H22 L6 30 L3 28 Z M76 19 L70 37 H72.5 L79 19 Z M80 19 L86 37 H83.5 L77.5 19 Z',
  knife: 'M44 22 L95 11 L89 22 L46 30 Z M38 17 H44 V35 H38 Z M9 27 Q7 22 13 22 H38 V31 H13 Q7 32 9 27 Z',
  gloves:
    'M37 46 L35 27 L30 15 Q30 11 34 12 L39 23 L40 9 Q41 5 45 6 L46 22 L48 7 Q49 3 53 4 L53 22 L56 9 Q58 6 61 8 L59 25 L64 17 Q68 15 69 19 L62 33 L61 46 Z',
};

interface Props {
  kind: Silhouette;
  color: string;
  className?: string;
}

export function WeaponSilhouette({ kind, color, className = 'absolute inset-0 size-full' }: Props) {
  return (
    <svg viewBox="0 0 100 50" className={className} aria-hidden="true" data-silhouette={kind}>
      {/* A soft halo in the rarity colour; plain opacity, so no SVG ids can collide on the page. */}
      <ellipse cx="50" cy="30" rx="46" ry="18" fill={color} fillOpacity="0.12" />
      <ellipse cx="50" cy="30" rx="30" ry="11" fill={color} fillOpacity="0.12" />
      <path d={PATHS[kind]} fill={color} fillOpacity="0.85" stroke="#000" strokeOpacity="0.35" strokeWidth="0.6" />
    </svg>
  );
}

/** A case (crate) drawing, for case pictures that fail to load. */
export function CaseSilhouette({ color = '#ff8a1f', className = 'absolute inset-0 size-full' }: { color?: string; className?: string }) {
  return (
    <svg viewBox="0 0 100 60" className={className} aria-hidden="true" data-silhouette="case">
      <path d="M18 18 L50 8 L82 18 V44 L50 54 L18 44 Z" fill={color} fillOpacity="0.18" stroke={color} strokeWidth="2" strokeLinejoin="round" />
      <path d="M18 18 L50 28 L82 18 M50 28 V54" fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" />
      <path d="M34 23 V48 M66 23 V48" stroke={color} strokeOpacity="0.5" strokeWidth="1.5" />
    </svg>
  );
}
