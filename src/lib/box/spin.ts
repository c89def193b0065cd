// Drives one reel's scroll from 0 to `distance` px with an ease-out, frame by frame, reporting
// each tile boundary crossed (for the tick sound). Clock and frame scheduler are injected so the
// timing can be tested without a browser.
export interface SpinOptions {
  distance: number; // px to travel (positive)
  durationMs: number;
  stride: number; // tile width + gap: a tick each time the travel crosses a multiple of it
  /** Held still this long first (the case's lid opening), then the spin's clock starts. */
  delayMs?: number;
  onFrame: (travelled: number) => void;
  /** A card passed the line; `progress` (0..1) lets the sound follow the reel slowing down. */
  onTick?: (progress: number) => void;
  onDone: () => void;
  now?: () => number;
  frame?: (cb: () => void) => unknown;
  /** A fallback timer, so a throttled frame loop (background tab) still finishes. */
  timer?: (cb: () => void, ms: number) => unknown;
}

/** Fast at first, slowing to a stop: 1 - (1 - t)^4. */
export function easeOutQuart(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 4;
}

/** Start the spin; returns a cancel function. onDone runs exactly once unless cancelled. */
export function spin(o: SpinOptions): () => void {
  const now = o.now ?? (() => performance.now());
  const frame = o.frame ?? ((cb: () => void) => requestAnimationFrame(cb));
  const timer = o.timer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const delay = Math.max(0, o.delayMs ?? 0);
  const start = now() + delay;
  let lastTile = 0;
  let finished = false;

  const finish = (): void => {
    if (finished) return;
    finished = true;
    o.onFrame(o.distance);
    o.onDone();
  };
  const step = (): void => {
    if (finished) return;
    const t = (now() - start) / Math.max(1, o.durationMs);
    if (t < 0) {
      frame(step);
      return;
    }
    if (t >= 1) return finish();
    const travelled = easeOutQuart(t) * o.distance;
    const tile = Math.floor(travelled / o.stride);
    if (tile !== lastTile) {
      lastTile = tile;
      o.onTick?.(t);
    }
    o.onFrame(travelled);
    frame(step);
  };
  frame(step);
  timer(finish, delay + o.durationMs + 1000);
  return () => {
    finished = true;
  };
}
