// Writes the site's drawn pictures from src/lib/art/: the home banners (public/banners/*.svg), the
// weapon silhouette sprite (public/art/silhouettes.svg) and each case's art (public/art/cases/). Run `npm run art` after
// changing a drawing; a test fails while the committed files differ from what the code draws.
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_ART } from '../../src/lib/art/banner-art.ts';
import { silhouetteSprite } from '../../src/lib/art/weapon-silhouettes.ts';
import { caseArtFiles } from './case-art-files.ts';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(path.resolve(file), text);
  console.log(file);
}

for (const [file, draw] of Object.entries(BANNER_ART)) write(`public/banners/${file}`, draw());
write('public/art/silhouettes.svg', silhouetteSprite());
for (const [file, svg] of Object.entries(caseArtFiles())) write(file, svg);
