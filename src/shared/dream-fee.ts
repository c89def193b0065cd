// The dream game's arithmetic, shared by the server (which charges it) and the page
// (which shows it as the slider moves): the server recomputes every figure, the client's is never
// trusted. All in integers: chances in parts per million, money in fen. No zod here, so the page
// can import it without the contracts' weight.

/** Tickets of a dream roll: 1..DREAM_TICKETS; the player wins when ticket ≤ chancePpm. */
export const DREAM_TICKETS = 1_000_000;
export const PPM = 1_000_000;

/**
 * The fee for a chance at a target: ceil(price × chance ÷ (1 − edge)), i.e.
 * ceil(priceFen × chancePpm ÷ (1e6 − edgePpm)). Rounded up, so fee × (1 − edge) never falls below
 * the expected value price × chance: the published return to player holds to the fen.
 */
export function dreamFee(priceFen: bigint, chancePpm: number, edgePpm: number): bigint {
  const den = BigInt(PPM - edgePpm);
  const num = priceFen * BigInt(chancePpm);
  return (num + den - 1n) / den;
}

/**
 * The chance staked items buy: floor(stakeValue × (1e6 − edgePpm) ÷ targetPrice) ppm, capped at
 * maxPpm (a stake worth more than the cap buys no more; the server refuses a stake worth more than
 * the target itself, and one whose chance is below the minimum). Rounded down, so the expected
 * value never exceeds the stake × (1 − edge).
 */
export function stakeChancePpm(stakeFen: bigint, targetPriceFen: bigint, edgePpm: number, maxPpm: number): number {
  if (targetPriceFen <= 0n) return 0;
  const raw = (stakeFen * BigInt(PPM - edgePpm)) / targetPriceFen;
  return raw > BigInt(maxPpm) ? maxPpm : Number(raw);
}

/** A chance in ppm as a percent with up to 4 decimals ("12.5", "0.0001"). */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Whether a ticket wins at a chance: exactly the tickets 1..chancePpm do. */
export function dreamWins(ticket: number, chancePpm: number): boolean {
  return ticket >= 1 && ticket <= chancePpm;
}
