// The case editor's help from the server: the item search (a moment after typing stops) and the
// preview of a table that tiles (its ranges, derived price and RTP; the latest asked wins, and a
// table changed since drops the answer for the one before).
import { atom, map } from 'nanostores';
import type { ConsoleBoxPreview, ConsoleOrnamentHit } from '../../shared/console/boxes.ts';
import type { Translator } from '../i18n/ui.ts';
import { createAction } from './action.ts';
import { boxesApi, type DraftInput } from './boxes.ts';

const SEARCH_DELAY_MS = 250;
const PREVIEW_DELAY_MS = 300;

/** The items matching the search text; empty for no text or a failed search. */
export const $ornamentHits = atom<ConsoleOrnamentHit[]>([]);
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** The search text changed: ask once typing stops (nothing for no text). */
export function searchOrnaments(text: string): void {
  clearTimeout(searchTimer);
  const q = text.trim();
  if (!q) { $ornamentHits.set([]); return; }
  searchTimer = setTimeout(() => { boxesApi.ornaments(q).then((h) => $ornamentHits.set(h), () => $ornamentHits.set([])); }, SEARCH_DELAY_MS);
}

export interface PreviewState {
  preview: ConsoleBoxPreview | null;
  error: string;
}
export const $boxPreview = map<PreviewState>({ preview: null, error: '' });
let previewTimer: ReturnType<typeof setTimeout> | undefined;
let previewSeq = 0;

/** The table changed: preview this draft a moment later, or (null: it does not tile) show none. */
export function schedulePreview(draft: DraftInput | null): void {
  clearTimeout(previewTimer);
  const mine = ++previewSeq;
  if (!draft) { $boxPreview.set({ preview: null, error: '' }); return; }
  previewTimer = setTimeout(() => {
    boxesApi.preview(draft).then(
      (preview) => { if (mine === previewSeq) $boxPreview.set({ preview, error: '' }); },
      (e: unknown) => { if (mine === previewSeq) $boxPreview.set({ preview: null, error: e instanceof Error ? e.message : String(e) }); },
    );
  }, PREVIEW_DELAY_MS);
}

/** The editor opened: no proposal's refusal or notice from before. */
export function startBoxEditor(): void {
  boxPropose.reset();
}

/** The editor closed: nothing pending, nothing shown. */
export function stopBoxEditor(): void {
  clearTimeout(searchTimer);
  schedulePreview(null);
  $ornamentHits.set([]);
}

/** Proposes the table (and, for a new case, its names, theme and image) with the reason; resolves to the proposal's id. */
export const proposeBox = (draft: DraftInput, reason: string): Promise<number> => boxesApi.propose({ ...draft, reason }).then((r) => r.id);

/** The editor's submit: the notice names the proposal made. */
export const boxPropose = createAction(
  (_t: Translator, draft: DraftInput, reason: string) => proposeBox(draft, reason),
  { notice: (id, t) => t('console_boxes_submitted', { id }) },
);
