// A case's own art, drawn (src/lib/art/case-art.ts): the crate in its colour and pattern with the
// theme's emblem, its three most valuable models fanned out behind it in their rarity colours, on
// a glow. Pure SVG, no picture to load. Gradient ids are named after the case and its look, not
// useId: separate islands are separate React roots whose ids repeat, and two drawings of the same
// case define the same gradients, so a repeated id is harmless.
import { caseLook, CRATE, emblemPaths, FAN_SLOTS, patternPaths, type CaseLike } from '../../lib/art/case-art.ts';
import { silhouetteFor } from '../../lib/art/weapon-silhouettes.ts';
import { rarityColor } from '../../lib/weapons.ts';

interface Props {
  box: CaseLike & { name: string };
  className?: string;
}

export function CaseArt({ box, className = 'aspect-[5/3] w-full' }: Props) {
  const look = caseLook(box);
  const id = `case-art-${box.id}-${look.hue}`;
  const { colors } = look;
  // Drawn back to front: the tilted side models first, the most valuable one over them.
  const fan = look.fan.map((h, i) => ({ h, slot: FAN_SLOTS[i]! })).reverse();
  return (
    <svg
      viewBox="0 0 150 90"
      className={className}
      role="img"
      aria-label={box.name}
      data-case-art={box.id}
      data-case-look={`${look.hue}-${look.pattern}-${look.emblem}`}
    >
      <defs>
        <radialGradient id={`${id}g`} gradientUnits="userSpaceOnUse" cx="75" cy="58" r="58">
          <stop offset="0" stopColor={colors.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={colors.glow} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}b`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.top} />
          <stop offset="1" stopColor={colors.bottom} />
        </linearGradient>
      </defs>
      <rect width="150" height="90" fill={`url(#${id}g)`} />
      {/* Light rays from behind the crate. */}
      <path d="M75 62 L14 0 H30 Z M75 62 L58 0 H68 Z M75 62 L82 0 H92 Z M75 62 L120 0 H136 Z" fill={`url(#${id}g)`} fillOpacity="0.6" />
      {fan.map(({ h, slot }) => {
        const color = rarityColor(h.color);
        const drawing = silhouetteFor(h.weapon, h.weaponType);
        return (
          <g
            key={`${slot.x}`}
            transform={`translate(${slot.x} ${slot.y}) rotate(${slot.angle}) scale(${slot.scale}) translate(-50 -25)`}
            fill={color}
            style={{ filter: `drop-shadow(0 0 2px ${color})` }}
            data-fan={drawing.weapon}
          >
            {drawing.paths.map((d, i) => (
              <path key={i} d={d} fillRule="evenodd" stroke="#000" strokeOpacity="0.35" strokeWidth="0.6" />
            ))}
          </g>
        );
      })}
      <ellipse cx="75" cy="88.5" rx="36" ry="2" fill="#000" fillOpacity="0.5" />
      <path d={CRATE.handle} fillRule="evenodd" fill={colors.lid} stroke={colors.trim} strokeOpacity="0.6" strokeWidth="0.8" />
      <path d={CRATE.body} fill={`url(#${id}b)`} stroke={colors.trim} strokeOpacity="0.55" strokeWidth="0.8" />
      {patternPaths(look.pattern).map((d, i) => (
        <path key={i} d={d} fill={colors.trim} fillOpacity="0.28" />
      ))}
      <path d={CRATE.lid} fill={colors.lid} stroke={colors.trim} strokeOpacity="0.7" strokeWidth="0.8" />
      <path d="M46 53.2 H104" stroke="#fff" strokeOpacity="0.35" strokeWidth="0.8" />
      {CRATE.latches.map((d, i) => (
        <path key={i} d={d} fill={colors.trim} fillOpacity="0.85" stroke="#000" strokeOpacity="0.4" strokeWidth="0.5" />
      ))}
      <circle cx={CRATE.emblem.cx} cy={CRATE.emblem.cy} r={CRATE.emblem.r} fill="#0b0d12" fillOpacity="0.7" stroke={colors.trim} strokeWidth="1" />
      {emblemPaths(look.emblem).map((d, i) => (
        <path key={i} d={d} fillRule="evenodd" fill={colors.trim} />
      ))}
    </svg>
  );
}
