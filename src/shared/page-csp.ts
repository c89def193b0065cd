// The pages' Content-Security-Policy (docs/decisions/0020). Astro writes the policy at build
// (astro.config.mjs `security.csp`): these directives plus the hashes of its own inline scripts
// and styles, so no script needs 'unsafe-inline'. What is known only when the server runs (the
// image host ASSET_BASE_URL, the socket address of PUBLIC_URL) is merged into the header of each
// answer: by src/middleware.ts for pages rendered on demand, by the server for prerendered ones.
// No zod and no Node imports: the middleware bundles this file.
import { assetBaseOf } from './asset-base.ts';
import { captchaPageDirectives } from './captcha-csp.ts';
import type { CaptchaProvider } from './captcha-provider.ts';

/** Everything but script-src and style-src, which Astro writes itself (with its hashes). */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  // data: for the payment channels' icons and the slider's puzzle pieces.
  "img-src 'self' data:",
  // 'self' covers the same-origin ws:/wss: socket in current browsers; the explicit socket origin
  // of PUBLIC_URL is added at run time for older ones.
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/**
 * The one inline script Astro does not hash itself (src/layouts/RootLayout.astro, first in <head>;
 * astro.config.mjs lists its hash). Two things that must happen before anything renders or runs:
 * - zod 4 probes for eval with a caught `new Function("")` when it builds an object schema, and
 *   the browser reports that probe as a CSP violation; jitless skips the probe. It must be set
 *   before any contract module runs, hence a classic script in <head>.
 * - The header's account island hydrates only when needed (client:wake) and is served showing the
 *   log-in buttons. A signed-in visitor's island wakes at once; until it has, `data-signed-in`
 *   (global.css) hides those buttons, so a signed-in player never sees them flash. The key is
 *   src/lib/stores/auth.ts's.
 */
export const HEAD_SCRIPT =
  'globalThis.__zod_globalConfig={jitless:true};try{localStorage.getItem("token")&&document.documentElement.setAttribute("data-signed-in","")}catch(e){}';

export interface RuntimeCspSettings {
  /**
   * ASSET_BASE_URL as configured: unset is cs2-lib's CDN (src/shared/asset-base.ts); '', off or a
   * path is our own origin; a full or protocol-relative URL is another host.
   */
  assetBaseUrl?: string;
  /** PUBLIC_URL: the address people use; its ws:/wss: twin is where the live feed connects. */
  publicUrl?: string;
  /** STOMP_URL: RabbitMQ's Web-STOMP when it is not behind this host's /ws (the feed connects there). */
  stompUrl?: string;
  /** The captcha whose widget pages show (captchaInUse), and the page's path: its origins go only to pages that can show it. */
  captchaProvider?: CaptchaProvider | null;
  pathname?: string;
}

/** "https://cdn.example.com/img" -> "https://cdn.example.com"; "//cdn.example.com" -> "cdn.example.com"; else null. */
function sourceOf(address: string | undefined): URL | null {
  const a = (address ?? '').trim();
  if (!/^(https?:)?\/\/[^/]/i.test(a)) return null;
  try {
    const url = new URL(a.startsWith('//') ? `https:${a}` : a);
    // A host with characters a CSP source cannot hold would let a setting write directives.
    return /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** The directives to add for this process's settings (merged into the build's policy). */
export function runtimePageDirectives(settings: RuntimeCspSettings): string[] {
  const out: string[] = [];
  const assetBase = assetBaseOf(settings.assetBaseUrl);
  const asset = sourceOf(assetBase);
  if (asset) {
    // Protocol-relative base: a scheme-less host source, which follows the page's scheme.
    out.push(`img-src ${assetBase.startsWith('//') ? asset.host : asset.origin}`);
  }
  const site = sourceOf(settings.publicUrl);
  if (site) out.push(`connect-src ${site.protocol === 'https:' ? 'wss' : 'ws'}://${site.host}`);
  const stomp = /^wss?:\/\//i.test(settings.stompUrl ?? '') ? sourceOf(settings.stompUrl!.replace(/^ws/i, 'http')) : null;
  if (stomp) out.push(`connect-src ${stomp.protocol === 'https:' ? 'wss' : 'ws'}://${stomp.host}`);
  if (settings.pathname !== undefined) out.push(...captchaPageDirectives(settings.captchaProvider, settings.pathname));
  return out;
}

/** Adds each extra directive's sources to the policy's directive of that name (or appends it). */
export function mergeCspDirectives(policy: string, extra: readonly string[]): string {
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean).map((d) => d.split(/\s+/));
  for (const add of extra) {
    const [name, ...sources] = add.trim().split(/\s+/);
    const existing = directives.find((d) => d[0] === name);
    if (existing) existing.push(...sources.filter((s) => !existing.includes(s)));
    else directives.push([name, ...sources]);
  }
  return directives.map((d) => d.join(' ')).join('; ');
}
