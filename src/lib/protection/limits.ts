// Deposit and loss limits' data and actions (LimitsPanel and the recharge dialog's
// LimitPrompt only render them): the player's limits as the server last gave them, and whether
// the recharge dialog asks for a daily deposit limit. Every answer is the whole view, kept here so
// the panel and the prompt show the same limits. A refusal was toasted by the request client; the
// actions then return null (or false) and change nothing.
import { atom } from 'nanostores';
import type { LimitView, LimitsView } from '../../shared/contracts/protection/limits.ts';
import type { LimitKind, LimitPeriod } from '../../shared/protection-constants.ts';
import { parseYuan } from '../../shared/money.ts';
import { limitsApi } from '../api/limits.ts';

/** The amount as typed: '' (remove), a positive amount with at most 2 decimals, or null (not valid). */
export function limitInput(text: string): string | null {
  const s = text.trim();
  if (s === '') return '';
  const fen = parseYuan(s);
  return fen !== null && fen > 0n && /^\d+(\.\d{1,2})?$/.test(s) ? s : null;
}

/** How much of the limit the window has used, 0–100 (0 without a limit). */
export function limitUsedPercent(l: LimitView): number {
  if (l.amount === null) return 0;
  const max = Number(l.amount);
  return max > 0 ? Math.min(100, Math.round((Number(l.used) / max) * 100)) : 0;
}

/** True when a waiting raise or removal may be confirmed at `now` (its time has come). */
export function limitPendingDue(l: LimitView, now: number): boolean {
  return l.pending !== null && Date.parse(l.pending.effectiveTime) <= now;
}

/** The player's limits; null until read. */
export const $limits = atom<LimitsView | null>(null);

/** True while the recharge dialog's prompt offers a daily deposit limit. */
export const $limitPromptAsk = atom(false);

/** One kind and period's row of the view, if the server gave it. */
export const limitRow = (v: LimitsView, kind: LimitKind, period: LimitPeriod): LimitView | undefined =>
  v.limits.find((x) => x.kind === kind && x.period === period);

/** Reads the limits (a failure keeps what was shown). */
export async function loadLimits(): Promise<void> {
  try {
    $limits.set(await limitsApi.view());
  } catch {
    // Silent here as before: the panel keeps showing what it had (or "loading").
  }
}

/**
 * Sets a limit (`amount` '' removes it): the view as it now stands (a decrease in force at once, a
 * raise or removal waiting in its row's `pending`), or null when refused.
 */
export async function setLimit(kind: LimitKind, period: LimitPeriod, amount: string): Promise<LimitsView | null> {
  try {
    const v = await limitsApi.set(kind, period, amount);
    $limits.set(v);
    return v;
  } catch {
    return null;
  }
}

/** Confirms a waiting raise or removal; false when refused. */
export async function confirmLimit(kind: LimitKind, period: LimitPeriod): Promise<boolean> {
  try {
    $limits.set(await limitsApi.confirm(kind, period));
    return true;
  } catch {
    return false;
  }
}

/** Drops a waiting raise or removal; false when refused. */
export async function cancelLimit(kind: LimitKind, period: LimitPeriod): Promise<boolean> {
  try {
    $limits.set(await limitsApi.cancel(kind, period));
    return true;
  } catch {
    return false;
  }
}

/**
 * The recharge dialog opened: asks the server (silently) whether to offer a daily deposit limit.
 * Returns the close: the prompt is hidden until the next opening has asked again.
 */
export function openLimitPrompt(): () => void {
  let live = true;
  $limitPromptAsk.set(false);
  limitsApi.view(true).then(
    (v) => {
      if (!live) return;
      $limits.set(v);
      $limitPromptAsk.set(v.askAtDeposit);
    },
    () => {},
  );
  return () => {
    live = false;
    $limitPromptAsk.set(false);
  };
}

/** The prompt's answer: a daily deposit limit of `amount`; false when refused. */
export async function setPromptLimit(amount: string): Promise<boolean> {
  const v = await setLimit('deposit', 'day', amount);
  if (v) $limitPromptAsk.set(false);
  return v !== null;
}

/** "Not now": remembered by the server (asked again some days later). */
export async function skipLimitPrompt(): Promise<void> {
  try {
    $limits.set(await limitsApi.skipPrompt());
    $limitPromptAsk.set(false);
  } catch {
    // Refused (toasted): the prompt stays.
  }
}
