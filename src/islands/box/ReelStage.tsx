// The reels of one opening: one per case opened, spinning together with staggered stops (the
// timing is shared with the server's live feed: shared/reel-timing.ts). A reel that stops on a rare
// drop (grade 0 or 1) gets its reveal and the rare sound; the result waits for the reveal to play.
// Under prefers-reduced-motion the reels stop quickly and go straight to the result, no flash.
// Loaded on demand (dynamic import) the first time a case is opened without fast-open.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BoxItem, OpenedDrop } from '../../shared/contracts/box.ts';
import { reelStopMs } from '../../shared/reel-timing.ts';
import { isRare } from '../../lib/box/items.ts';
import { buildReelStrip, randomJitter, REEL_LANDING_INDEX } from '../../lib/box/reel.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { RareReveal } from './RareReveal.tsx';
import { Reel } from './Reel.tsx';

interface Props {
  table: readonly BoxItem[];
  drops: readonly OpenedDrop[];
  t: Translator;
  onDone: () => void;
  onSkip: () => void;
}

const REDUCED_MS = 1200;
/** How long the rare reveal plays before the result dialog opens. */
const RARE_REVEAL_MS = 1700;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function ReelStage({ table, drops, t, onDone, onSkip }: Props) {
  // Several reels stacked get smaller, picture-only tiles: five fit the first screen at 800 px.
  const compact = drops.length > 2;
  const itemWidth = compact ? 84 : drops.length > 1 ? 112 : 140;
  const gap = compact ? 4 : 6;
  const reels = useMemo(
    () =>
      drops.map((drop) => ({
        strip: buildReelStrip(table, drop, { rng: Math.random }),
        jitter: randomJitter({ itemWidth, gap, viewportWidth: 0 }, Math.random),
      })),
    [table, drops, itemWidth, gap],
  );
  const reduced = useMemo(reducedMotion, []);
  const remaining = useRef(drops.length);
  const [revealed, setRevealed] = useState<readonly number[]>([]);
  const revealTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(revealTimer.current), []);

  const finishOne = (i: number) => {
    if (isRare(drops[i])) {
      sound.rare();
      if (!reduced) setRevealed((r) => [...r, i]);
    }
    remaining.current -= 1;
    if (remaining.current > 0) return;
    // The last reel has stopped: give a rare reveal its moment before the result covers it.
    if (!reduced && drops.some(isRare)) revealTimer.current = setTimeout(onDone, RARE_REVEAL_MS);
    else onDone();
  };

  return (
    <section aria-label={t('box.reel')} className="relative flex flex-col" data-testid="reel-stage">
      {/* Beside the price row from sm up (so five reels fit the first screen); under the reels on a phone. */}
      <button
        type="button"
        className="order-last mt-2 self-end text-xs text-muted hover:text-ink sm:absolute sm:-top-7 sm:end-0 sm:z-20 sm:order-none sm:mt-0"
        onClick={onSkip}
        data-testid="reel-skip"
      >
        {t('box.skip')}
      </button>
      <div className={compact ? 'space-y-1.5' : 'space-y-2'}>
        {reels.map((reel, i) => (
          <div key={i} className="relative">
            <Reel
              strip={reel.strip}
              landingIndex={REEL_LANDING_INDEX}
              itemWidth={itemWidth}
              gap={gap}
              jitter={reel.jitter}
              durationMs={reduced ? REDUCED_MS : reelStopMs(i)}
              // One reel ticking is enough; five at once is noise.
              onTick={i === 0 ? sound.tick : undefined}
              onDone={() => finishOne(i)}
              label={t('box.reel')}
              compact={compact}
              pop={!reduced && isRare(drops[i])}
            />
            {revealed.includes(i) && <RareReveal color={rarityColor(drops[i].rarity?.color)} label={t('box.rareDrop')} name={drops[i].name} />}
          </div>
        ))}
      </div>
    </section>
  );
}
