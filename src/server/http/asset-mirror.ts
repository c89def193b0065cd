// Serves the asset mirror (docs/decisions/0106-asset-mirror.md): pictures `npm run assets:mirror`
// copied from ASSET_BASE_URL into DATA_DIR/asset-mirror/<width>/<path>, same-origin at
// /assets/mirror/<width>/<path>. A file's name is its content's hash (the catalogue's
// /images/<sha256>.webp), so it never changes: a year's immutable caching. A picture not mirrored
// yet (a new catalogue item, a mirror still running) is sent on to ASSET_BASE_URL when that is a
// CDN, with a short cache so the mirrored copy takes over once it lands; otherwise 404, and the
// page draws the item's silhouette.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isMirrorWidth, MIRROR_FOLDER, MIRROR_URL_PREFIX, mirrorPath } from '../../shared/asset-mirror.ts';

export const MIRROR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface AssetMirrorOptions {
  dataDir: string;
  /** ASSET_BASE_URL in force (src/shared/asset-base.ts): where a picture not mirrored yet is sent. */
  assetBase: string;
}

export function assetMirrorRoutes(app: FastifyInstance, { dataDir, assetBase }: AssetMirrorOptions): void {
  const root = path.join(dataDir, MIRROR_FOLDER);
  const remote = /^(?:https?:)?\/\//i.test(assetBase) ? assetBase.replace(/\/+$/, '') : null;

  app.get<{ Params: { width: string; '*': string } }>(`${MIRROR_URL_PREFIX}/:width/*`, async (req, reply) => {
    const width = Number(req.params.width);
    const rel = mirrorPath(req.params['*']);
    if (!isMirrorWidth(width) || rel === null) return reply.code(404).header('cache-control', 'public, max-age=300').send();
    const file = path.join(root, String(width), rel);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      reply.header('cache-control', 'public, max-age=300');
      return remote ? reply.redirect(`${remote}/${rel}`, 307) : reply.code(404).send();
    }
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', stat.size)
      .header('cache-control', MIRROR_CACHE_CONTROL)
      // Like the site's other public files: a CDN in front of this origin may hand them to pages.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(fs.createReadStream(file));
  });
}
