// One seat's tall reel for one round (loaded on demand, when the first round is revealed): a strip
// of the round's case drawn by its published odds (lib/battle/show.ts), scrolling up and stopping
// on the item the server rolled. Its reveal tier lights the landed card as on the case page.
import { useMemo } from 'react';
import type { BattleRoll } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { SEAT_LANDING, seatStrip } from '../../lib/battle/show.ts';
import { revealTier } from '../../lib/box/show.ts';
import { Reel } from '../box/Reel.tsx';

export default function SeatReel({ roll, table, durationMs, onDone }: { roll: BattleRoll; table: readonly BoxItem[]; durationMs: number; onDone: () => void }) {
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
      tier={revealTier(roll.item.grade)}
      label={roll.item.name}
      onDone={onDone}
    />
  );
}
