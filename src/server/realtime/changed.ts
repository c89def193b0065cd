// What a state-changing service answers: its result and the live events to publish once its
// transaction has committed (the edge's changeOnce, http/changes.ts, publishes them).
import type { BroadcastEvent } from './broadcaster.ts';

export interface Changed<T> {
  result: T;
  events: BroadcastEvent[];
}
