// The work of `npm run assets:mirror` (scripts/assets/mirror.ts), apart from its command line so a
// test can run it against a fake CDN (tests/fakes/cdn.ts). See docs/decisions/0106-asset-mirror.md.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MIRROR_FOLDER, MIRROR_WIDTHS, mirrorPath } from '../../src/shared/asset-mirror.ts';
import { loadCases, loadCatalogue } from '../../src/server/modules/boxes/data/index.ts';

/** Every picture the committed catalogue names (items and cases), each once, as mirror paths ("images/<hash>.webp"). */
export function catalogueImages(): string[] {
  const all = [...loadCatalogue().items.map((i) => i.image), ...loadCases().cases.map((c) => c.image)];
  const out = new Set<string>();
  for (const image of all) {
    const p = mirrorPath(image);
    if (p) out.add(p);
  }
  return [...out].sort();
}

export interface MirrorOptions {
  /** Where the pictures come from: ASSET_BASE_URL, an http(s) address. */
  base: string;
  /** DATA_DIR: the mirror is written under <dataDir>/asset-mirror/<width>/. */
  dataDir: string;
  images: readonly string[];
  widths?: readonly number[];
  /** Downloads at once: a CDN that is asked for 350 pictures at the same moment may refuse some. */
  concurrency?: number;
  /** One download's limit: a picture that hangs is a failure, reported, and tried again next run. */
  timeoutMs?: number;
  onProgress?: (p: MirrorProgress) => void;
}

export interface MirrorProgress {
  image: string;
  outcome: 'copied' | 'skipped' | 'failed';
  error?: string;
  done: number;
  total: number;
}

export interface MirrorReport {
  copied: string[];
  skipped: string[];
  failed: { image: string; error: string }[];
}

export const mirrorFile = (dataDir: string, width: number, image: string): string => path.join(dataDir, MIRROR_FOLDER, String(width), image);

async function copyOne(image: string, o: Required<Omit<MirrorOptions, 'onProgress' | 'images'>>): Promise<void> {
  const res = await fetch(`${o.base.replace(/\/+$/, '')}/${image}`, { signal: AbortSignal.timeout(o.timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const source = Buffer.from(await res.arrayBuffer());
  for (const width of o.widths) {
    const file = mirrorFile(o.dataDir, width, image);
    // Written beside, then renamed: a run stopped half-way leaves no half picture that the next
    // run would take for done.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toFile(tmp);
    await fs.promises.rename(tmp, file);
  }
}

/** Copies the pictures that are not there yet; resumable: a picture whose every width exists is skipped. */
export async function mirrorImages(opts: MirrorOptions): Promise<MirrorReport> {
  const o = { base: opts.base, dataDir: opts.dataDir, widths: opts.widths ?? MIRROR_WIDTHS, concurrency: Math.max(1, opts.concurrency ?? 6), timeoutMs: opts.timeoutMs ?? 30_000 };
  const report: MirrorReport = { copied: [], skipped: [], failed: [] };
  const queue = [...opts.images];
  const total = queue.length;
  let done = 0;
  const note = (image: string, outcome: MirrorProgress['outcome'], error?: string) => {
    done += 1;
    if (outcome === 'failed') report.failed.push({ image, error: error ?? '' });
    else report[outcome].push(image);
    opts.onProgress?.({ image, outcome, done, total, ...(error ? { error } : {}) });
  };
  const worker = async () => {
    for (let image = queue.shift(); image !== undefined; image = queue.shift()) {
      if (o.widths.every((w) => fs.existsSync(mirrorFile(o.dataDir, w, image)))) {
        note(image, 'skipped');
        continue;
      }
      try {
        await copyOne(image, o);
        note(image, 'copied');
      } catch (err) {
        // fetch says only "fetch failed"; the cause names the reason (ENOTFOUND, ECONNREFUSED…).
        const cause = err instanceof Error && err.cause instanceof Error ? `: ${(err.cause as NodeJS.ErrnoException).code ?? err.cause.message}` : '';
        note(image, 'failed', err instanceof Error ? `${err.message}${cause}` : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency, total) }, worker));
  return report;
}
