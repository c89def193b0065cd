// A take-back state's badge colours, the same on the player's records and in the console: in
// motion blue, purple, orange; success green; failed red; waiting for a person amber.
export const WITHDRAW_STATE_STYLE = [
  'bg-accent-blue/15 text-accent-blue',
  'bg-accent-purple/15 text-accent-purple',
  'bg-accent-orange/15 text-accent-orange',
  'bg-emerald-500/15 text-emerald-400',
  'bg-accent-red/15 text-accent-red',
  'bg-amber-400/15 text-amber-300',
] as const;

/** The badge classes of `state` (the first state's for one out of range). */
export function withdrawStateStyle(state: number): string {
  return WITHDRAW_STATE_STYLE[state] ?? WITHDRAW_STATE_STYLE[0];
}
