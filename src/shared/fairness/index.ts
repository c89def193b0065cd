// Provably fair maths (design.md, "Fairness"): the one implementation the server rolls with and
// the browser verifier checks with. chi-square.ts is test/audit support and stays out of bundles.
export { bytesToHex, hexToBytes } from './hex.ts';
export { isValidClientSeed, isValidSalt, isValidServerSeed, newClientSeed, newSalt, newServerSeed, publicHash } from './seeds.ts';
export {
  GAMES,
  blockMessage,
  blockToUint32s,
  hmacBlock,
  importSeedKey,
  isGame,
  openRollStream,
  openUint32Stream,
  rollPrefix,
  type Game,
  type RollSeeds,
  type Uint32Stream,
} from './bytes.ts';
export { rollTicket, sampleTicket, ticketLimit, ticketOf, type RollInput, type TicketDraw } from './ticket.ts';
export { pickByTicket, validateTable, type TableCheck, type TicketRange } from './table.ts';
export { verifyRoll, type VerifyInput, type VerifyResult } from './verify.ts';
export { TEST_VECTORS, type TestVector } from './vectors.ts';
export {
  battleRoomSeed,
  battleRollPrefix,
  battleTicket,
  battleTiebreak,
  battleTiebreakPrefix,
  botClientSeed,
  settleBattle,
  splitPot,
  teamOfSeat,
  type BattleOutcome,
} from './battle.ts';
export {
  beaconRandomnessMatches,
  drawGiveaway,
  giveawayEntrantsHash,
  giveawayPublicSeed,
  giveawayRollPrefix,
  sortEntrants,
  type GiveawayDraw,
  type GiveawayEntrant,
} from './giveaway.ts';
