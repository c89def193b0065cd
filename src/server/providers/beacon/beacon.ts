// A public randomness beacon: a value per numbered round, published at a known time,
// signed so anyone can check it. A giveaway's draw mixes in the first round published after entry
// closed, so not even the holder of the room's server seed can steer who wins.
//
// Both implementations follow drand's "quicknet" scheme (bls-unchained-g1-rfc9380): round r is
// published at genesisTime + (r - 1) × period; its signature is a BLS12-381 signature on G1 of
// SHA-256(r as 8 big-endian bytes), checked against the chain's public key on G2; its randomness
// is SHA-256(signature). So a verifier written for drand checks ours too.
//   - drand.ts: the League of Entropy's network over HTTP, verified with `drand-client`;
//   - local.ts: a key made once and kept in the database (beacon_keys), for development, tests
//     and deployments without the internet. Every process signs a round alike.

export interface BeaconValue {
  round: number;
  /** Hex, 64 chars: SHA-256 of the signature. */
  randomness: string;
  /** Hex: the BLS signature (48 bytes on G1). */
  signature: string;
}

/** What a verifier needs to check a value on its own (shown on the room page). */
export interface BeaconInfo {
  name: 'drand' | 'local';
  /** Hex, the G2 public key. */
  publicKey: string;
  /** drand's chain hash; null for the local beacon. */
  chainHash: string | null;
  /** Seconds since the epoch of round 1. */
  genesisTime: number;
  periodSeconds: number;
}

export interface Beacon {
  info(): Promise<BeaconInfo>;
  /** The first round published strictly after `time`: it did not exist at `time`. */
  roundAfter(time: Date): Promise<number>;
  /** When `round` is (or was) published. */
  timeOf(round: number): Promise<Date>;
  /**
   * The round's value, its signature verified; null while the round is not published yet.
   * Throws BeaconInvalidError when what came back does not verify.
   */
  fetch(round: number): Promise<BeaconValue | null>;
  /** Whether `value` is the genuine value of `value.round` (signature and randomness). */
  verify(value: BeaconValue): Promise<boolean>;
}

/** A value that is not the beacon's: a forged signature, a randomness that is not its hash, another round. */
export class BeaconInvalidError extends Error {}

/** Round arithmetic shared by both implementations (drand's: rounds start at 1 at genesis). */
export function roundAt(info: Pick<BeaconInfo, 'genesisTime' | 'periodSeconds'>, time: Date): number {
  const t = time.getTime() / 1000;
  if (t < info.genesisTime) return 0;
  return Math.floor((t - info.genesisTime) / info.periodSeconds) + 1;
}

export function roundTime(info: Pick<BeaconInfo, 'genesisTime' | 'periodSeconds'>, round: number): Date {
  return new Date((info.genesisTime + (round - 1) * info.periodSeconds) * 1000);
}
