// The asset mirror (docs/decisions/0106-asset-mirror.md): `npm run assets:mirror` copies every
// catalogue picture from ASSET_BASE_URL into DATA_DIR/asset-mirror/<width>/<path>, resized to
// webp; the server serves that folder at /assets/mirror/<width>/<path>. Both sides and the script
// name the files the same way from here. No Node imports: the root layout and the browser read it.
import { assetBaseOf } from './asset-base.ts';

export const MIRROR_URL_PREFIX = '/assets/mirror';
/** Folder under DATA_DIR. */
export const MIRROR_FOLDER = 'asset-mirror';
/** Widths made of each picture: small tiles (rows, thumbnails) and cards and dialogs at 2x. */
export const MIRROR_WIDTHS = [256, 512] as const;
export type MirrorWidth = (typeof MIRROR_WIDTHS)[number];
/** The width a plain `src` names; a srcset offers the others. */
export const MIRROR_DEFAULT_WIDTH: MirrorWidth = 512;

/** ASSET_MIRROR: on serves pictures from the mirror; anything else (unset, off) leaves them where ASSET_BASE_URL says. */
export function mirrorOn(raw: string | undefined): boolean {
  return (raw ?? '').trim().toLowerCase() === 'on';
}

/** The asset base the pages use: the mirror's default width when ASSET_MIRROR=on, otherwise ASSET_BASE_URL's. */
export function pageAssetBase(env: Record<string, string | undefined>): string {
  return mirrorOn(env.ASSET_MIRROR) ? `${MIRROR_URL_PREFIX}/${MIRROR_DEFAULT_WIDTH}` : assetBaseOf(env.ASSET_BASE_URL);
}

// A catalogue path ("/images/<sha256>.webp"): letters, digits, - _ . and slashes, no "..", no
// empty segment, so a request path can never leave the mirror folder.
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|png|jpe?g|gif)$/;

/** "/images/a.webp" -> "images/a.webp"; null for anything that is not a plain relative picture path. */
export function mirrorPath(imagePath: string): string | null {
  const p = imagePath.trim().replace(/^\/+/, '');
  if (!SAFE_PATH.test(p) || p.split('/').some((s) => s === '.' || s === '..')) return null;
  return p;
}

export function isMirrorWidth(n: number): n is MirrorWidth {
  return (MIRROR_WIDTHS as readonly number[]).includes(n);
}
