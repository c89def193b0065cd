// One seat's tall reel for one round (loaded on demand, when the first round is revealed): a strip
// of the round's case drawn by its published odds (lib/battle/show.ts), scrolling up and stopping
// on the item the server rolled. Its reveal tier lights the landed card as on the case page, and a
// gold or covert drop plays the rare sound. One seat's reel ticks (several at once is noise).
import { useMemo } from 'react';
import type { BattleRoll } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { SEAT_LANDING, seatStrip } from '../../lib/battle/show.ts';
import { isShowTier, revealTier } from '../../lib/box/show.ts';
import { sound } from '../../lib/sound.ts';
import { Reel } from '../box/Reel.tsx';

interface Props {
  roll: BattleRoll;
  table: readonly BoxItem[];
  durationMs: number;
  onDone: () => void;
  /** This seat's reel carries the tick sound. */
  ticking?: boolean;
}

export default function SeatReel({ roll, table, durationMs, onDone, ticking = false }: Props) {
  const tier = revealTier(roll.item.grade);
  // One strip per spin: the reel is keyed by its round.
  const strip = useMemo(() => seatStrip(table, roll.item, Math.random), []);
  return (
    <Reel
      strip={strip}
      landingIndex={SEAT_LANDING}
      itemWidth={88}
      gap={6}
      durationMs={durationMs}
      jitter={0}
      vertical
      height={264}
      tier={tier}
      label={roll.item.name}
      onTick={ticking ? sound.tick : undefined}
      onDone={() => {
        if (isShowTier(tier)) sound.rare(roll.item.grade);
        onDone();
      }}
    />
  );
}
