// The catalogue's price list. There is no market feed here, so prices come from a fixed, documented
// formula (same output every run):
//
//   price (fen) = round( BASE_FEN[tier] × popularity × WEAR_FACTOR[wear] × StatTrak factor )
//   popularity  = WEAPON_POPULARITY[model] (default 0.7)
//               × SKIN_POPULARITY["AK-47 | Redline"]      (guns: famous finishes, default 1)
//                 or KNIFE_FINISH_POPULARITY["Fade"]       (knives and gloves, by finish, default 1)
//
// tier is the Steam rarity for guns, and "knife" / "gloves" for those, priced far above Covert.
// BASE_FEN is a Field-Tested, non-StatTrak skin of popularity 1. The numbers aim at plausible 2024
// market levels in yuan, not at accuracy. Changing them changes every case's price (the server
// derives it from EV), but not case odds. When the selection grows, add entries only for models,
// skins and finishes it did not have yet, so no item already sold changes price.
import type { RarityKey, WearKey } from '../../src/server/modules/boxes/data/types.ts';

export type PriceTier = Exclude<RarityKey, 'extraordinary'> | 'knife' | 'gloves';

/** Cheapest tier first; the unit test checks the base prices rise strictly in this order. */
export const TIER_ORDER: readonly PriceTier[] = [
  'consumer',
  'industrial',
  'milspec',
  'restricted',
  'classified',
  'covert',
  'gloves',
  'knife',
  'contraband',
];

export const BASE_FEN: Readonly<Record<PriceTier, number>> = {
  consumer: 40, // ¥0.40
  industrial: 120,
  milspec: 450,
  restricted: 1_800,
  classified: 7_500,
  covert: 32_000, // ¥320
  gloves: 220_000, // ¥2,200
  knife: 260_000, // ¥2,600
  contraband: 1_500_000, // the M4A4 | Howl alone
};

/** Better wear is never cheaper (tested). */
export const WEAR_FACTOR: Readonly<Record<WearKey, number>> = { FN: 1.55, MW: 1.2, FT: 1, WW: 0.85, BS: 0.72 };

/** StatTrak™ doubles a gun's price but adds little to a knife's; gloves have no StatTrak™. */
export const STATTRAK_FACTOR = { gun: 1.9, knife: 1.15 } as const;

/** By cs2-lib model name. Knives and gloves by how sought-after the shape is. */
export const WEAPON_POPULARITY: Readonly<Record<string, number>> = {
  awp: 1.4,
  ak47: 1.3,
  m4a1: 1.1, // M4A4
  m4a1_silencer: 1.1,
  deagle: 1,
  usp_silencer: 1,
  glock: 0.9,
  knife_butterfly: 2.6,
  knife_karambit: 2.4,
  knife_m9_bayonet: 2,
  knife_skeleton: 1.8,
  knife_widowmaker: 1.6, // Talon
  knife_stiletto: 1.5,
  bayonet: 1.3,
  knife_flip: 1,
  knife_css: 1, // Classic
  knife_kukri: 0.9,
  knife_tactical: 0.8, // Huntsman
  knife_ursus: 0.8,
  knife_falchion: 0.6,
  knife_push: 0.5, // Shadow Daggers
  knife_gut: 0.45,
  knife_gypsy_jackknife: 0.45, // Navaja
  knife_outdoor: 1, // Nomad
  knife_survival_bowie: 0.7, // Bowie
  knife_cord: 0.6, // Paracord
  knife_canis: 0.6, // Survival
  sporty_gloves: 1.6,
  specialist_gloves: 1.3,
  motorcycle_gloves: 1.1,
  slick_gloves: 1, // Driver
  leather_handwraps: 0.9,
  studded_bloodhound_gloves: 0.7,
  studded_brokenfang_gloves: 0.7,
  studded_hydra_gloves: 0.6,
};
export const DEFAULT_WEAPON_POPULARITY = 0.7;

/** Famous gun finishes, by cs2-lib English name; any other finish is 1. */
export const SKIN_POPULARITY: Readonly<Record<string, number>> = {
  'AWP | Dragon Lore': 150,
  'AWP | Gungnir': 90,
  'AWP | Medusa': 60,
  'AWP | Asiimov': 2.5,
  'AWP | Lightning Strike': 3,
  'AWP | Containment Breach': 1.6,
  'AWP | Redline': 0.6,
  'M4A4 | Asiimov': 2,
  'M4A4 | The Emperor': 1.2,
  'M4A1-S | Hot Rod': 4,
  'M4A1-S | Printstream': 1.8,
  'M4A1-S | Golden Coil': 1.2,
  'AK-47 | Wild Lotus': 40,
  'AK-47 | Fire Serpent': 12,
  'AK-47 | Vulcan': 1.8,
  'AK-47 | Asiimov': 1.4,
  'AK-47 | Case Hardened': 2.5,
  'AK-47 | Redline': 1.5,
  'AK-47 | Aquamarine Revenge': 1.2,
  'Desert Eagle | Blaze': 50,
  'Desert Eagle | Printstream': 1.3,
  'USP-S | Kill Confirmed': 1.6,
  'Glock-18 | Fade': 40,
  'R8 Revolver | Fade': 3,
  'SSG 08 | Dragonfire': 1.3,
  'Negev | Mjölnir': 8,
  'AWP | The Prince': 20,
  'AWP | Fade': 8,
  'AWP | Desert Hydra': 5,
  'AWP | Oni Taiji': 1.5,
  'AWP | Graphite': 1.5,
  'AWP | Printstream': 1.3,
  'AK-47 | Gold Arabesque': 20,
  'AK-47 | X-Ray': 3,
  'AK-47 | Hydroponic': 3,
  'M4A4 | Poseidon': 4,
  'M4A4 | X-Ray': 1.4,
  'M4A1-S | Knight': 6,
  'M4A1-S | Welcome to the Jungle': 5,
  'M4A1-S | Icarus Fell': 4,
  'M4A1-S | Master Piece': 2.5,
  'Desert Eagle | Hypnotic': 2,
  'Desert Eagle | Golden Koi': 1.3,
  'USP-S | Printstream': 1.4,
  'Glock-18 | Dragon Tattoo': 3,
  'Glock-18 | Gamma Doppler': 1.5,
  'Glock-18 | Twilight Galaxy': 1.5,
  'P2000 | Ocean Foam': 2,
};

/** Knife and glove finishes, by the part after " | ". */
export const KNIFE_FINISH_POPULARITY: Readonly<Record<string, number>> = {
  Fade: 1.8,
  'Gamma Doppler': 1.8,
  Doppler: 1.7,
  'Marble Fade': 1.6,
  Lore: 1.6,
  'Crimson Web': 1.5,
  'Tiger Tooth': 1.4,
  Slaughter: 1.4,
  Autotronic: 1.3,
  'Case Hardened': 1.3,
  'Damascus Steel': 0.8,
  Night: 0.7,
  'Night Stripe': 0.6,
  'Rust Coat': 0.55,
  'Urban Masked': 0.5,
  'Boreal Forest': 0.5,
  Scorched: 0.45,
  'Forest DDPAT': 0.45,
  'Safari Mesh': 0.45,
  'Blue Steel': 0.8,
  // gloves
  "Pandora's Box": 3,
  Vice: 2.2,
  'Crimson Kimono': 2.2,
  Spearmint: 1.6,
  'King Snake': 1.5,
  'Lunar Weave': 0.8,
  Eclipse: 0.7,
  Jade: 0.8,
  Emerald: 0.9,
  Charred: 0.6,
  Leather: 0.45,
  Arid: 0.5,
  'Hedge Maze': 2.6,
  Superconductor: 2.4,
  'Emerald Web': 1.8,
  'Snow Leopard': 1.8,
  Omega: 1.6,
  'Crimson Weave': 1.3,
  'Cool Mint': 1.2,
  'Cobalt Skulls': 1.2,
  Unhinged: 0.8,
  Snakebite: 0.6,
};

export interface PriceInput {
  tier: PriceTier;
  model: string; // cs2-lib model, "ak47"
  skin: string; // cs2-lib English name, "AK-47 | Redline"
  wear: WearKey;
  statTrak: boolean;
}

export function popularity(tier: PriceTier, model: string, skin: string): number {
  const weapon = WEAPON_POPULARITY[model] ?? DEFAULT_WEAPON_POPULARITY;
  const finish = skin.slice(skin.indexOf(' | ') + 3);
  const isKnifeOrGloves = tier === 'knife' || tier === 'gloves';
  const finishFactor = isKnifeOrGloves ? (KNIFE_FINISH_POPULARITY[finish] ?? 1) : (SKIN_POPULARITY[skin] ?? 1);
  return weapon * finishFactor;
}

/** Integer fen, at least 1. */
export function priceFen({ tier, model, skin, wear, statTrak }: PriceInput): number {
  return priceFromFactors(tier, popularity(tier, model, skin), wear, statTrak);
}

/** The formula itself, separated so the test can vary one factor while holding the others. */
export function priceFromFactors(tier: PriceTier, pop: number, wear: WearKey, statTrak: boolean): number {
  const st = !statTrak ? 1 : tier === 'knife' ? STATTRAK_FACTOR.knife : STATTRAK_FACTOR.gun;
  return Math.max(1, Math.round(BASE_FEN[tier] * pop * WEAR_FACTOR[wear] * st));
}
