// Where item pictures come from (docs/configuration.md, ASSET_BASE_URL). The catalogue's image
// paths ("/images/<sha256>.webp") are those of cs2-lib's image CDN, the library's own default
// (its README: "By default the library uses my CDN at cdn.cstrike.app"), so by default a player
// online sees every skin's real render. A same-origin path or another CDN works by configuration
// (mirror github.com/ianlucas/cs2-lib-assets); "off" loads no pictures and draws the silhouettes
// (offline machines, tests). No zod and no Node imports: the middleware and the browser bundle this.

export const CS2_LIB_CDN = 'https://cdn.cstrike.app';

/** The base in force for a raw ASSET_BASE_URL: unset -> the CDN; '' -> our own origin; 'off' -> no pictures. */
export function assetBaseOf(raw: string | undefined): string {
  if (raw === undefined) return CS2_LIB_CDN;
  const v = raw.trim();
  return v.toLowerCase() === 'off' ? 'off' : v;
}

/** Why a raw ASSET_BASE_URL is unusable, or null: '', off, a /path, or an http(s) or //host address. */
export function assetBaseProblem(raw: string | undefined): string | null {
  const v = assetBaseOf(raw);
  if (v === '' || v === 'off' || /^\/(?!\/)\S*$/.test(v)) return null;
  if (/^(https?:)?\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(v)) return null;
  return 'ASSET_BASE_URL must be empty (this site), off (no pictures), a /path, or an http(s):// or //host address';
}
