// Relative image fields (spec §3: image, boxImage, avatar...) get the asset base address as a
// prefix. PUBLIC_ASSET_BASE_URL is read at build time; '' means the site's own origin.
const ENV_BASE: string = (import.meta.env.PUBLIC_ASSET_BASE_URL as string | undefined) ?? '';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** "items/ak.png" -> "<base>/items/ak.png"; absolute URLs and data: URLs are kept; '' stays ''. */
export function assetUrl(path: string | null | undefined, base: string = ENV_BASE): string {
  const p = (path ?? '').trim();
  if (!p) return '';
  if (ABSOLUTE.test(p)) return p;
  return `${base.replace(/\/+$/, '')}/${p.replace(/^\/+/, '')}`;
}
