// `npm run assets:mirror`: copies every catalogue picture (items and cases) from ASSET_BASE_URL
// (cs2-lib's CDN by default) into DATA_DIR/asset-mirror/, resized to the widths the pages ask for,
// so a server with ASSET_MIRROR=on shows them from its own origin (docs/decisions/0106-asset-mirror.md).
// Run it again at any time: pictures already there are skipped, failed ones are tried again.
// Options: --concurrency N (default 6), --timeout-ms N (default 30000).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assetBaseOf } from '../../src/shared/asset-base.ts';
import { MIRROR_FOLDER } from '../../src/shared/asset-mirror.ts';
import { catalogueImages, mirrorImages } from './mirror-lib.ts';

const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '6' }, 'timeout-ms': { type: 'string', default: '30000' } } });
const base = assetBaseOf(process.env.ASSET_BASE_URL);
if (!/^https?:\/\//i.test(base)) {
  console.error(`ASSET_BASE_URL is ${JSON.stringify(base)}: the mirror copies from an http(s) address (unset is cs2-lib's CDN).`);
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const images = catalogueImages();
console.log(`Mirroring ${images.length} pictures from ${base} into ${path.join(dataDir, MIRROR_FOLDER)}`);

const report = await mirrorImages({
  base,
  dataDir,
  images,
  concurrency: Number(values.concurrency) || 6,
  timeoutMs: Number(values['timeout-ms']) || 30_000,
  onProgress: ({ image, outcome, error, done, total }) => {
    if (outcome === 'failed') console.error(`[${done}/${total}] failed ${image}: ${error}`);
    else if (outcome === 'copied' || done % 50 === 0 || done === total) console.log(`[${done}/${total}] ${outcome} ${image}`);
  },
});
console.log(`${report.copied.length} copied, ${report.skipped.length} already there, ${report.failed.length} failed`);
if (report.failed.length > 0) {
  console.error('Run it again to retry the failed pictures; the pages send those to ASSET_BASE_URL meanwhile.');
  process.exitCode = 1;
}
