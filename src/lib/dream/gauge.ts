// The dream gauge's geometry: tickets 1..1,000,000 around the dial clockwise from the top, the
// winning range [1, chance] its first arc. Pure, so a test can hold the needle to the ticket.
import { DREAM_TICKETS } from '../../shared/dream-fee.ts';

/** The needle's angle (degrees clockwise from the top) for a ticket: the middle of its slice. */
export function ticketAngle(ticket: number): number {
  return ((ticket - 0.5) / DREAM_TICKETS) * 360;
}

/** The ticket a needle angle points at (0..360, clockwise from the top). */
export function angleTicket(angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  return Math.min(DREAM_TICKETS, Math.floor((a / 360) * DREAM_TICKETS) + 1);
}

/** Whole turns the needle makes before it lands, so a roll reads as a spin. */
export const SPIN_TURNS = 4;
export const SPIN_MS = 3600;

/** The rotation to animate to from `from` so the needle ends on `ticket` after SPIN_TURNS turns. */
export function spinTarget(from: number, ticket: number): number {
  const base = Math.ceil(from / 360) * 360;
  return base + SPIN_TURNS * 360 + ticketAngle(ticket);
}
