// /box groups the catalogue by theme: themes in the order the server lists them, each with its
// cases in catalogue order; cases of an unknown theme end up in one last group (name null).
import type { BoxSummary, BoxTheme } from '../../shared/contracts/box.ts';

export interface ThemeGroup {
  id: number;
  name: string | null;
  boxes: BoxSummary[];
}

export function groupByTheme(themes: readonly BoxTheme[], boxes: readonly BoxSummary[]): ThemeGroup[] {
  const groups = new Map<number, ThemeGroup>(themes.map((th) => [th.id, { id: th.id, name: th.name, boxes: [] }]));
  const other: ThemeGroup = { id: -1, name: null, boxes: [] };
  for (const box of boxes) (groups.get(box.themeId) ?? other).boxes.push(box);
  return [...groups.values(), other].filter((g) => g.boxes.length > 0);
}
