// Deposit and loss limits: GET api/protection/limits, POST api/protection/limits/set,
// /confirm, /cancel, /skipPrompt.
import { z } from 'zod';
import { hasForbiddenChars } from '../../forbidden-chars.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../protection-constants.ts';
import { msg, oneOf } from '../fields.ts';

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force, yuan; null: none. */
  amount: string | null;
  /** Deposits (deposit limit) or deposits minus sell-backs and withdrawals (loss limit, never below 0) in the window, yuan. */
  used: string;
  /** What may still be deposited under this limit, yuan; null: no limit. */
  left: string | null;
  /** When the oldest deposit counted leaves the window (ISO); null: nothing counted. */
  resetTime: string | null;
  /** A raise or removal waiting: the amount asked (null: removal) and when it may be confirmed (ISO). */
  pending: { amount: string | null; effectiveTime: string } | null;
}

export interface LimitsView {
  limits: LimitView[];
  /** The recharge dialog offers to set a daily deposit limit (none set, not skipped lately). */
  askAtDeposit: boolean;
}

const kind = oneOf('field.limitKind', LIMIT_KINDS);
const period = oneOf('field.limitPeriod', LIMIT_PERIODS);

/** A limit in yuan: more than 0, at most 2 decimals; '' removes the limit. */
export const limitAmount = z
  .union([z.string(), z.number()], { error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.amount', { field: 'field.amount' }) })
  .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field: 'field.amount' }), abort: true })
  .transform((v) => String(v).trim())
  .refine((s) => s === '' || (/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(s) && /[1-9]/.test(s)), msg('v.amount'));

/** POST api/protection/limits/set */
export const setLimitBody = z.object({ kind, period, amount: limitAmount });
/** POST api/protection/limits/confirm and /cancel */
export const limitKeyBody = z.object({ kind, period });
