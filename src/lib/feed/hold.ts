// Holding live drops back until their reel has stopped. A case drop's message carries revealAt
// (server clock, reel-timing.ts); the browser converts it to its own clock with the server-clock
// offset learned from the messages themselves, and the opener's page also holds its own drops
// until its reels have stopped (the server cannot see a slow phone load the reel).
import type { DropRecord } from '../../shared/contracts/feed.ts';

export interface DropHold {
  /** A live drop: shown now by `show`, or later, once its reel has stopped. */
  arrive(drop: DropRecord): void;
  /** The opener's page: these drops wait for release() as well as for their revealAt. */
  holdOwn(ids: readonly string[]): void;
  release(ids: readonly string[]): void;
  /** Forget everything waiting (tests, page teardown). */
  clear(): void;
}

export interface HoldDeps {
  show: (drop: DropRecord) => void;
  now?: () => number;
  setTimer?: (cb: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createDropHold({
  show,
  now = () => Date.now(),
  setTimer = (cb, ms) => setTimeout(cb, ms),
  clearTimer = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}: HoldDeps): DropHold {
  // Server clock minus ours, a lower bound: a message's createTime (server clock at the opening)
  // is never later than the server's time when it reaches us. Erring low only holds a drop longer.
  let offset = Number.NEGATIVE_INFINITY;
  const own = new Set<string>();
  const waiting = new Map<string, { drop: DropRecord; timer: unknown; due: boolean }>();

  // Before any message has said the server's time, take ours.
  const serverNow = () => now() + (Number.isFinite(offset) ? offset : 0);
  const waitMs = (drop: DropRecord): number => {
    const reveal = drop.revealAt ? Date.parse(drop.revealAt) : Number.NaN;
    return Number.isFinite(reveal) ? reveal - serverNow() : 0;
  };

  function settle(id: string): void {
    const entry = waiting.get(id);
    if (!entry) return;
    const left = waitMs(entry.drop);
    if (left > 0) {
      clearTimer(entry.timer);
      // Re-checked at least once a minute: timers cannot wait past 2^31 ms, and a bad revealAt must not spin.
      entry.timer = setTimer(() => settle(id), Math.min(left, 60_000));
      return;
    }
    entry.due = true;
    if (own.has(id)) return;
    waiting.delete(id);
    show(entry.drop);
  }

  return {
    arrive(drop) {
      const created = Date.parse(drop.createTime);
      if (Number.isFinite(created)) offset = Math.max(offset, created - now());
      if (waiting.has(drop.id)) return;
      if (!own.has(drop.id) && waitMs(drop) <= 0) return show(drop);
      waiting.set(drop.id, { drop, timer: undefined, due: false });
      settle(drop.id);
    },
    holdOwn(ids) {
      for (const id of ids) own.add(id);
    },
    release(ids) {
      for (const id of ids) {
        own.delete(id);
        if (waiting.get(id)?.due) settle(id);
      }
    },
    clear() {
      for (const { timer } of waiting.values()) clearTimer(timer);
      waiting.clear();
      own.clear();
      offset = Number.NEGATIVE_INFINITY;
    },
  };
}
