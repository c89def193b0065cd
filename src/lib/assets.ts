// Relative image fields (the spec's fields: image, boxImage, avatar...) get the asset base address as a
// prefix. The base is ASSET_BASE_URL, read when the server renders; the root layout hands it to the
// browser in <meta name="asset-base">, so one build serves any CDN. Unset is cs2-lib's CDN, '' the
// site's own origin, 'off' no pictures at all (the drawn silhouettes show): src/shared/asset-base.ts.
import { assetBaseOf } from '../shared/asset-base.ts';

function configuredBase(): string {
  if (typeof document !== 'undefined') {
    return document.querySelector<HTMLMetaElement>('meta[name="asset-base"]')?.content ?? '';
  }
  return assetBaseOf((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.ASSET_BASE_URL);
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
