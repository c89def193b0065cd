// A skin's name in the catalogue's form "weapon | finish (wear)", e.g. "AK-47 | Redline (Field-Tested)"
// or "★ StatTrak™ 刺刀 | 噩梦之夜 (崭新出厂)", split in its three parts so a card can show the weapon,
// the finish and the wear each on its own line instead of one long truncated string. Names not in
// that form (a vanilla knife "★ Karambit", a name without wear) leave the missing parts empty.

export interface ItemNameParts {
  /** What comes before the weapon: "★", "StatTrak™", "Souvenir", "★ StatTrak™" ('' for none). */
  mark: string;
  /** The weapon, e.g. "AK-47", "Karambit" (the whole name when it has no pipe). */
  weapon: string;
  /** The finish, a Doppler's phase included, e.g. "Doppler Phase 2" ('' for a vanilla skin). */
  finish: string;
  /** The wear inside the trailing parentheses, e.g. "Field-Tested" ('' when there are none). */
  wear: string;
}

// The marks the catalogue writes before a weapon, in the order they can appear.
const MARK = /^((?:★|StatTrak™|Souvenir|纪念品|紀念品)(?:\s+|$))+/u;
// Only a parenthesised group at the very end is the wear: a finish may hold parentheses of its own.
const WEAR = /\s*[(（]([^()（）]*)[)）]\s*$/u;

export function splitItemName(name: string): ItemNameParts {
  let rest = name.trim();
  const mark = MARK.exec(rest)?.[0] ?? '';
  rest = rest.slice(mark.length);
  const wearMatch = WEAR.exec(rest);
  const wear = wearMatch ? wearMatch[1].trim() : '';
  if (wearMatch) rest = rest.slice(0, wearMatch.index);
  const pipe = rest.indexOf('|');
  const weapon = (pipe < 0 ? rest : rest.slice(0, pipe)).trim();
  const finish = pipe < 0 ? '' : rest.slice(pipe + 1).trim();
  return { mark: mark.trim(), weapon, finish, wear };
}
