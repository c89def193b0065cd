// Reality checks: the player's interval, the running play session and its result.
import { z } from 'zod';
import { REALITY_INTERVALS } from '../../protection-constants.ts';
import { msg } from '../fields.ts';

/** GET api/protection/reality (money in yuan text, times ISO). */
export interface RealityView {
  /** 15, 30 or 60. */
  intervalMinutes: number;
  /** The running play session's start; null: none runs (none yet, a pause ended it, or the player stopped). */
  sessionStartTime: string | null;
  /** When the next check falls due; null without a session. */
  dueTime: string | null;
  /** The check is due now: nothing plays until it is answered. */
  due: boolean;
  /** Paid in the session for cases, battle seats and dream (free cases cost nothing). */
  spent: string;
  /** The value of the items won in the session (cases, battles, dream), at their price. */
  won: string;
  /** won − spent; negative: a loss. */
  net: string;
  /** The server's clock when it answered (the client's timer corrects for its own clock's offset). */
  serverTime: string;
}

const INTERVAL_TEXTS = REALITY_INTERVALS.map(String) as [string, ...string[]];

/** POST api/protection/reality/interval {minutes}: one of 15, 30, 60. */
export const realityIntervalBody = z.object({
  minutes: z
    .union([z.string(), z.number()], { error: () => msg('v.type', { field: 'field.interval' }) })
    .optional()
    .transform((v, ctx) => {
      const s = v === undefined ? '' : String(v).trim();
      if (!INTERVAL_TEXTS.includes(s)) {
        ctx.addIssue({ code: 'custom', message: msg('err.realityInterval') });
        return z.NEVER;
      }
      return Number(s) as (typeof REALITY_INTERVALS)[number];
    }),
});

/** POST api/protection/reality/answer {continue: 1|0}. */
export const realityAnswerBody = z.object({
  continue: z
    .union([z.string(), z.number(), z.boolean()], { error: () => msg('err.realityAnswer') })
    .optional()
    .transform((v, ctx) => {
      const s = String(v ?? '').trim().toLowerCase();
      if (s === '1' || s === 'true') return true;
      if (s === '0' || s === 'false') return false;
      ctx.addIssue({ code: 'custom', message: msg('err.realityAnswer') });
      return z.NEVER;
    }),
});
