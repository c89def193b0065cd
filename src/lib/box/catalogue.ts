// The case catalogues' data (the islands only render them): /box's themes and every case, and the
// home page's case grid, theme tabs and the newest drops its hot row counts. The catalogue is small:
// it is read whole, and the tabs filter it in the page.
import { atom } from 'nanostores';
import type { BoxSummary, BoxTheme } from '../../shared/contracts/box.ts';
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { ALL_THEMES, boxApi, loadAllBoxes } from '../api/box.ts';
import { statApi } from '../api/stat.ts';

export { ALL_THEMES };

// ---- /box ----

export type BoxCatalogueState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; themes: BoxTheme[]; boxes: BoxSummary[] };
export const $boxCatalogue = atom<BoxCatalogueState>({ state: 'loading' });

/** Themes (none when they fail: the cases show under "other") and every case. */
export async function loadBoxCatalogue(): Promise<void> {
  $boxCatalogue.set({ state: 'loading' });
  try {
    const [themes, boxes] = await Promise.all([boxApi.themes().catch(() => [] as BoxTheme[]), loadAllBoxes(ALL_THEMES)]);
    $boxCatalogue.set({ state: 'ready', themes, boxes });
  } catch {
    $boxCatalogue.set({ state: 'failed' });
  }
}

// ---- home ----

/** The newest drops the hot row counts: the most the lastDrop endpoint gives. */
export const HOT_SAMPLE = 50;

export interface HomeCasesState {
  themes: BoxTheme[];
  /** Null while the cases load. */
  boxes: BoxSummary[] | null;
  failed: boolean;
  /** The newest HOT_SAMPLE drops. */
  drops: DropRecord[];
}

export const $homeCases = atom<HomeCasesState>({ themes: [], boxes: null, failed: false, drops: [] });

let casesGeneration = 0;

/** The themes and the newest drops (either may fail quietly), then the cases. */
export function startHomeCases(): () => void {
  let live = true;
  boxApi.themes().then((themes) => {
    if (live) $homeCases.set({ ...$homeCases.get(), themes });
  }, () => undefined);
  statApi.lastDrop(0, HOT_SAMPLE).then((drops) => {
    if (live) $homeCases.set({ ...$homeCases.get(), drops });
  }, () => undefined);
  void loadHomeBoxes();
  return () => {
    live = false;
    casesGeneration += 1;
    $homeCases.set({ themes: [], boxes: null, failed: false, drops: [] });
  };
}

/** Every case (again, after a failure). */
export async function loadHomeBoxes(): Promise<void> {
  casesGeneration += 1;
  const gen = casesGeneration;
  $homeCases.set({ ...$homeCases.get(), boxes: null, failed: false });
  try {
    const boxes = await loadAllBoxes(ALL_THEMES);
    if (gen === casesGeneration) $homeCases.set({ ...$homeCases.get(), boxes });
  } catch {
    if (gen === casesGeneration) $homeCases.set({ ...$homeCases.get(), failed: true });
  }
}
