// The reels of one opening: one per case opened, spinning together with staggered stops.
// Loaded on demand (dynamic import) the first time a case is opened without fast-open.
import { useMemo, useRef } from 'react';
import type { BoxItem, OpenedDrop } from '../../shared/contracts/box.ts';
import { buildReelStrip, randomJitter, REEL_LANDING_INDEX } from '../../lib/box/reel.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { Reel } from './Reel.tsx';

interface Props {
  table: readonly BoxItem[];
  drops: readonly OpenedDrop[];
  t: Translator;
  onDone: () => void;
  onSkip: () => void;
}

const SPIN_MS = 5200;
const STAGGER_MS = 400;
const REDUCED_MS = 1200;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function ReelStage({ table, drops, t, onDone, onSkip }: Props) {
  // Several reels stacked need smaller tiles to fit the screen.
  const itemWidth = drops.length > 1 ? 104 : 140;
  const gap = 6;
  const reels = useMemo(
    () =>
      drops.map((drop) => ({
        strip: buildReelStrip(table, drop, { rng: Math.random }),
        jitter: randomJitter({ itemWidth, gap, viewportWidth: 0 }, Math.random),
      })),
    [table, drops, itemWidth],
  );
  const reduced = useMemo(reducedMotion, []);
  const remaining = useRef(drops.length);

  const finishOne = () => {
    remaining.current -= 1;
    if (remaining.current === 0) onDone();
  };

  return (
    <section aria-label={t('box.reel')} className="space-y-2" data-testid="reel-stage">
      {reels.map((reel, i) => (
        <Reel
          key={i}
          strip={reel.strip}
          landingIndex={REEL_LANDING_INDEX}
          itemWidth={itemWidth}
          gap={gap}
          jitter={reel.jitter}
          durationMs={reduced ? REDUCED_MS : SPIN_MS + i * STAGGER_MS}
          // One reel ticking is enough; five at once is noise.
          onTick={i === 0 ? sound.tick : undefined}
          onDone={finishOne}
          label={t('box.reel')}
        />
      ))}
      <div className="flex justify-end">
        <button type="button" className="text-xs text-muted hover:text-ink" onClick={onSkip} data-testid="reel-skip">
          {t('box.skip')}
        </button>
      </div>
    </section>
  );
}
