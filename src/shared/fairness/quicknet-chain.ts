// drand's quicknet (docs.drand.love): the chain production's giveaway draws take their randomness
// from. Its public key is what the browser's verifier checks a draw's beacon signature against, so
// a site showing a key of its own making is caught: the server and the pages read it from here.
export const QUICKNET_CHAIN = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
} as const;
/** The BLS suite of the scheme (bls-unchained-g1-rfc9380): signatures on G1, keys on G2. */
export const QUICKNET_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
