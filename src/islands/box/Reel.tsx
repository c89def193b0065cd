// One horizontal reel. The strip is built beforehand (lib/box/reel.ts) with the server's
// result at `landingIndex`; this only scrolls it so that tile ends under the centre line.
// Frames write the transform straight to the DOM: no React render per frame.
import { useEffect, useRef, useState } from 'react';
import { landingOffset, type ReelItem } from '../../lib/box/reel.ts';
import { spin } from '../../lib/box/spin.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';

interface ReelProps {
  strip: readonly ReelItem[];
  landingIndex: number;
  itemWidth: number;
  gap: number;
  durationMs: number;
  /** Where in the winner tile the line stops, px from its centre (kept inside the tile). */
  jitter: number;
  onDone: () => void;
  onTick?: () => void;
  label: string;
  /** Pictures only (several reels at once: five must fit the first screen). */
  compact?: boolean;
  /** The winner pops when it lands (a rare drop; not under reduced motion). */
  pop?: boolean;
}

export function Reel({ strip, landingIndex, itemWidth, gap, durationMs, jitter, onDone, onTick, label, compact = false, pop = false }: ReelProps) {
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
    const distance = -landingOffset(landingIndex, { itemWidth, gap, viewportWidth: vp.clientWidth }, jitter);
    return spin({
      distance,
      durationMs,
      stride: itemWidth + gap,
      onFrame: (x) => {
        tr.style.transform = `translate3d(${-x}px,0,0)`;
      },
      onTick: () => callbacks.current.onTick?.(),
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
      role="img"
      aria-label={label}
      className={`relative overflow-hidden rounded-xl border border-line bg-bg ${compact ? 'py-1' : 'py-2'}`}
    >
      {/* Darker towards the ends, so the eye stays on the centre line. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-[1] bg-[linear-gradient(to_right,var(--color-bg),transparent_22%,transparent_78%,var(--color-bg))]" />
      <div ref={track} className="flex will-change-transform" style={{ gap }}>
        {strip.map((item, i) => {
          const winner = i === landingIndex;
          const color = rarityColor(item.rarity?.color);
          return (
            <div
              key={i}
              data-testid={winner ? 'reel-winner' : undefined}
              data-ornament-id={winner ? item.ornamentId : undefined}
              title={compact ? item.name : undefined}
              className={`flex shrink-0 flex-col items-center rounded-lg border-b-4 bg-surface-2 transition-shadow duration-500 ${compact ? 'p-1' : 'p-1.5'} ${winner && landed ? `shadow-[0_0_24px] ${pop ? 'rare-pop' : ''}` : ''}`}
              style={{ width: itemWidth, borderBottomColor: color, color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
            >
              <ItemImage item={item} className={`w-full ${compact ? 'aspect-[5/2]' : 'aspect-[2/1]'}`} />
              {!compact && <span className="mt-1 w-full truncate text-center text-[11px] font-semibold">{item.name}</span>}
            </div>
          );
        })}
      </div>
      {/* The centre line the winner stops under. */}
      <div className="pointer-events-none absolute inset-y-0 left-1/2 z-[3] w-0.5 -translate-x-1/2 bg-accent-orange shadow-[0_0_8px] shadow-accent-orange" />
    </div>
  );
}
