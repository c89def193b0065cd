// How a dream's result is told: plainly. A miss is "ticket 762,379; winning 1–250,000", and is
// called close only when it was: the ticket within CLOSE_SHARE of all tickets from the winning
// range (responsible-gaming practice: no near-miss framing for a miss that was not near).
/** A miss within 3 % of the ticket space (30,000 of 1,000,000 tickets) is "close". */
export const CLOSE_SHARE = 0.03;

/** Tickets between `ticket` and the nearest winning one; 0 on a win. */
export function ticketsFromWinning(ticket: number, winFrom: number, winTo: number): number {
  if (ticket < winFrom) return winFrom - ticket;
  if (ticket > winTo) return ticket - winTo;
  return 0;
}

export function wasClose(ticket: number, winFrom: number, winTo: number, tickets: number): boolean {
  const distance = ticketsFromWinning(ticket, winFrom, winTo);
  return distance > 0 && distance <= tickets * CLOSE_SHARE;
}

const grouped = new Intl.NumberFormat('en-US');
/** 762379 → "762,379": the way tickets are written on the result. */
export const ticketText = (n: number): string => grouped.format(n);
