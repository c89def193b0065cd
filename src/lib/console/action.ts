// One write a console page makes from a form (cancel a room, tighten a limit, make a code batch):
// whether it is under way and the last refusal, as a store the form renders. The form keeps only
// its inputs; what to say on success is the form's (it knows the words).
import { map, type MapStore } from 'nanostores';

export interface ActionState {
  busy: boolean;
  /** The last refusal's message; '' once a run began. */
  error: string;
}

export type ActionResult<R> = { ok: true; value: R } | { ok: false };

export interface Action<A extends unknown[], R> {
  $state: MapStore<ActionState>;
  /** Runs the write: busy meanwhile; resolves to its answer, or to not ok with the refusal in the store. */
  run(...args: A): Promise<ActionResult<R>>;
  /** Not busy, no refusal shown (the page opened again). */
  reset(): void;
}

export function createAction<A extends unknown[], R>(write: (...args: A) => Promise<R>): Action<A, R> {
  const $state = map<ActionState>({ busy: false, error: '' });
  return {
    $state,
    async run(...args) {
      $state.set({ busy: true, error: '' });
      try {
        const value = await write(...args);
        $state.set({ busy: false, error: '' });
        return { ok: true, value };
      } catch (e) {
        $state.set({ busy: false, error: e instanceof Error ? e.message : String(e) });
        return { ok: false };
      }
    },
    reset() {
      $state.set({ busy: false, error: '' });
    },
  };
}
