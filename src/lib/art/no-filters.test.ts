// The drawn pictures carry no SVG filter (blur, drop-shadow): a filter is re-rasterised for every
// picture at every size and repaint, on a phone's slow CPU too. Glows are wide translucent strokes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dirs = ['public/art/cases', 'public/banners'];

describe('drawn pictures', () => {
  it('use no SVG filter (blur, drop-shadow) in any case art or banner', () => {
    const files = dirs.flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith('.svg')).map((f) => path.join(d, f)));
    expect(files.length).toBeGreaterThan(18);
    const filtered = files.filter((f) => /<filter|filter\s*[:=]/.test(fs.readFileSync(f, 'utf8')));
    expect(filtered).toEqual([]);
  });
});
