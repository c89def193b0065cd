// Where item and case pictures come from: a CDN (ASSET_BASE_URL) or this server's own copy
// (ASSET_MIRROR).
import { assetBaseOf, assetBaseProblem } from '../../shared/asset-base.ts';
import { oneOf, type Source } from './read.ts';

export interface AssetsConfig {
  /** ASSET_MIRROR=on: pictures from DATA_DIR/asset-mirror at /assets/mirror (docs/decisions/0106-asset-mirror.md). */
  assetMirror: boolean;
  /** ASSET_BASE_URL in force (src/shared/asset-base.ts). */
  assetBase: string;
}

/** ASSET_BASE_URL, ASSET_MIRROR. */
export function readAssets(src: Source): AssetsConfig {
  const { env, problems } = src;
  const assetProblem = assetBaseProblem(env.ASSET_BASE_URL);
  if (assetProblem) problems.add(assetProblem, 'ASSET_BASE_URL');
  const assetMirror = oneOf(src, 'ASSET_MIRROR', ['on', 'off'] as const, 'off') === 'on';
  return { assetMirror, assetBase: assetBaseOf(env.ASSET_BASE_URL) };
}
