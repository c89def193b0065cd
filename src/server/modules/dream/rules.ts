// The dream settings as the game uses them (ppm, fen) and the pool's membership rule, from
// config/games.ts's DREAM_* values.
import type { DreamConfig } from '../../../shared/contracts/dream.ts';
import { DREAM_TICKETS } from '../../../shared/dream-fee.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Config } from '../../config/index.ts';
import type { OrnamentRow } from '../boxes/ornaments.ts';

export interface DreamRules {
  minPpm: number;
  maxPpm: number;
  edgePpm: number;
  poolMinFen: bigint;
  poolMaxFen: bigint;
  recoveryPercent: number;
  /** Points earned on a fee paid from the balance (POINTS_EARN_PERCENT). */
  earnPercent: number;
}

export function dreamRules(config: Config): DreamRules {
  const d = config.dream;
  return {
    minPpm: d.minPercent * 10_000,
    maxPpm: d.maxPercent * 10_000,
    edgePpm: d.edgePercent * 10_000,
    poolMinFen: d.poolMinFen,
    poolMaxFen: d.poolMaxFen,
    recoveryPercent: config.boxes.recoveryPercent,
    earnPercent: config.points.earnPercent,
  };
}

export function dreamConfigAnswer(config: Config): DreamConfig {
  const r = dreamRules(config);
  return {
    minPercent: config.dream.minPercent,
    maxPercent: config.dream.maxPercent,
    minPpm: r.minPpm,
    maxPpm: r.maxPpm,
    edgePercent: config.dream.edgePercent,
    edgePpm: r.edgePpm,
    poolMin: formatFen(r.poolMinFen),
    poolMax: formatFen(r.poolMaxFen),
    tickets: DREAM_TICKETS,
  };
}

/** A dream target: a catalogue skin priced within the pool's range (and above 0, so a fee exists). */
export function inPool(o: OrnamentRow, rules: DreamRules): boolean {
  return o.price > 0n && o.price >= rules.poolMinFen && o.price <= rules.poolMaxFen;
}
