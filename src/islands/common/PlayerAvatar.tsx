// A player's avatar: the uploaded or chosen picture, or else the one drawn from their id
// (src/lib/avatar.ts), never one letter that is the same for everybody ("玩" of "玩家1234").
import { useId } from 'react';
import { avatarLook, EMBLEMS } from '../../lib/avatar.ts';
import { imageUrl } from '../../lib/image-fields.ts';

interface Props {
  /** The picture's address; empty when the player has none. */
  src: string;
  /** What the drawing is made from: the player's id (their nickname where no id is known). */
  seed: string;
  /** The picture's text alternative; empty for a decorative avatar beside the name. */
  alt: string;
  className?: string;
  /** The avatar frame the player wears (a virtual item's image path); '' or absent: none. */
  frame?: string;
}

/** A virtual item's avatar frame, drawn over (and a little beyond) the avatar it surrounds. */
export function AvatarFrame({ src }: { src: string }) {
  return (
    <img
      src={imageUrl('virtualImg', src)}
      alt=""
      aria-hidden="true"
      data-testid="avatar-frame"
      className="pointer-events-none absolute -left-[20%] -top-[20%] size-[140%] max-w-none select-none"
    />
  );
}

/** What a name colour (a virtual item, #rrggbb) does to the name beside the avatar; nothing for none. */
export function nameStyle(colour: string | undefined): { color: string } | undefined {
  return colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? { color: colour } : undefined;
}

export function PlayerAvatar({ src, seed, alt, className = '', frame = '' }: Props) {
  if (!frame) return <BareAvatar src={src} seed={seed} alt={alt} className={className} />;
  // The picture keeps its own round clip; the frame sits over it, a little larger, never clipped.
  return (
    <span className={`relative inline-flex ${className}`} data-framed="">
      <span className="size-full overflow-hidden rounded-[inherit]">
        <BareAvatar src={src} seed={seed} alt={alt} className="size-full" />
      </span>
      <AvatarFrame src={frame} />
    </span>
  );
}

function BareAvatar({ src, seed, alt, className }: Props) {
  // useId's characters (« » :) are not safe inside url(#…).
  const gradient = `avatar${useId().replace(/[^\w-]/g, '')}`;
  if (src) return <img src={imageUrl('avatar', src)} alt={alt} className={`object-cover ${className}`} />;
  const look = avatarLook(seed);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      data-testid="drawn-avatar"
      data-look={`${look.from}-${look.to}-${look.emblem}-${look.angle}`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} gradientTransform={`rotate(${look.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={`hsl(${look.from} 75% 52%)`} />
          <stop offset="1" stopColor={`hsl(${look.to} 70% 30%)`} />
        </linearGradient>
      </defs>
      <rect width="24" height="24" fill={`url(#${gradient})`} />
      <path
        d={EMBLEMS[look.emblem]}
        transform="translate(4.8 4.8) scale(0.6)"
        fill="rgba(255,255,255,0.18)"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
