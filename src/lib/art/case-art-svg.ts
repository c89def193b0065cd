// A case's art as a standalone SVG file (public/art/cases/<id>.svg, written at catalogue time by
// `npm run art` from the committed cases and items): its face (case-art.ts: shape, material,
// pattern, emblem and colours) with its three most valuable models fanned behind it, their drawings
// inlined (a picture loaded by <img> cannot reach the silhouette sprite). The page only shows the
// file (src/islands/common/CaseArt.tsx), so no geometry weighs on its JavaScript.
import { rarityColor } from '../weapons.ts';
import { CRATE, caseLook, emblemPaths, FAN_SLOTS, FORMS, patternPaths, texturePaths, type CaseLike } from './case-art.ts';
import { silhouetteFor } from './weapon-silhouettes.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function caseArtSvg(box: CaseLike & { name: string }): string {
  const look = caseLook(box);
  const { colors: c } = look;
  const f = FORMS[look.shape];
  const b = f.box;
  // The crate's patterns, stretched from its body onto this shape's body.
  const fit = `translate(${b.x} ${b.y}) scale(${+(b.w / CRATE.box.w).toFixed(3)} ${+(b.h / CRATE.box.h).toFixed(3)}) translate(${-CRATE.box.x} ${-CRATE.box.y})`;
  const texture = texturePaths(look.material, b);
  // Drawn back to front: the tilted side models first, the most valuable one over them.
  const fan = look.fan.map((h, i) => ({ h, slot: FAN_SLOTS[i] })).reverse().map(({ h, slot }) => {
    const color = rarityColor(h.color);
    const drawing = silhouetteFor(h.weapon, h.weaponType);
    const paths = drawing.paths.map((d) => `<path d="${d}"/>`).join('');
    // The glow is the outline widened in the rarity's colour and faded under the model: no SVG
    // filter, re-rasterised for every case on the page at every repaint (see banner-art.ts).
    const place = `transform="translate(${slot.x} ${slot.y}) rotate(${slot.angle}) scale(${slot.scale}) translate(-50 -25)"`;
    return `<g ${place} fill="none" stroke="${color}" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round">${paths}</g>`
      + `<g data-fan="${esc(drawing.weapon)}" ${place} fill="${color}" fill-rule="evenodd" stroke="#000" stroke-opacity="0.35" stroke-width="0.6">${paths}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 90" width="500" height="300" data-case-look="${look.hue}-${look.shape}-${look.material}-${look.pattern}-${look.emblem}-${c.glow}">`,
    `<title>${esc(box.name)}</title>`,
    '<defs>',
    `<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="75" cy="58" r="58"><stop offset="0" stop-color="${c.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.top}"/><stop offset="1" stop-color="${c.bottom}"/></linearGradient>`,
    `<clipPath id="k"><path d="${f.body}"/></clipPath>`,
    '</defs>',
    '<rect width="150" height="90" fill="url(#g)"/>',
    // Light rays from behind the crate, fading with the glow.
    '<path d="M75 62 L14 0 H30 Z M75 62 L58 0 H68 Z M75 62 L82 0 H92 Z M75 62 L120 0 H136 Z" fill="url(#g)" fill-opacity="0.6"/>',
    ...fan,
    '<ellipse cx="75" cy="88.5" rx="36" ry="2" fill="#000" fill-opacity="0.5"/>',
    f.handle && `<path d="${f.handle}" fill-rule="evenodd" fill="${c.lid}" stroke="${c.trim}" stroke-opacity="0.6" stroke-width="0.8"/>`,
    `<path d="${f.body}" fill="url(#b)" stroke="${c.trim}" stroke-opacity="0.55" stroke-width="0.8"/>`,
    '<g clip-path="url(#k)">',
    texture === null ? '' : `<path d="${texture.d}" fill="none" stroke="${texture.stroke}" stroke-opacity="${texture.opacity}" stroke-width="0.6"/>`,
    `<g transform="${fit}">`,
    ...patternPaths(look.pattern).map((d) => `<path d="${d}" fill="${c.trim}" fill-opacity="0.28"/>`),
    '</g></g>',
    `<path d="${f.lid}" fill="${c.lid}" stroke="${c.trim}" stroke-opacity="0.7" stroke-width="0.8"/>`,
    `<path d="${f.shine}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="0.8"/>`,
    ...f.latches.map((d) => `<path d="${d}" fill="${c.trim}" fill-opacity="0.85" stroke="#000" stroke-opacity="0.4" stroke-width="0.5"/>`),
    `<circle cx="${f.emblem.cx}" cy="${f.emblem.cy}" r="${f.emblem.r}" fill="#0b0d12" fill-opacity="0.7" stroke="${c.trim}" stroke-width="1"/>`,
    ...emblemPaths(look.emblem, f.emblem.cx, f.emblem.cy, f.emblem.r).map((d) => `<path d="${d}" fill-rule="evenodd" fill="${c.trim}"/>`),
    '</svg>',
  ].filter((line) => line !== '').join('\n') + '\n';
}
