// Mainland resident ID numbers (GB 11643-1999): 6 digits of region, 8 of birth date (YYYYMMDD),
// 3 of sequence, and a check character (ISO 7064 MOD 11-2: 0-9 or X). No zod here, so the
// browser form can check a number without shipping a schema library.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** The check character the first 17 digits call for. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

/** The birth date written in the number, or null when it is not a real calendar date from 1900 on. */
export function idBirthDate(id: string): BirthDate | null {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (leap years included).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? { year, month, day } : null;
}

/** Upper-cases a trailing x; valid means 17 digits, the right check character and a real birth date. */
export function normaliseIdNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidIdNumber(raw: string): boolean {
  const id = normaliseIdNumber(raw);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return false;
  return idBirthDate(id) !== null;
}

/** The calendar date in China (UTC+8, no daylight saving) at `now`: ages turn over at midnight there. */
export function chinaDate(now: Date): BirthDate {
  const d = new Date(now.getTime() + 8 * 3600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Whole years of age on `today`. Someone born on 29 February has their birthday on 1 March in a
 * common year: (2, 29) compares after (2, 28) and before (3, 1).
 */
export function ageOn(birth: BirthDate, today: BirthDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** 张三 -> 张*, 张三丰 -> 张*丰, 欧阳·娜娜 -> 欧***娜 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 110101199003071234 -> 110***********1234 */
export function maskIdNumber(id: string): string {
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}
