// The spec's image fields, each through the one prefix function (assetUrl, ./assets.ts). Two kinds
// of picture stand behind them: the catalogue's (skins and cases: /images/<sha256>.webp, rendered by
// cs2-lib's CDN or its mirror), which take the configured asset base; and the site's own drawings
// and uploads (avatars, preset heads, banners, avatar frames), which this site serves itself, so
// their base is its own origin whatever the item base says (a CDN of skin renders holds no avatars;
// docs/decisions/0108-list-cache-focus-refresh-and-image-fields.md).
import { assetUrl } from './assets.ts';

/** Fields holding a catalogue picture: the asset base (ASSET_BASE_URL) prefixes them. */
export const ITEM_IMAGE_FIELDS = ['image', 'boxImage', 'weaponImage', 'winVoucherImg', 'giftImage', 'sourceImage'] as const;
/** Fields holding one of the site's own pictures: served from this origin. */
export const SITE_IMAGE_FIELDS = ['avatar', 'headPic', 'headGround', 'banner', 'virtualImg'] as const;

export type ImageField = (typeof ITEM_IMAGE_FIELDS)[number] | (typeof SITE_IMAGE_FIELDS)[number];

/** The site's own origin: a relative path becomes a root path on this site. */
export const SITE_IMAGE_BASE = '';

const SITE = new Set<ImageField>(SITE_IMAGE_FIELDS);

/**
 * The address to load a field's picture from. `itemBase` overrides the configured asset base
 * (tests, the server's render); absolute and data: addresses are kept as they are.
 */
export function imageUrl(field: ImageField, path: string | null | undefined, itemBase?: string): string {
  if (SITE.has(field)) return assetUrl(path, SITE_IMAGE_BASE);
  return itemBase === undefined ? assetUrl(path) : assetUrl(path, itemBase);
}
