// The home banners' pictures (public/banners/*.svg, written by `npm run art`):
// art only, no words, so one picture serves every language; Banners.tsx lays the localized title
// over the darker left side. The knives banner fans the catalogue's own knife silhouettes.
// Glows are wide translucent strokes, never SVG filters (blur): a filter is re-rasterised at every
// size and repaint, on a phone's slow CPU too, where a stroke costs next to nothing.
import { silhouetteFor } from './weapon-silhouettes.ts';

const W = 1200;
const H = 300;

function frame(id: string, stops: readonly [string, string, string], body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${stops[0]}"/><stop offset="0.55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.75" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>`,
    // Rays behind the art, from its centre.
    `<path d="M900 150 L640 0 H700 Z M900 150 L820 0 H860 Z M900 150 L960 0 H1000 Z M900 150 L1120 0 H1180 Z M900 150 L1200 120 V170 Z M900 150 L660 300 H720 Z M900 150 L1060 300 H1120 Z" fill="#fff" fill-opacity="0.06"/>`,
    body,
    // Keeps the left side dark enough for the title laid over it.
    `<rect width="720" height="${H}" fill="url(#${id}-fade)"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A soft glow around what the group draws: its outline widened and faded (see the header). */
const HALO = (color: string, width: number) => `stroke="${color}" stroke-width="${width}" stroke-opacity="0.3" stroke-linejoin="round"`;

const sparkle = (x: number, y: number, r: number, color: string) =>
  `<path d="M${x} ${y - r} L${x + r * 0.22} ${y - r * 0.22} L${x + r} ${y} L${x + r * 0.22} ${y + r * 0.22} L${x} ${y + r} L${x - r * 0.22} ${y + r * 0.22} L${x - r} ${y} L${x - r * 0.22} ${y - r * 0.22} Z" fill="${color}"/>`;

function coinStack(x: number, bottom: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = bottom - i * 14;
    out.push(`<rect x="${x - 40}" y="${y - 8}" width="80" height="12" fill="#b86b0f"/>`);
    out.push(`<ellipse cx="${x}" cy="${y + 4}" rx="40" ry="12" fill="#b86b0f"/>`);
    out.push(`<ellipse cx="${x}" cy="${y - 8}" rx="40" ry="12" fill="#ffd36b" stroke="#e08a12" stroke-width="2"/>`);
  }
  const top = bottom - (count - 1) * 14 - 8;
  out.push(`<ellipse cx="${x}" cy="${top}" rx="26" ry="7" fill="none" stroke="#e08a12" stroke-width="2.5"/>`);
  return out.join('');
}

export function firstDepositBanner(): string {
  return frame('fd', ['#1d0b36', '#5a1a3a', '#ff8a1f'], [
    coinStack(1075, 236, 8),
    coinStack(1148, 270, 4),
    // No figure in the picture: the bonus is the operator's FIRST_DEPOSIT_BONUS_PERCENT, and the
    // title laid over the picture says it (src/shared/banners.ts). A gift box right of centre (on a
    // phone the title covers the picture's left half).
    `<g ${HALO('#ffb347', 18)}><rect x="790" y="120" width="150" height="120" rx="10" fill="#ffb347"/></g>`,
    '<rect x="790" y="120" width="150" height="120" rx="10" fill="#ff8a1f" stroke="#7a2a00" stroke-width="4"/>',
    '<rect x="776" y="96" width="178" height="40" rx="8" fill="#ffb347" stroke="#7a2a00" stroke-width="4"/>',
    '<rect x="850" y="96" width="30" height="144" fill="#fff3c4" stroke="#7a2a00" stroke-width="3"/>',
    '<path d="M865 96 C835 50 790 60 805 84 C815 100 850 98 865 96 C880 98 915 100 925 84 C940 60 895 50 865 96 Z" fill="#fff3c4" stroke="#7a2a00" stroke-width="4"/>',
    sparkle(620, 70, 18, '#fff3c4'),
    sparkle(1150, 60, 14, '#ffe08a'),
    sparkle(860, 40, 10, '#fff'),
    sparkle(1170, 210, 10, '#fff3c4'),
  ].join('\n'));
}

export function provablyFairBanner(): string {
  const hex = '9f3a c1e7 04bd 77a2 e81f 5c90 3d6e b2f4';
  return frame('pf', ['#04141f', '#0b3f5c', '#15b8a6'], [
    `<text x="600" y="60" font-family="monospace" font-size="26" fill="#9ff" fill-opacity="0.16">${hex}</text>`,
    `<text x="640" y="270" font-family="monospace" font-size="26" fill="#9ff" fill-opacity="0.16">${hex.split(' ').reverse().join(' ')}</text>`,
    `<g ${HALO('#3ff0d8', 22)}><path d="M900 40 L990 72 V150 C990 205 950 240 900 262 C850 240 810 205 810 150 V72 Z" fill="#3ff0d8" fill-opacity="0.7"/></g>`,
    '<path d="M900 40 L990 72 V150 C990 205 950 240 900 262 C850 240 810 205 810 150 V72 Z" fill="#0b2d3f" stroke="#7ff7e6" stroke-width="6"/>',
    '<path d="M858 150 L890 182 L948 116" fill="none" stroke="#7ff7e6" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>',
    // Two dice: what is rolled, and checked.
    '<g transform="translate(1040 150) rotate(14)"><rect x="-40" y="-40" width="80" height="80" rx="14" fill="#f1fbff"/><circle cx="-18" cy="-18" r="8" fill="#0b3f5c"/><circle cx="0" cy="0" r="8" fill="#0b3f5c"/><circle cx="18" cy="18" r="8" fill="#0b3f5c"/></g>',
    '<g transform="translate(715 190) rotate(-12)"><rect x="-32" y="-32" width="64" height="64" rx="12" fill="#d9f6ff"/><circle cx="-14" cy="-14" r="6.5" fill="#0b3f5c"/><circle cx="14" cy="-14" r="6.5" fill="#0b3f5c"/><circle cx="-14" cy="14" r="6.5" fill="#0b3f5c"/><circle cx="14" cy="14" r="6.5" fill="#0b3f5c"/></g>',
    sparkle(1130, 60, 14, '#bff'),
    sparkle(780, 60, 10, '#fff'),
  ].join('\n'));
}

/** The knives fanned around the art's centre, each a catalogue silhouette at banner scale. */
const KNIVES = [
  { weapon: 'Butterfly Knife', x: 690, y: 170 },
  { weapon: 'M9 Bayonet', x: 815, y: 150 },
  { weapon: 'Karambit', x: 950, y: 150 },
  { weapon: 'Talon Knife', x: 1085, y: 165 },
] as const;

export function knivesBanner(): string {
  // A showcase: each knife on the same diagonal, point up and right, as a shop window hangs them.
  const fan = KNIVES.map(({ weapon, x, y }) => {
    const paths = silhouetteFor(weapon, 'knife').paths.map((d) => `<path d="${d}" fill-rule="evenodd"/>`).join('');
    return `<g transform="translate(${x} ${y}) rotate(-52) scale(2.6 2.3) translate(-50 -25)">${paths}</g>`;
  });
  return frame('kn', ['#1a0306', '#5e0c18', '#eb4b4b'], [
    `<g fill="#ffcf5a" ${HALO('#ffcf5a', 6)} opacity="0.7">${fan.join('')}</g>`,
    `<g fill="#ffd56b" stroke="#5a3000" stroke-width="0.5">${fan.join('')}</g>`,
    '<text x="1160" y="80" font-family="Arial, sans-serif" font-size="70" fill="#ffe08a" text-anchor="middle">★</text>',
    sparkle(700, 70, 16, '#ffe9a8'),
    sparkle(1150, 230, 12, '#fff'),
    sparkle(760, 250, 10, '#ffe9a8'),
  ].join('\n'));
}

/** File name under public/banners/ -> its picture. */
export const BANNER_ART: Readonly<Record<string, () => string>> = {
  'first-deposit.svg': firstDepositBanner,
  'provably-fair.svg': provablyFairBanner,
  'knives.svg': knivesBanner,
};
