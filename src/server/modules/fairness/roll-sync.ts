// The server's rolls (a player's, and a battle's via drawTicketSync), with node:crypto's HMAC
// instead of WebCrypto's. The rule is the shared one (src/shared/fairness: the message, the
// block's uint32 order, the rejection sampler); only the HMAC primitive differs, and it is synchronous: WebCrypto costs an imported key
// and two awaited promises per roll, about 7% of an opening's time in the profile. The browser
// keeps verifying with WebCrypto; roll-sync.test.ts holds both to the published vectors and to each
// other.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import {
  blockMessage, blockToUint32s, isGame, isValidClientSeed, rollPrefix, sampleTicket, ticketLimit,
  type RollInput, type TicketDraw,
} from '../../../shared/fairness/index.ts';

/** The endless uint32 stream of one message prefix, block by block as it is read. */
function* uint32Stream(key: KeyObject, prefix: string): Generator<number> {
  for (let cursor = 0; ; cursor++) {
    yield* blockToUint32s(createHmac('sha256', key).update(blockMessage(prefix, cursor), 'utf8').digest());
  }
}

/** shared/fairness/battle.ts drawTicket's result, computed at once: the battle rolls' primitive. */
export function drawTicketSync(serverSeed: string, prefix: string, range: number): TicketDraw {
  ticketLimit(range);
  return sampleTicket(uint32Stream(createSecretKey(Buffer.from(serverSeed, 'utf8')), prefix), range)!;
}

/** rollTicket's result for the same input, computed at once. Refuses what rollTicket refuses. */
export function rollTicketSync(input: RollInput): TicketDraw {
  const { serverSeed, clientSeed, nonce, game, range } = input;
  if (!isGame(game)) throw new RangeError(`unknown game ${JSON.stringify(game)}`);
  if (!isValidClientSeed(clientSeed)) throw new RangeError('clientSeed must be 1-64 printable ASCII characters');
  if (!Number.isSafeInteger(nonce) || nonce < 1) throw new RangeError(`nonce must be an integer >= 1, got ${nonce}`);
  if (serverSeed.length === 0) throw new RangeError('serverSeed must not be empty');
  ticketLimit(range); // checks the width: an integer in 1..2^32
  const key = createSecretKey(Buffer.from(serverSeed, 'utf8'));
  // The stream never ends, so the sampler always returns a draw.
  return sampleTicket(uint32Stream(key, rollPrefix(game, clientSeed, nonce)), range)!;
}
