// Relative image fields (the spec's fields: image, boxImage, avatar...) get the asset base address as a
// prefix. The base is ASSET_BASE_URL, read when the server renders; the root layout hands it to the
// browser in <meta name="asset-base">, so one build serves any CDN. Unset is cs2-lib's CDN, '' the
// site's own origin, 'off' no pictures at all (the drawn silhouettes show): src/shared/asset-base.ts.
// With ASSET_MIRROR=on the base is this site's copy of the pictures, /assets/mirror/512
// (docs/decisions/0106-asset-mirror.md), and a picture also offers its 256 px copy (assetSrcSet).
import { MIRROR_DEFAULT_WIDTH, MIRROR_URL_PREFIX, MIRROR_WIDTHS, pageAssetBase } from '../shared/asset-mirror.ts';

function configuredBase(): string {
  if (typeof document !== 'undefined') {
    return document.querySelector<HTMLMetaElement>('meta[name="asset-base"]')?.content ?? '';
  }
  return pageAssetBase((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {});
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** "items/ak.png" -> "<base>/items/ak.png"; absolute URLs and data: URLs are kept; '' stays ''; base 'off' -> ''. */
export function assetUrl(path: string | null | undefined, base: string = configuredBase()): string {
  const p = (path ?? '').trim();
  if (!p) return '';
  if (base === 'off' && !/^data:/i.test(p)) return '';
  if (ABSOLUTE.test(p)) return p;
  return `${base.replace(/\/+$/, '')}/${p.replace(/^\/+/, '')}`;
}

const MIRRORED = `${MIRROR_URL_PREFIX}/${MIRROR_DEFAULT_WIDTH}/`;

/**
 * A srcset naming each of the mirror's widths of a mirrored picture ("/assets/mirror/256/x 256w,
 * /assets/mirror/512/x 512w"); undefined for any other address (a CDN has one size).
 */
export function assetSrcSet(url: string): string | undefined {
  if (!url.startsWith(MIRRORED)) return undefined;
  const rest = url.slice(MIRRORED.length);
  return MIRROR_WIDTHS.map((w) => `${MIRROR_URL_PREFIX}/${w}/${rest} ${w}w`).join(', ');
}
