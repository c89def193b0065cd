// Real drand quicknet rounds (chain 52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971),
// copied as their sources publish them, so a test can check that our beacon code accepts genuine
// League of Entropy values exactly as it would accept them from a live relay. Nothing here is made
// up or recomputed: where a source gives only the signature, `randomness` is absent and the test
// derives it (randomness = SHA-256(signature) is part of what is checked).

export interface PublishedRound {
  round: number;
  signature: string;
  /** As the source prints it; absent when the source gives only the signature. */
  randomness?: string;
  /** Where the values were copied from. */
  source: string;
}

export const QUICKNET_ROUNDS: readonly PublishedRound[] = [
  {
    // github.com/mcdcam/python-drand-verify, README.md (commit 301043267fe0349b6b71f7e6d8635979c2243077),
    // the verify_quicknet example and the randomness it prints.
    round: 657413,
    signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
    randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
    source: 'mcdcam/python-drand-verify README.md',
  },
  {
    // github.com/ProvablyFair-org/duel-crash, outputs/drand-api-verification.json (commit
    // f97d5b8baf234a61ca8ca9441cb6220fbf6647c7): drandRoundId and apiSignature of its first three
    // results, each fetched there from the drand API (the file names the quicknet chain).
    round: 27798178,
    signature: 'b18fa6dc92304844fc4e868d708953e6b628b3f88d4381249d32264df1bfe5bc20aa0905e57fe54063010881767fd56d',
    source: 'ProvablyFair-org/duel-crash outputs/drand-api-verification.json',
  },
  {
    round: 27798188,
    signature: '94eb0ae0069459bae7e748c109c6955a6d2d0c87b0a239c269970dbf3ec359292f4f74abf1c63915eb01e453aa0e5ee5',
    source: 'ProvablyFair-org/duel-crash outputs/drand-api-verification.json',
  },
  {
    round: 27798200,
    signature: '84bc2ddf291e7996c6c9d6d791e24d9e3aa69ea279e220d755d0a0222b900eac6c81f9473ab755d751ed07a473be98c7',
    source: 'ProvablyFair-org/duel-crash outputs/drand-api-verification.json',
  },
];

/**
 * quicknet's /info as drand's relays answer it (GET https://api.drand.sh/<chain hash>/info; the same
 * JSON is pinned in public projects' tests, e.g. by drand-client users checking quicknet offline).
 * The adapter compares its hash and key with the ones it is configured with (QUICKNET_CHAIN), never
 * trusting a relay, and the test checks both against QUICKNET_CHAIN so neither can drift.
 */
export const QUICKNET_INFO = {
  public_key: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis_time: 1692803367,
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
  schemeID: 'bls-unchained-g1-rfc9380',
  metadata: { beaconID: 'quicknet' },
} as const;
