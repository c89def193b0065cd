// Relative image fields (spec §3: image, boxImage, avatar...) get the asset base address as a
// prefix. The base is ASSET_BASE_URL, read when the server renders; the root layout hands it to the
// browser in <meta name="asset-base">, so one build serves any CDN. '' means the site's own origin.

function configuredBase(): string {
  if (typeof document !== 'undefined') {
    return document.querySelector<HTMLMetaElement>('meta[name="asset-base"]')?.content ?? '';
  }
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.ASSET_BASE_URL ?? '';
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** "items/ak.png" -> "<base>/items/ak.png"; absolute URLs and data: URLs are kept; '' stays ''. */
export function assetUrl(path: string | null | undefined, base: string = configuredBase()): string {
  const p = (path ?? '').trim();
  if (!p) return '';
  if (ABSOLUTE.test(p)) return p;
  return `${base.replace(/\/+$/, '')}/${p.replace(/^\/+/, '')}`;
}
