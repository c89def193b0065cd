// Writes the home banners' pictures, public/banners/*.svg, from src/lib/art/banner-art.ts:
// `node scripts/art/banners.ts` after changing a drawing (a test fails while the files differ).
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_ART } from '../../src/lib/art/banner-art.ts';

const dir = path.resolve('public/banners');
fs.mkdirSync(dir, { recursive: true });
for (const [file, draw] of Object.entries(BANNER_ART)) {
  fs.writeFileSync(path.join(dir, file), draw());
  console.log(`public/banners/${file}`);
}
