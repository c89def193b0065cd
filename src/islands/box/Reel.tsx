// One reel. The strip is built beforehand (lib/box/reel.ts, lib/box/show.ts) with the server's
// result at `landingIndex`; this only scrolls it so that card ends under the centre line. Sideways
// on the case page; `vertical` for a battle seat's tall reel (the same geometry along the other axis).
// Frames write the transform straight to the DOM: no React render per frame.
import { useEffect, useRef, useState } from 'react';
import { landingOffset, type ReelItem } from '../../lib/box/reel.ts';
import type { RevealTier } from '../../lib/box/show.ts';
import { spin } from '../../lib/box/spin.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';

interface ReelProps {
  strip: readonly ReelItem[];
  landingIndex: number;
  /** Card size along the reel's travel, px (its width; its height when vertical). */
  itemWidth: number;
  gap: number;
  durationMs: number;
  /** Held still this long before moving (the case's lid opening). */
  delayMs?: number;
  /** Where in the winner card the line stops, px from its centre (kept inside the card). */
  jitter: number;
  onDone: () => void;
  onTick?: (progress: number) => void;
  label: string;
  /** Several reels stacked: shorter cards, the name over the picture (five must fit the first screen). */
  compact?: boolean;
  /** The landed winner's reveal: gold and covert pop and glow, classified glows, common just lands. */
  tier?: RevealTier;
  /** Battle seats: a tall reel scrolling upwards. */
  vertical?: boolean;
  /** A vertical reel's height, px. */
  height?: number;
}

const LANDED: Record<RevealTier, string> = {
  gold: 'rare-pop shadow-[0_0_36px_6px]',
  covert: 'rare-pop shadow-[0_0_30px_4px]',
  classified: 'shadow-[0_0_20px_2px]',
  common: 'shadow-[0_0_10px]',
};

export function Reel({
  strip, landingIndex, itemWidth, gap, durationMs, delayMs = 0, jitter, onDone, onTick, label, compact = false, tier = 'common', vertical = false, height = 260,
}: ReelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [landed, setLanded] = useState(false);
  // The latest callbacks, so the spin started on mount never calls stale ones.
  const callbacks = useRef({ onDone, onTick });
  callbacks.current = { onDone, onTick };

  useEffect(() => {
    const vp = viewport.current;
    const tr = track.current;
    if (!vp || !tr) return;
    const viewportWidth = vertical ? vp.clientHeight : vp.clientWidth;
    const distance = -landingOffset(landingIndex, { itemWidth, gap, viewportWidth }, jitter);
    return spin({
      distance,
      durationMs,
      delayMs,
      stride: itemWidth + gap,
      onFrame: (x) => {
        tr.style.transform = vertical ? `translate3d(0,${-x}px,0)` : `translate3d(${-x}px,0,0)`;
      },
      onTick: (p) => callbacks.current.onTick?.(p),
      onDone: () => {
        setLanded(true);
        callbacks.current.onDone();
      },
    });
    // Spin once per mount: the strip and geometry are fixed for a reel's life.
  }, []);

  return (
    <div
      ref={viewport}
      data-testid="reel"
      data-landed={landed}
      data-tier={landed ? tier : undefined}
      role="img"
      aria-label={label}
      className={`relative overflow-hidden rounded-xl border border-line bg-bg ${vertical ? 'px-1.5' : compact ? 'py-1' : 'py-2.5'}`}
      style={vertical ? { height } : undefined}
    >
      {/* Darker towards the ends, so the eye stays on the centre line. */}
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 z-[1] ${vertical ? 'bg-[linear-gradient(to_bottom,var(--color-bg),transparent_26%,transparent_74%,var(--color-bg))]' : 'bg-[linear-gradient(to_right,var(--color-bg),transparent_18%,transparent_82%,var(--color-bg))]'}`}
      />
      <div ref={track} className={`flex will-change-transform ${vertical ? 'flex-col' : ''}`} style={{ gap }}>
        {strip.map((item, i) => {
          const winner = i === landingIndex;
          const color = rarityColor(item.rarity?.color);
          const lit = winner && landed;
          return (
            <div
              key={i}
              data-testid={winner ? 'reel-winner' : undefined}
              data-ornament-id={winner ? item.ornamentId : undefined}
              title={item.name}
              className={`relative flex shrink-0 flex-col items-center overflow-hidden rounded-lg bg-surface-2 transition-shadow duration-500 ${vertical ? 'justify-center border-s-4 px-1' : `border-b-4 ${compact ? 'p-1' : 'p-2'}`} ${lit ? LANDED[tier] : ''}`}
              style={{
                ...(vertical ? { height: itemWidth } : { width: itemWidth }),
                borderColor: color,
                color,
                backgroundImage: `linear-gradient(${vertical ? 'to right' : 'to top'}, ${color}40, transparent 75%)`,
              }}
            >
              <ItemImage item={item} className={vertical ? 'h-[62%] w-full' : compact ? 'h-[30px] w-full' : 'aspect-[2/1] w-full'} />
              {compact ? (
                // Over the picture's foot: the name stays readable without making five reels taller.
                <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 to-transparent px-1 pt-2 text-center text-[10px] leading-tight font-semibold text-ink">
                  {item.name}
                </span>
              ) : (
                <span className={`w-full truncate text-center font-semibold ${vertical ? 'text-[11px]' : 'mt-1.5 text-xs sm:text-[13px]'}`}>{item.name}</span>
              )}
            </div>
          );
        })}
      </div>
      {/* The centre line the winner stops under, with a marker at each end. */}
      {vertical ? (
        <div className="pointer-events-none absolute inset-x-0 top-1/2 z-[3] h-0.5 -translate-y-1/2 bg-accent-orange shadow-[0_0_8px] shadow-accent-orange" />
      ) : (
        <>
          <div className="pointer-events-none absolute inset-y-0 left-1/2 z-[3] w-0.5 -translate-x-1/2 bg-accent-orange shadow-[0_0_8px] shadow-accent-orange" />
          <div aria-hidden="true" className="pointer-events-none absolute top-0 left-1/2 z-[3] size-0 -translate-x-1/2 border-x-[7px] border-t-[8px] border-x-transparent border-t-accent-orange" />
          <div aria-hidden="true" className="pointer-events-none absolute bottom-0 left-1/2 z-[3] size-0 -translate-x-1/2 border-x-[7px] border-b-[8px] border-x-transparent border-b-accent-orange" />
        </>
      )}
    </div>
  );
}
