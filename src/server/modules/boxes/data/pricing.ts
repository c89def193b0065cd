// A case's price comes from its odds, never from a stored number: the house keeps `houseEdge` of
// the expected value, so RTP = EV / price ≈ 1 − houseEdge. Exact integer maths (bigint) throughout:
// EV = Σ price × tickets / TICKETS, and TICKETS = 10^6 makes Σ price × tickets the EV in micro-fen.
import { TICKETS } from '../../../../shared/contracts/box.ts';
import type { CaseItem } from './types.ts';

/** Anything with a price in fen, keyed by catalogue id (a Map of CatalogueItem fits). */
export type PriceLookup = ReadonlyMap<number, { price: number }>;

/** Σ price × tickets: the expected value in millionths of a fen, exact. */
export function expectedValueMicroFen(items: readonly CaseItem[], catalogue: PriceLookup): bigint {
  let total = 0n;
  for (const { ornamentId, ticketFrom, ticketTo } of items) {
    const item = catalogue.get(ornamentId);
    if (!item) throw new Error(`case item ${ornamentId} is not in the catalogue`);
    total += BigInt(item.price) * BigInt(ticketTo - ticketFrom + 1);
  }
  return total;
}

/** The expected value of one opening in fen (may have up to 6 decimals; for display and casePrice). */
export function expectedValueFen(items: readonly CaseItem[], catalogue: PriceLookup): number {
  return Number(expectedValueMicroFen(items, catalogue)) / TICKETS;
}

/**
 * price = ceil(EV / (1 − houseEdge)) in whole fen. houseEdge is a fraction in [0, 1), e.g. 0.1, and
 * counts to a millionth (0.1234567 is read as 0.123457). Rounding up means the edge is never below
 * the configured one. Computed as ceil(EV_µfen / (10^6 − edge_ppm)) with integers, so 90 fen at 10 %
 * is exactly 100 fen, not 101 through a floating-point remainder.
 */
export function casePrice(evFen: number, houseEdge: number): number {
  if (!Number.isFinite(evFen) || evFen < 0) throw new RangeError(`expected value must be ≥ 0 fen, got ${evFen}`);
  if (!Number.isFinite(houseEdge) || houseEdge < 0 || houseEdge >= 1) {
    throw new RangeError(`house edge must be in [0, 1), got ${houseEdge}`);
  }
  const micro = BigInt(Math.round(evFen * 1_000_000));
  const keep = BigInt(1_000_000 - Math.round(houseEdge * 1_000_000));
  if (keep <= 0n) throw new RangeError(`house edge ${houseEdge} rounds to 100 %`);
  return Number((micro + keep - 1n) / keep);
}

/** Return to player of a case sold at priceFen, in basis points (9250 = 92.50 %), rounded down. */
export function rtpBasisPoints(evFen: number, priceFen: number): number {
  if (!Number.isInteger(priceFen) || priceFen <= 0) throw new RangeError(`price must be a positive whole number of fen, got ${priceFen}`);
  if (!Number.isFinite(evFen) || evFen < 0) throw new RangeError(`expected value must be ≥ 0 fen, got ${evFen}`);
  const micro = BigInt(Math.round(evFen * 1_000_000));
  return Number((micro * 10_000n) / (BigInt(priceFen) * 1_000_000n));
}
