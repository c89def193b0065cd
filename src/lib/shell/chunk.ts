// The spec's error catalogue and constants: a chunk (a lazily loaded piece of the page) that fails to load, or takes longer
// than 120 s, is a chunk-load error. The shell shows a reload prompt instead of a dead island.
import { atom } from 'nanostores';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Whether `err` is a failed dynamic import: ours (timeout), webpack's "Loading chunk {n} failed"
 * and "Loading CSS chunk", Vite's preload error, and the browsers' own messages for import().
 */
export function isChunkLoadError(err: unknown): boolean {
  if (err instanceof ChunkLoadError) return true;
  if (!(err instanceof Error) && !(typeof err === 'object' && err !== null && 'message' in err)) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Rejects with a ChunkLoadError when `load` takes longer than the spec's 120 s. */
export function withChunkTimeout<T>(load: Promise<T>, name = '?', ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${name} failed. (timeout)`)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** Set when a chunk failed outside any boundary (Vite's preload error, an unhandled import()). */
export const $chunkFailed = atom(false);

/** Imports in flight whose failure an error boundary shows (lazyWithRetry's). */
let guarded = 0;

/**
 * Runs an import whose failure a boundary will show. Vite reports a failed import that has
 * dependencies to preload twice: as `vite:preloadError` and as the import's rejection; while such
 * an import is in flight the event raises no page-wide prompt, so the reader sees one prompt.
 */
export function guardedImport<T>(load: () => Promise<T>): Promise<T> {
  guarded += 1;
  const done = () => { guarded -= 1; };
  const p = load();
  p.then(done, done);
  return p;
}

/**
 * The page-wide listeners: `vite:preloadError` (a chunk's preloaded dependency failed) and
 * unhandled rejections that are chunk-load errors. Both raise the reload prompt, unless a
 * boundary already shows it (guardedImport).
 */
export function listenForChunkErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', () => {
    if (guarded === 0) $chunkFailed.set(true);
  });
  target.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    if (isChunkLoadError(e.reason)) $chunkFailed.set(true);
  });
}
