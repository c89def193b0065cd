// One seat's reel for one round (loaded on demand, when the first round is revealed): a strip of
// the round's case drawn by its published odds, stopping on the item the server rolled.
import { useMemo } from 'react';
import type { BattleRoll } from '../../shared/contracts/battle.ts';
import type { BoxItem } from '../../shared/contracts/box.ts';
import { buildReelStrip } from '../../lib/box/reel.ts';
import { Reel } from '../box/Reel.tsx';

const LENGTH = 36;
const LANDING = 30;

export default function SeatReel({ roll, table, durationMs, onDone }: { roll: BattleRoll; table: readonly BoxItem[]; durationMs: number; onDone: () => void }) {
  // One strip per spin: the reel is keyed by its round.
  const strip = useMemo(() => buildReelStrip(table, roll.item, { rng: Math.random, length: LENGTH, landingIndex: LANDING }), []);
  return <Reel strip={strip} landingIndex={LANDING} itemWidth={72} gap={4} durationMs={durationMs} jitter={0} compact label={roll.item.name} onDone={onDone} />;
}
