// The reels of one opening, playing the plan lib/box/show.ts makes: the case's lid lifts with a
// shine, then one reel per case spins (five stacked for five cases, each on its own drop) and they
// stop one after another at the times the server's live feed waits for (shared/reel-timing.ts).
// The tick follows the reel that stops last. Each drop's reveal scales with its tier: knives and
// gloves and covert items get their light (RareReveal) and the rare sound, and the result waits
// for it; a classified card glows; a common one just lands.
// Under prefers-reduced-motion: no lid, the reels stop quickly and go straight to the result.
// Loaded on demand (dynamic import) the first time a case is opened without fast-open.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BoxItem, OpenedDrop } from '../../shared/contracts/box.ts';
import { isShowTier, openingTimeline, planReels, reelLayout, REVEAL_HOLD_MS, revealTier, tickingReel, topTier } from '../../lib/box/show.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { CaseLid } from './CaseLid.tsx';
import { RareReveal } from './RareReveal.tsx';
import { Reel } from './Reel.tsx';

interface Props {
  table: readonly BoxItem[];
  drops: readonly OpenedDrop[];
  t: Translator;
  onDone: () => void;
  onSkip: () => void;
  /** The case being opened: its art is the lid that lifts (without it, a plain lit lid). */
  box?: { id: number; name: string };
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function ReelStage({ table, drops, t, onDone, onSkip, box }: Props) {
  const layout = reelLayout(drops.length);
  const reduced = useMemo(reducedMotion, []);
  const timeline = useMemo(() => openingTimeline(drops, reduced), [drops, reduced]);
  const reels = useMemo(() => planReels(table, drops, layout, Math.random), [table, drops, layout.itemWidth, layout.gap]);
  const ticker = tickingReel(timeline);
  const remaining = useRef(drops.length);
  const [lid, setLid] = useState(timeline.lidMs > 0);
  const [revealed, setRevealed] = useState<readonly number[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    if (timeline.lidMs > 0) {
      sound.lid();
      timers.current.push(setTimeout(() => setLid(false), timeline.lidMs));
    }
    return () => timers.current.forEach(clearTimeout);
  }, []);

  const finishOne = (i: number) => {
    const tier = revealTier(drops[i].grade);
    if (isShowTier(tier)) {
      sound.rare(drops[i].grade);
      if (!reduced) setRevealed((r) => [...r, i]);
    }
    remaining.current -= 1;
    if (remaining.current > 0) return;
    // The last reel has stopped: the best drop's reveal gets its moment before the result covers it.
    const hold = reduced ? 0 : REVEAL_HOLD_MS[topTier(drops)];
    if (hold > 0) timers.current.push(setTimeout(onDone, hold));
    else onDone();
  };

  return (
    <section aria-label={t('box.reel')} className="relative flex flex-col" data-testid="reel-stage" data-lid={lid}>
      {/* Beside the price row from sm up (so five reels fit the first screen); under the reels on a phone. */}
      <button
        type="button"
        className="order-last mt-2 self-end text-xs text-muted hover:text-ink sm:absolute sm:-top-7 sm:end-0 sm:z-20 sm:order-none sm:mt-0"
        onClick={onSkip}
        data-testid="reel-skip"
      >
        {t('box.skip')}
      </button>
      <div className={`relative ${layout.compact ? 'space-y-1.5' : 'space-y-2.5'}`}>
        {reels.map((reel, i) => {
          const tier = revealTier(drops[i].grade);
          return (
            <div key={i} className="relative">
              <Reel
                strip={reel.strip}
                landingIndex={reel.landingIndex}
                itemWidth={layout.itemWidth}
                gap={layout.gap}
                jitter={reel.jitter}
                delayMs={timeline.reels[i].delayMs}
                durationMs={timeline.reels[i].spinMs}
                // One reel ticking is enough (five at once is noise): the one still turning last.
                onTick={i === ticker ? sound.tick : undefined}
                onDone={() => finishOne(i)}
                label={t('box.reel')}
                compact={layout.compact}
                // No pop under reduced motion: a still glow says the same.
                tier={reduced && isShowTier(tier) ? 'classified' : tier}
              />
              {revealed.includes(i) && (
                <RareReveal
                  tier={tier === 'gold' ? 'gold' : 'covert'}
                  color={rarityColor(drops[i].rarity?.color)}
                  label={t(tier === 'gold' ? 'box.goldDrop' : 'box.rareDrop')}
                  name={drops[i].name}
                />
              )}
            </div>
          );
        })}
        {lid && <CaseLid box={box} label={t('box.caseOpening')} />}
      </div>
    </section>
  );
}
