// Side views of every gun in the catalogue (100 × 50, muzzle to the right), built from a few
// parts (stock, receiver, grip, magazine, handguard, barrel, scope) so each model keeps what a
// player recognises it by: the AK's curved magazine and wooden stock, the AWP's thumbhole and
// long scope, the P90's magazine on top, the Bizon's helical magazine under the barrel.
import { arc, cut, poly, rect, type Part } from './shapes.ts';

const barrel = (x1: number, x2: number, y = 19.6, h = 1.8): Part => rect(x1, y, x2 - x1, h);
const grip = (x: number, y = 24.5, len = 10, w = 5, slant = 3): Part => poly(x, y, x + w, y, x + w - slant, y + len, x - slant, y + len);
const straightMag = (x: number, y: number, len: number, w = 4.6, lean = 1.6): Part => poly(x, y, x + w, y, x + w + lean, y + len, x + lean, y + len);
/** A banana magazine bending toward the muzzle. */
const curvedMag = (x: number, y: number, len: number, w = 5.2, bend = 6): Part =>
  poly(x, y, x + w, y, x + w + bend * 0.35, y + len * 0.5, x + w + bend, y + len, x + bend - 0.6, y + len + 1, x + bend * 0.3 - 0.5, y + len * 0.55);
const boxMag = (x: number, y: number, w: number, h: number): Part => poly(x, y, x + w, y, x + w - 0.6, y + h, x + 0.6, y + h);
const sight = (x: number, y = 18, h = 2.4): Part => poly(x, y, x + 0.8, y - h, x + 1.8, y - h, x + 2.4, y);
const rail = (x1: number, x2: number, y = 16.6): Part => rect(x1, y, x2 - x1, 1.4);
const trigger = (x: number, y = 25): Part => cut(poly(x, y, x + 7, y, x + 6, y + 4, x + 1, y + 4), poly(x + 1.5, y + 0.2, x + 5.6, y + 0.2, x + 4.8, y + 2.8, x + 2, y + 2.8));

/** A scope on two mounts above a receiver whose top is at `top`. */
function scope(x1: number, x2: number, y = 11.5, h = 3.4, top = 18): Part[] {
  const mid = (x1 + x2) / 2;
  return [
    rect(x1 + 3, y, x2 - x1 - 6, h),
    poly(x1, y - 1.2, x1 + 3, y, x1 + 3, y + h, x1, y + h + 1.2),
    poly(x2 - 3, y, x2, y - 1.4, x2, y + h + 1.4, x2 - 3, y + h),
    rect(mid - 6, y + h, 2.2, top - y - h),
    rect(mid + 4, y + h, 2.2, top - y - h),
  ];
}

/** Folding bipod legs hanging under x. */
const bipod = (x: number, y = 24): Part[] => [poly(x, y, x + 1.4, y, x - 4, y + 14, x - 5.4, y + 14), poly(x + 1, y, x + 2.4, y, x + 8, y + 14, x + 6.6, y + 14)];

// Stocks end at xs, where the receiver starts; the receiver's top is y 18, its bottom y 25.
const woodStock = (x0: number, xs: number): Part => poly(x0, 20.6, xs, 18, xs, 24.6, x0 + 1, 29.8, x0, 29.4);
const solidStock = (x0: number, xs: number): Part[] => [rect(x0 + 8, 19, xs - x0 - 8, 3.4), poly(x0, 17.8, x0 + 13, 18.4, x0 + 13, 23.8, x0 + 4, 24.6, x0, 28.8)];
const skeletonStock = (x0: number, xs: number): Part =>
  cut(poly(x0, 17.8, xs, 18.4, xs, 24, x0, 29), poly(x0 + 3, 20.6, xs - 2.5, 21, xs - 2.5, 22.6, x0 + 3, 25.8));
const thumbholeStock = (x0: number, xs: number): Part =>
  cut(poly(x0, 16.4, x0 + 9, 17.6, xs, 18, xs, 25, xs - 4, 31.5, x0 + 1.5, 31.5, x0, 30.5), poly(x0 + 11, 22, xs - 5.5, 22, xs - 7.5, 27.4, x0 + 12, 27.4));
const wireStock = (x0: number, xs: number, y = 18.6): Part[] => [rect(x0, y, 1.8, 8.6), rect(x0, y, xs - x0, 1.5), rect(x0, y + 7.1, xs - x0, 1.5)];

export const GUN_SILHOUETTES: Readonly<Record<string, readonly Part[]>> = {
  // Rifles
  'AK-47': [woodStock(3, 27), poly(27, 18, 58, 18, 58, 25, 27, 25.4), grip(34), curvedMag(44, 25, 13, 5.4, 7), poly(58, 18.4, 72, 18.8, 72, 23.6, 58, 24.4), rect(58, 16.4, 14, 2), barrel(72, 96), sight(89, 19.6, 3)],
  'M4A4': [...solidStock(3, 26), poly(26, 17, 56, 17, 56, 25, 26, 25), rail(28, 54, 15.6), grip(32), straightMag(43, 25, 11, 5, 1.2), trigger(35), rect(56, 17.4, 21, 7), rail(56, 77), sight(74, 17.4, 3), barrel(77, 95), rect(93, 19, 3, 3)],
  'M4A1-S': [...solidStock(3, 26), poly(26, 17, 55, 17, 55, 25, 26, 25), rail(28, 53, 15.6), grip(32), straightMag(42, 25, 10, 4.8, 1), poly(55, 17.8, 70, 17.8, 70, 24, 55, 24), rect(70, 18.2, 28, 4.8)],
  'AUG': [poly(6, 18, 14, 16.5, 62, 17.5, 62, 25, 40, 27.5, 14, 28, 6, 27), rect(32, 10.5, 26, 4.6), poly(34, 15, 56, 15, 58, 17.5, 32, 17.5), straightMag(18, 27.5, 9, 5.4, 0.6), grip(42, 27, 9, 5, 1.5), poly(55, 25, 59, 25, 59.5, 34, 56, 34), barrel(62, 90, 19.8, 2), rect(86, 19, 4.5, 3.6)],
  'FAMAS': [poly(5, 18, 13, 17, 64, 17.5, 64, 25.5, 14, 27.5, 5, 27), poly(20, 17.4, 22, 11, 60, 11, 62, 17.4, 58, 17.4, 56, 13.6, 25, 13.6, 24, 17.4), straightMag(19, 27.2, 9, 5, 0.5), grip(40, 26.5, 9, 5, 1.5), trigger(42, 26), barrel(64, 92, 19.8, 1.9), rect(62, 23.6, 26, 1.2), rect(90, 19.2, 3.4, 3)],
  'Galil AR': [skeletonStock(3, 27), poly(27, 18, 57, 18, 57, 25, 27, 25.4), rect(33, 15.6, 20, 2.4), grip(34), curvedMag(44, 25, 11, 5, 4.5), cut(poly(57, 18.4, 75, 18.8, 75, 24, 57, 24.6), rect(60, 20.6, 12, 1.6)), barrel(75, 94), rect(91, 18.8, 5, 3.4)],
  'SG 553': [cut(poly(4, 18, 10, 18, 26, 19.4, 26, 23, 10, 27.6, 4, 28), poly(7, 20.2, 22, 20.6, 10, 25.2, 7, 25.4)), poly(26, 17.6, 60, 17.6, 60, 25, 26, 25.4), ...scope(30, 52, 11.4, 3.6, 17.6), grip(33), curvedMag(43, 25, 11, 5, 3), poly(60, 18, 78, 18, 78, 24.4, 60, 24.4), barrel(78, 93), rect(90, 18.6, 4, 4)],
  // Sniper rifles
  'AWP': [thumbholeStock(2, 32), poly(32, 18, 58, 18, 58, 25, 32, 25), grip(35, 25, 4, 5, 1), boxMag(46, 25, 6, 5), ...scope(30, 60, 10.4, 4, 18), poly(58, 18.6, 70, 19, 70, 24, 58, 24.6), poly(70, 19.4, 98, 19.8, 98, 21.4, 70, 22.4), rect(95, 19, 3, 3.2)],
  'SSG 08': [cut(poly(3, 17.2, 12, 18.4, 34, 18.4, 34, 24.4, 26, 28, 4, 29.5, 3, 28.6), poly(13, 21.4, 26, 21.4, 23, 25.6, 14, 26)), poly(34, 18.4, 54, 18.4, 54, 24, 34, 24), straightMag(43, 24, 4, 4, 0.2), ...scope(34, 58, 11.6, 3.2, 18.4), poly(54, 19.2, 99, 20, 99, 21.2, 54, 22.4)],
  'SCAR-20': [...solidStock(3, 28), poly(28, 17, 60, 17, 60, 25.6, 28, 25.6), ...scope(30, 56, 10.2, 3.6, 17), grip(33, 25.6, 9), straightMag(43, 25.6, 8, 5.4, 0.6), rect(60, 17.8, 20, 6.4), rail(60, 80), barrel(80, 97), rect(94, 18.6, 4, 4), ...bipod(74, 24.2)],
  'G3SG1': [poly(3, 19, 27, 18.2, 27, 25, 12, 27.4, 4, 29.5, 3, 29), poly(27, 18, 58, 18, 58, 25.4, 27, 25.4), ...scope(31, 55, 10.8, 3.6, 18), grip(32, 25.4, 9), straightMag(42, 25.4, 10, 5, 2.4), poly(58, 18.6, 76, 18.6, 76, 24.4, 58, 24.8), barrel(76, 96), rect(93, 18.8, 4, 3.4), ...bipod(70, 24.4)],
  // SMGs
  'MAC-10': [poly(20, 16, 58, 16, 58, 25.4, 20, 25.4), rect(58, 19, 16, 2.4), rect(74, 17.6, 7, 5.2), poly(34, 25.4, 42, 25.4, 41, 44, 33, 44), trigger(42, 25.4), poly(20, 16, 21.6, 16, 24, 12, 48, 12, 50, 16, 52, 16, 50, 10.4, 22.6, 10.4)],
  'MP9': [poly(14, 17, 26, 17, 26, 22.6, 16, 24, 14, 23), rect(14, 15, 12, 1.6), poly(26, 16.4, 62, 16.4, 62, 25, 26, 25), rail(28, 60, 14.8), poly(36, 25, 43, 25, 41.6, 43, 34.6, 43), trigger(43, 25), poly(55, 25, 59, 25, 58.6, 33, 55.4, 33), barrel(62, 76, 19.6, 2.2)],
  'MP7': [...wireStock(8, 26, 18.4), poly(26, 16.6, 66, 16.6, 66, 25, 26, 25.6), rail(28, 64, 15), sight(58, 15, 2.4), poly(34, 25.6, 41, 25.6, 39.4, 43, 32.6, 43), trigger(41, 25.2), poly(57, 25, 60.4, 25, 63, 32, 60, 32.6), barrel(66, 80, 19.6, 2.2)],
  'MP5-SD': [...solidStock(4, 28), poly(28, 17.6, 52, 17.6, 52, 25, 28, 25), grip(33, 25, 9), curvedMag(42, 25, 10, 4.4, 3), rect(52, 17.8, 8, 6.6), rect(60, 17.2, 36, 7.4), sight(90, 17.2, 2)],
  'UMP-45': [cut(poly(5, 17.6, 26, 18.4, 26, 24, 10, 27.6, 5, 28), poly(8, 20.4, 23, 20.8, 10, 25.4, 8, 25.2)), poly(26, 17, 64, 17, 64, 25.6, 26, 25.6), rail(30, 60, 15.4), grip(33, 25.6, 9.4), straightMag(44, 25.6, 11, 5.2, 0.4), rect(64, 19, 16, 2.6), rect(78, 18.4, 3.6, 3.8)],
  'P90': [cut(poly(10, 21, 16, 16.4, 30, 15, 66, 15, 74, 19.4, 74, 24, 62, 26, 56, 33, 46, 33, 40, 26.6, 26, 29, 18, 30.4, 11, 28), poly(42, 21, 52, 21, 54, 26, 50, 29.6, 46, 29.6, 43, 26)), rect(24, 12.4, 42, 2.8), sight(36, 12.4, 2.2), barrel(74, 82, 20, 2.6)],
  'PP-Bizon': [...wireStock(4, 26, 18.2), poly(26, 17.6, 54, 17.6, 54, 25, 26, 25.4), grip(32), poly(44, 25.4, 80, 25.4, 82, 28, 80, 31, 44, 31, 42.6, 28), rect(54, 18.2, 24, 6), barrel(78, 92, 19.6, 2), sight(86, 19.6, 2.6)],
  // Pistols (drawn larger: the box is the same)
  'Glock-18': [rect(22, 14, 55, 8), poly(24, 22, 60, 22, 60, 25, 34, 25.6, 30, 41, 19, 41, 23, 26), trigger(34, 24.4), rect(74, 12.2, 2.4, 1.8), rect(24, 12.4, 3, 1.6)],
  'USP-S': [poly(22, 14.6, 62, 14.6, 62, 21.8, 22, 21.8), poly(23, 21.8, 60, 21.8, 60, 24.6, 34, 25.2, 30, 41, 19, 41, 22.6, 25.6), trigger(34, 24), rect(62, 15.8, 34, 5.8)],
  'P2000': [poly(26, 15, 70, 15, 72, 16.4, 72, 21.6, 26, 21.6), poly(27, 21.6, 66, 21.6, 66, 24.4, 38, 25, 33, 39.4, 23.4, 39.4, 26.6, 25), trigger(38, 24), poly(24, 15, 27, 15, 27, 21.6, 24, 20.6)],
  'P250': [poly(24, 14.6, 72, 14.6, 74, 18.4, 72, 22, 24, 22), poly(25, 22, 64, 22, 64, 24.8, 36, 25.2, 34.4, 31, 32, 41, 20, 41, 23.4, 30, 24, 25.4), trigger(36, 24.4), rect(70, 12.8, 2, 1.8)],
  'Desert Eagle': [poly(18, 12.6, 86, 12.6, 86, 21.6, 70, 21.6, 70, 23.6, 18, 23.6), rect(20, 10.8, 60, 1.8), poly(20, 23.6, 40, 23.6, 36, 43, 22, 43, 24, 31, 19, 27), trigger(38, 23), poly(14, 14, 18, 12.6, 18, 18, 14, 17)],
  'Five-SeveN': [poly(24, 14.4, 70, 14.4, 75, 17.4, 75, 21.4, 24, 21.4), poly(25, 21.4, 66, 21.4, 66, 24, 37, 24.4, 30, 43, 20, 43, 25, 25), trigger(37, 23.6)],
  'CZ75-Auto': [poly(24, 14.6, 70, 14.6, 70, 21.8, 24, 21.8), poly(25, 21.8, 66, 21.8, 66, 24.6, 36, 25, 32, 39, 22, 39, 25, 25.4), straightMag(22.2, 39, 8, 8.6, -0.8), trigger(36, 24.4), straightMag(60, 24.6, 13, 4.4, 0.4)],
  'Tec-9': [poly(22, 16, 52, 16, 52, 24.4, 22, 24.4), cut(rect(52, 16.6, 22, 6.6), rect(55, 18.4, 3, 3), rect(61, 18.4, 3, 3), rect(67, 18.4, 3, 3)), barrel(74, 82, 19, 2.2), poly(22, 24.4, 30, 24.4, 27, 40, 18, 40), trigger(30, 24.4), straightMag(39, 24.4, 19, 4.6, 0.6)],
  'Dual Berettas': [poly(14, 10.6, 56, 10.6, 56, 16.6, 14, 16.6), poly(15, 16.6, 50, 16.6, 50, 19, 26, 19.6, 22, 32, 12, 32, 16, 20), poly(40, 20.4, 84, 20.4, 84, 26.6, 40, 26.6), poly(41, 26.6, 78, 26.6, 78, 29, 54, 29.6, 50, 44, 40, 44, 43, 30), trigger(54, 28.6)],
  'R8 Revolver': [poly(30, 17, 40, 16, 40, 23, 30, 24), cut(poly(40, 15, 56, 15, 56, 25, 40, 25), rect(43, 17.4, 10, 1.6), rect(43, 21, 10, 1.6)), rect(56, 16.6, 36, 4.6), rect(56, 21.2, 22, 2.6), sight(88, 16.6, 2.2), poly(26, 15.4, 30, 13, 33, 14, 31, 17), poly(30, 23.6, 40, 24, 35, 41, 26, 42, 25, 38, 29.4, 30), trigger(40, 24.4)],
  // Shotguns
  'Nova': [woodStock(3, 30), poly(30, 18, 50, 18, 50, 25, 30, 25), grip(34, 25, 6, 5, 1.6), trigger(37, 24.6), rect(50, 19, 47, 2), rect(50, 21.8, 38, 2.6), rect(58, 21, 16, 5.2), sight(94, 19, 1.6)],
  'XM1014': [skeletonStock(3, 28), poly(28, 17.6, 52, 17.6, 52, 25, 28, 25), rail(30, 50, 16.2), grip(32, 25, 9), trigger(35, 24.6), rect(52, 18.6, 44, 2.2), rect(52, 21.6, 40, 2.8), rect(52, 20.8, 12, 4.4), sight(92, 18.6, 2.4)],
  'MAG-7': [poly(16, 17, 58, 17, 58, 25, 16, 25), poly(16, 17, 10, 19.6, 10, 23.6, 16, 25), straightMag(36, 25, 15, 6.4, -1), trigger(43, 25), rect(58, 18.2, 26, 3), poly(58, 21.2, 78, 21.2, 78, 27.6, 72, 30.4, 70, 27.6, 58, 27.6), rect(84, 17.6, 3, 4.2)],
  'Sawed-Off': [poly(10, 21, 30, 17.6, 50, 17.6, 50, 25, 34, 25.6, 26, 34, 16, 34, 21, 26, 10, 24), trigger(35, 24.6), rect(50, 18.4, 30, 2.6), rect(50, 21, 24, 3), rect(56, 20.4, 14, 5.4), rect(78, 17.8, 3, 3.8)],
  // Machine guns
  'M249': [...solidStock(3, 26), poly(26, 16, 56, 16, 56, 26, 26, 26), poly(32, 16, 34, 11.6, 48, 11.6, 50, 16, 47, 16, 46, 13.6, 36, 13.6, 35, 16), grip(30, 26, 8.4), trigger(33, 25.4), boxMag(38, 26, 14, 10), rect(56, 17.4, 18, 7), barrel(74, 96, 19.4, 2.4), rect(93, 18.6, 4, 4), ...bipod(80, 21.6)],
  'Negev': [poly(3, 17.6, 26, 18.6, 26, 24.6, 8, 27, 3, 28.4), poly(26, 16.4, 58, 16.4, 58, 26, 26, 26), poly(37, 16.4, 39, 12.4, 50, 12.4, 52, 16.4), grip(31, 26, 8.4), trigger(34, 25.4), [arc(47, 27, 7.8, 7.8, 0, 180, 10)], cut(rect(58, 17.2, 24, 7.6), rect(61, 19.4, 3, 3), rect(67, 19.4, 3, 3), rect(73, 19.4, 3, 3)), barrel(82, 97, 19.6, 2.4), ...bipod(78, 24.8)],
};
