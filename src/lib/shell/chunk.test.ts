import { afterEach, describe, expect, it, vi } from 'vitest';
import { $chunkFailed, CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, guardedImport, isChunkLoadError, listenForChunkErrors, withChunkTimeout } from './chunk.ts';

describe('chunk-load errors', () => {
  afterEach(() => {
    vi.useRealTimers();
    $chunkFailed.set(false);
  });

  it('uses the spec time-out of 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('recognises the usual failed-import messages and nothing else', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('turns an import that hangs for 120 s into a chunk-load error, and not a moment earlier', async () => {
    vi.useFakeTimers();
    const hung = withChunkTimeout(new Promise(() => {}), '3');
    const seen = vi.fn();
    hung.catch(seen);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledOnce();
    expect(seen.mock.calls[0][0]).toBeInstanceOf(ChunkLoadError);
    expect(String(seen.mock.calls[0][0].message)).toMatch(/^Loading chunk 3 failed/);
    await expect(withChunkTimeout(Promise.resolve(5))).resolves.toBe(5);
  });

  it('raises the page-wide prompt on vite:preloadError and on an unhandled failed import only', () => {
    const target = new EventTarget();
    listenForChunkErrors(target);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    target.dispatchEvent(rejection(new Error('something else')));
    expect($chunkFailed.get()).toBe(false);
    target.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect($chunkFailed.get()).toBe(true);
    $chunkFailed.set(false);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect($chunkFailed.get()).toBe(true);
  });

  it('leaves a guarded import\'s failure to its boundary: one prompt, not two', async () => {
    const target = new EventTarget();
    listenForChunkErrors(target);
    const failing = guardedImport(() => {
      // What Vite's preload helper does when a dynamic import with dependencies fails.
      target.dispatchEvent(new Event('vite:preloadError'));
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /LoginDialog.js'));
    });
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect($chunkFailed.get()).toBe(false);
    // Once nothing guarded is in flight, the event raises the prompt again.
    target.dispatchEvent(new Event('vite:preloadError'));
    expect($chunkFailed.get()).toBe(true);
  });
});
