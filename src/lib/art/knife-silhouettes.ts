// Every knife in the catalogue (100 × 50, handle left, point right), each by the features that
// tell it apart in the game: the karambit's claw and ring, the butterfly's split handle, the M9's
// saw back, the gut knife's hook, the kukri's bend, the shadow daggers' pair of push blades.
import { circle, cut, donut, poly, rect, scale, teeth, type Part } from './shapes.ts';

/** A push dagger: a T grip across the fist and a short blade out of it. */
const pushDagger = (x: number, y: number, s: number): Part[] => [
  poly(x, y - 12 * s, x + 5 * s, y - 13 * s, x + 6 * s, y + 13 * s, x + 1 * s, y + 12 * s),
  poly(x + 5 * s, y - 2.6 * s, x + 12 * s, y - 2.4 * s, x + 34 * s, y, x + 12 * s, y + 2.4 * s, x + 5 * s, y + 2.6 * s),
];

const DRAWN: Record<string, readonly Part[]> = {
  'Bayonet': [rect(5, 21.4, 4, 7.2), poly(9, 22, 36, 22.2, 36, 27.8, 9, 28), rect(36, 17.4, 3, 15.2), donut(37.5, 15.4, 2.6, 1.3), poly(39, 21.6, 84, 21.6, 96, 25, 88, 28.4, 39, 28.4)],
  'M9 Bayonet': [rect(4, 21, 5, 8), poly(9, 21.8, 36, 22, 36, 28, 9, 28.2), poly(36, 16.4, 39, 16.4, 39, 33.6, 36, 33.6), cut(poly(39, 21.4, 58, 21.4, ...teeth(58, 78, 21.4, 1.6, 6), 86, 21.4, 97, 25, 88, 29.4, 39, 29.4), [circle(45, 25.4, 1.8)])],
  'Karambit': [donut(12, 25, 6.4, 3.4), poly(17, 21.4, 44, 19.6, 46, 27.6, 38, 29.4, 33, 31, 28, 29.4, 23, 31, 17, 29), poly(44, 19.4, 60, 17.8, 72, 19.4, 82, 24, 88, 31, 90.5, 41, 84, 33.4, 76, 27.4, 66, 25.2, 56, 25.8, 46, 27.6)],
  'Talon Knife': [donut(8.5, 28.5, 5.4, 2.8), poly(12.6, 25, 40, 20, 44, 26.6, 14, 32), poly(40, 19.8, 58, 17, 74, 17.8, 88, 22, 96, 30, 86, 26.6, 72, 24.4, 58, 25, 44, 26.8)],
  'Butterfly Knife': [cut(poly(5, 19.6, 38, 20.6, 38, 29.4, 5, 30.4), poly(7, 23.6, 36, 24, 36, 26, 7, 26.4)), rect(3, 22.6, 3, 4.8), poly(38, 21.6, 78, 21.6, 86, 20.4, 97, 24.8, 84, 28.4, 38, 28.4)],
  'Flip Knife': [poly(5, 22.4, 10, 21, 38, 21, 38, 29.4, 10, 29.4, 5, 28), poly(38, 21, 41, 17.4, 45, 17.8, 46, 21, 84, 21, 97, 24, 90, 28, 80, 30, 38, 29.6)],
  'Gut Knife': [poly(5, 21.6, 38, 21.6, 38, 29, 5, 29), poly(38, 21.4, 62, 21.4, 66, 17.6, 71, 17.6, 68, 20.2, 66.4, 21.6, 84, 21.6, 97, 25.6, 86, 29.6, 38, 29.2)],
  'Huntsman Knife': [poly(4, 21, 8, 21.6, 36, 21.6, 36, 29, 8, 29, 4, 29.6), rect(36, 17.6, 3, 15), poly(39, 21, ...teeth(42, 66, 21, 2.4, 6), 72, 21, 84, 23, 97, 21.6, 90, 27.8, 78, 30.4, 39, 30.4)],
  'Falchion Knife': [poly(5, 23, 12, 21.4, 38, 21.8, 38, 29, 34, 30.6, 30, 29, 26, 30.6, 22, 29, 18, 30.6, 12, 29, 5, 28), poly(38, 21.8, 74, 21.8, 86, 19, 97, 16.4, 92, 23, 80, 29, 38, 29)],
  'Bowie Knife': [poly(3, 21, 8, 22, 36, 22, 36, 29, 8, 29, 3, 30), rect(36, 14.6, 3.6, 21), poly(39.6, 20.6, 74, 20.6, 84, 23.6, 98, 21, 92, 27.6, 80, 31.6, 39.6, 31.6)],
  'Shadow Daggers': [...pushDagger(10, 25, 1), ...pushDagger(54, 25, 0.85)],
  'Stiletto Knife': [rect(6, 22.6, 3, 4.8), poly(9, 23, 36, 22.6, 36, 27.4, 9, 27), rect(36, 21.6, 4, 6.8), poly(40, 22.4, 88, 23, 98, 25, 88, 27, 40, 27.6)],
  'Ursus Knife': [cut(poly(5, 20.6, 38, 21, 38, 30, 5, 30.4), [circle(9.5, 25.5, 1.6)]), poly(38, 20, 76, 20, 96, 25, 84, 31, 38, 31)],
  'Navaja Knife': [poly(3, 29, 14, 23.6, 38, 21.6, 38, 28.2, 14, 31.6, 5, 32.4), poly(38, 21.6, 70, 21, 90, 23.4, 97, 27.4, 82, 28.2, 38, 28.4)],
  'Classic Knife': [donut(7.5, 25, 3.4, 1.7), poly(10.6, 22.4, 36, 22.6, 36, 27.4, 10.6, 27.6), rect(36, 18.6, 2.6, 12.8), poly(38.6, 21.6, 84, 21.6, 97, 25, 84, 28.4, 38.6, 28.4)],
  'Paracord Knife': [donut(5.6, 25, 3.2, 1.6), poly(8.6, 21.8, ...teeth(10, 36, 21.8, 1.2, 8), 38, 21.4, 38, 28.6, ...teeth(36, 10, 28.2, -1.2, 8), 8.6, 28.2), poly(38, 21.2, 80, 21.2, 97, 23.6, 88, 28.4, 44, 29.2, 42, 27.6, 38, 29)],
  'Survival Knife': [cut(poly(4, 21.4, 36, 21.8, 36, 29, 4, 29.6), [circle(8, 25.4, 1.5)]), rect(36, 19.6, 2.4, 11.6), poly(38.4, 21, 46, 21, ...teeth(48, 70, 21, 1.6, 7), 78, 21, 96, 22.6, 92, 28, 38.4, 29.4)],
  'Nomad Knife': [cut(poly(5, 22, 38, 21, 38, 29, 8, 30.6, 4, 27.4), [circle(10, 25.6, 1.6)]), poly(38, 21, 70, 20.4, 84, 21, 96, 24, 88, 29.6, 72, 32, 38, 29.4)],
  'Skeleton Knife': [donut(8.5, 25, 4.2, 2.2), cut(poly(12, 21, 38, 21.6, 38, 28.4, 12, 29), poly(16, 23.4, 35, 23.8, 35, 26.2, 16, 26.6)), poly(38, 21.4, 80, 21, 97, 24.2, 86, 28.4, 38, 28.6)],
  'Kukri Knife': [poly(3, 19.6, 8, 21.6, 36, 21.6, 36, 28.4, 8, 28.4, 3, 30.4), poly(36, 21.4, 58, 19.6, 74, 20.6, 88, 25, 96, 33, 90, 34.6, 78, 30.8, 62, 30.6, 50, 28.8, 36, 28.6)],
};

// Drawn thin, as the side of a knife is; shown a third taller so a knife fills its card like a gun.
export const KNIFE_SILHOUETTES: Readonly<Record<string, readonly Part[]>> = Object.fromEntries(
  Object.entries(DRAWN).map(([name, parts]) => [name, parts.map((p) => scale(p, 1, 1.4))]),
);
