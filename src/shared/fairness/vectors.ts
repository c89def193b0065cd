// Published test vectors (docs/fairness.md): fixed inputs and what every step of
// the algorithm must give for them, so anyone can check a verifier of their own. They were
// computed with node:crypto, independently of this module; vectors.test.ts recomputes them both
// ways and checks the docs still list them. Chosen to cover: consecutive nonces, a client seed with
// spaces, a colon, quotes and a backslash, the 64-character maximum, the largest safe nonce, a
// first value rejected for W = 1,000,000, and a roll that rejects all of block 0 and reads cursor 1.
// Only single-player games (case, dream): battle and roll rooms will hash a room message instead.
import type { Game } from './bytes.ts';

export interface TestVector {
  readonly name: string;
  readonly serverSeed: string;
  readonly salt: string;
  /** hex(SHA-256(utf8(serverSeed + salt))) */
  readonly publicHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly game: Game;
  /** The HMAC message of cursor 0. */
  readonly message0: string;
  /** HMAC-SHA256(utf8(serverSeed), utf8(message0)) as hex. */
  readonly block0: string;
  /** The first 10 uint32 of the stream: the 8 of cursor 0, then the first 2 of cursor 1. */
  readonly uint32s: readonly number[];
  readonly tickets: readonly { readonly range: number; readonly ticket: number; readonly draws: number }[];
}

function freeze(v: TestVector): TestVector {
  Object.freeze(v.uint32s);
  for (const t of v.tickets) Object.freeze(t);
  Object.freeze(v.tickets);
  return Object.freeze(v);
}

export const TEST_VECTORS: readonly TestVector[] = Object.freeze([
  freeze({
    name: 'basic',
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: 1,
    game: 'case',
    message0: 'case:3f9a1c07b2e4d865:1:0',
    block0: '0ba6deecf49b8af2a2ac0c7adfb1dd1585c5a0e905a972935fa398cdc553bf48',
    uint32s: [195_485_420, 4_103_834_354, 2_729_184_378, 3_752_975_637, 2_244_321_513,
      94_990_995, 1_604_557_005, 3_310_600_008, 4_273_481_711, 2_810_722_454],
    tickets: [
      { range: 1_000_000, ticket: 485_421, draws: 1 },
      { range: 100, ticket: 21, draws: 1 },
    ],
  }),
  freeze({
    name: 'next nonce',
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: 2,
    game: 'case',
    message0: 'case:3f9a1c07b2e4d865:2:0',
    block0: '83d3317816802e46e77aaa82fc8a1c5b799d822d07fdbd34c7d3db1b34095ef7',
    uint32s: [2_211_656_056, 377_499_206, 3_883_575_938, 4_236_909_659, 2_040_365_613,
      134_069_556, 3_352_550_171, 873_029_367, 2_082_903_783, 3_221_226_294],
    tickets: [
      { range: 1_000_000, ticket: 656_057, draws: 1 },
      { range: 100, ticket: 57, draws: 1 },
    ],
  }),
  freeze({
    name: 'client seed with spaces, a colon and symbols',
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: 'Lucky knife #7: 100% {fair} "gg" \\o/',
    nonce: 42,
    game: 'case',
    message0: 'case:Lucky knife #7: 100% {fair} "gg" \\o/:42:0',
    block0: '2f9593bb37f3c68992cd3e0028567c7125ca9f71ec109dadeb0851b63fad7ca3',
    uint32s: [798_331_835, 938_722_953, 2_462_924_288, 676_756_593, 634_036_081,
      3_960_511_917, 3_943_190_966, 1_068_334_243, 2_495_491_950, 2_083_156_525],
    tickets: [
      { range: 1_000_000, ticket: 331_836, draws: 1 },
      { range: 100, ticket: 36, draws: 1 },
    ],
  }),
  freeze({
    name: 'leading and trailing spaces are part of the seed',
    serverSeed: '2a0d0813a563f2d7b3de17e826d4e1fc62ff00858e17d5eed52f058945143f4a',
    salt: '652d6cf932be7032d6ad4a72fa29edf3',
    publicHash: '869a01b99f683d338b1dab05bd1b0f3f46747666928653a5beb339690c1de81c',
    clientSeed: '  spaced out  ',
    nonce: 7,
    game: 'dream',
    message0: 'dream:  spaced out  :7:0',
    block0: 'd0b652b22d7189ca048b6b2809c9971c21c2075cf24d44550fc3a464b3906ef6',
    uint32s: [3_501_609_650, 762_415_562, 76_245_800, 164_206_364, 566_363_996,
      4_065_150_037, 264_479_844, 3_012_587_254, 1_949_254_963, 1_939_446_720],
    tickets: [
      { range: 1_000_000, ticket: 609_651, draws: 1 },
      { range: 100, ticket: 51, draws: 1 },
    ],
  }),
  freeze({
    name: '64-character client seed',
    serverSeed: '2a0d0813a563f2d7b3de17e826d4e1fc62ff00858e17d5eed52f058945143f4a',
    salt: '652d6cf932be7032d6ad4a72fa29edf3',
    publicHash: '869a01b99f683d338b1dab05bd1b0f3f46747666928653a5beb339690c1de81c',
    clientSeed: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_',
    nonce: 1_000_000,
    game: 'dream',
    message0: 'dream:abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:1000000:0',
    block0: '28f8b46dc19da3276720c5c872bacc0eeb82f4dd5f9c5e8f1d1a109eaab3d758',
    uint32s: [687_387_757, 3_248_333_607, 1_730_201_032, 1_924_844_558, 3_951_228_125,
      1_604_083_343, 488_247_454, 2_863_912_792, 2_637_634_584, 4_018_752_040],
    tickets: [
      { range: 1_000_000, ticket: 387_758, draws: 1 },
      { range: 100, ticket: 58, draws: 1 },
    ],
  }),
  freeze({
    name: 'largest nonce',
    serverSeed: 'b40c65d4e707f97f503acf54b417b6d60365cbc5c19eea2ba29e4685e3f890bb',
    salt: '9fdafb0ed0422ee83f328c47d0494c94',
    publicHash: '13199878b6ef161dce57532dbd60d86fcf2b3dedf2c9a70efb53d6c28be3f4cd',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: 9_007_199_254_740_991,
    game: 'case',
    message0: 'case:3f9a1c07b2e4d865:9007199254740991:0',
    block0: '102d4ead0b1ade764d2bc6baed2538a17940b352c6d2a0b2b4ff04da3c88f33a',
    uint32s: [271_404_717, 186_310_262, 1_294_714_554, 3_978_639_521, 2_034_283_346,
      3_335_692_466, 3_036_611_802, 1_015_608_122, 3_316_306_858, 613_880_907],
    tickets: [
      { range: 1_000_000, ticket: 404_718, draws: 1 },
      { range: 100, ticket: 18, draws: 1 },
    ],
  }),
  freeze({
    name: 'first value rejected for W = 1,000,000',
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: 964,
    game: 'case',
    message0: 'case:3f9a1c07b2e4d865:964:0',
    block0: 'fff3bab1cca439d7e0c6073077cfe3fc47eb050bba068b55e68aab15aa566d92',
    uint32s: [4_294_163_121, 3_433_314_775, 3_771_074_352, 2_010_113_020, 1_206_584_587,
      3_120_991_061, 3_867_847_445, 2_857_790_866, 1_466_194_080, 4_224_822_034],
    tickets: [
      { range: 1_000_000, ticket: 314_776, draws: 2 },
      { range: 100, ticket: 22, draws: 1 },
    ],
  }),
  freeze({
    name: 'all of block 0 rejected for W = 2^31 + 1',
    serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
    salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
    publicHash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
    clientSeed: '3f9a1c07b2e4d865',
    nonce: 29,
    game: 'case',
    message0: 'case:3f9a1c07b2e4d865:29:0',
    block0: 'b0d48856ba7a14a8f41b0db980421d95a7177db4a359fa5ffb0e05d2cf5cf9c6',
    uint32s: [2_966_718_550, 3_128_562_856, 4_095_413_689, 2_151_816_597, 2_803_334_580,
      2_740_583_007, 4_212_000_210, 3_478_976_966, 3_274_329_683, 1_884_629_665],
    tickets: [
      { range: 1_000_000, ticket: 718_551, draws: 1 },
      { range: 100, ticket: 51, draws: 1 },
      { range: 2_147_483_649, ticket: 1_884_629_666, draws: 10 },
    ],
  }),
]);
