// After `astro build`: a Brotli and a gzip copy beside every compressible file of dist/client, so
// the server sends them (@fastify/static `preCompressed`) without compressing on each request.
// Lighthouse's slow-4G run showed the uncompressed JavaScript delaying the first paint.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export function compressDir(dir: string): { files: number; before: number; after: number } {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    files += 1;
    before += raw.length;
    after += br.length;
  }
  return { files, before, after };
}

if (import.meta.main) {
  const { files, before, after } = compressDir(path.resolve(process.argv[2] ?? 'dist/client'));
  console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
}
