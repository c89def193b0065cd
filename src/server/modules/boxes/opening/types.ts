// The types the opening's files share (open.ts, guessed.ts, pay.ts, roll.ts; the free opening,
// rewards/coupons/open-free.ts, too). They live here, apart from the code, so that a file of the
// opening never imports another only for its types: none imports one that imports it back.
import type { OpenBoxResult } from '../../../../shared/contracts/box.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { DropRecord } from '../../../../shared/contracts/feed.ts';
import type { Lang } from '../../../../shared/messages.ts';
import type { StoredAnswer } from '../../../idempotency.ts';
import type { Catalogue, VersionEntry } from '../catalogue.ts';
import type { OrnamentRow } from '../ornaments.ts';
import type { SeedGuesses } from './seed-guesses.ts';

export interface OpenDeps {
  catalogue: Catalogue;
  recoveryPercent: number;
  /** POINTS_EARN_PERCENT: the share of the price earned as points (points/earn.ts). */
  pointsEarnPercent: number;
  /** This process's guesses of the sessions' seed pairs (seed-guesses.ts); none: every opening goes the two-round-trip way. */
  guesses?: SeedGuesses;
}

/**
 * Who opens: a player already checked (`userId`), or the session presenting the request (`session`,
 * sessionParams of its token: $1-$6), which the opening's first statement checks with the
 * protection gate (SESSION_CLAIM_AND_TAKE_NONCES): one round trip less than requirePlayer first.
 */
export type Opener = { userId: bigint } | { session: string[] };

export interface OpenRequest {
  by: Opener;
  boxId: number;
  count: number;
  lang: Lang;
  now: Date;
  /** The Idempotency-Key and the request's fingerprint (idempotency.ts). */
  key: string;
  fingerprint: string;
  /** A case coupon to use on this opening. */
  couponId?: string;
}

export interface Opened {
  answer: StoredAnswer<Envelope<OpenBoxResult>>;
  /** For the live feed, in zh-CN (the feed's language); empty on a replay (published the first time). */
  feed: DropRecord[];
}

/** What taking nonces returns (statements.ts TAKE_NONCES and the claims that take them). */
export interface TakenNonces {
  seed_id: string;
  server_seed: string;
  client_seed: string;
  first_nonce: number;
  nickname: string;
  avatar: string;
  vip_level: number;
  /** What the player wears, for the feed. */
  avatar_frame: string;
  name_colour: string;
  promoted: boolean;
  /** Reserved by the statements that write them later (a free opening); a paid opening's payment draws its own. */
  roll_ids?: string[];
  item_ids?: string[];
}

/** The pair and nonces a roll needs, and the ids reserved for what it writes (none: the statement draws them, withIds). */
export type RollSeed = Pick<TakenNonces, 'server_seed' | 'client_seed' | 'first_nonce'> & Partial<Pick<TakenNonces, 'roll_ids' | 'item_ids'>>;

/** What the feed shows of the player who opened. */
export type Face = Pick<TakenNonces, 'nickname' | 'avatar' | 'vip_level' | 'avatar_frame' | 'name_colour'>;

/** One case's roll and what it won (roll.ts rollCases). */
export interface Won {
  nonce: number;
  ticket: number;
  entry: VersionEntry;
  ornament: OrnamentRow;
  rollId: string;
  itemId: string;
}

/** What the payment (statements.ts PAY_AND_STORE) returns. */
export interface PaidRow {
  /** The answer as stored (JSON): the app's body with the drops' ids, the balance and the points. */
  answer: string;
  roll_ids: string[];
  item_ids: string[];
}
