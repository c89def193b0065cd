// One write a console page makes from a form (cancel a room, tighten a limit, make a code batch):
// whether it is under way, the last refusal and the last success notice, as a store the form
// renders. The form keeps only its inputs (the text being typed, whether a dialog is open).
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';

export interface ActionState {
  busy: boolean;
  /** The last refusal's message; '' once a run began. */
  error: string;
  /** What the last success said ('' when the action says nothing, or once a run began). */
  notice: string;
}

export type ActionResult<R> = { ok: true; value: R } | { ok: false };

export interface Action<A extends unknown[], R> {
  $state: MapStore<ActionState>;
  /**
   * Runs the write: busy meanwhile; resolves to its answer, or to not ok with the refusal in the
   * store. Whatever the write throws counts as the refusal, a check made before sending included.
   * A run while one is under way does nothing (resolves not ok): Enter pressed twice never writes twice.
   */
  run(...args: A): Promise<ActionResult<R>>;
  /** Not busy, no refusal, no notice shown (the page opened again). */
  reset(): void;
  /** Hides the refusal or the notice alone (the form was edited, or its panel closed). */
  clear(key: 'error' | 'notice'): void;
}

export interface ActionOptions<A extends unknown[], R> {
  /** The success notice, from the answer and the run's arguments (a translator among them when it has words). */
  notice?: (value: R, ...args: A) => string;
  /**
   * The write goes on to another page: it stays busy after succeeding, so the form cannot be sent
   * again while the browser leaves.
   */
  leaves?: boolean;
}

const idle: ActionState = { busy: false, error: '', notice: '' };
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createAction<A extends unknown[], R>(write: (...args: A) => Promise<R>, options: ActionOptions<A, R> = {}): Action<A, R> {
  const $state = map<ActionState>({ ...idle });
  return {
    $state,
    async run(...args) {
      if ($state.get().busy) return { ok: false };
      $state.set({ busy: true, error: '', notice: '' });
      try {
        const value = await write(...args);
        $state.set({ busy: options.leaves === true, error: '', notice: options.notice ? options.notice(value, ...args) : '' });
        return { ok: true, value };
      } catch (e) {
        $state.set({ busy: false, error: message(e), notice: '' });
        return { ok: false };
      }
    },
    reset() {
      $state.set({ ...idle });
    },
    clear(key) {
      if ($state.get()[key]) $state.setKey(key, '');
    },
  };
}

/**
 * The same write made from many rows of a list (approve this record, rename that channel): one
 * action per key, each with its own busy flag and refusal, so one row's refusal shows on that row
 * alone. `$notice` is the last success of any row, shown above the list (the row itself often
 * leaves the list once decided).
 */
export interface ActionFamily<K extends string | number, A extends unknown[], R> {
  /** The row's action (made on first use, the same one afterwards). */
  get(key: K): Action<A, R>;
  $notice: ReadableAtom<string>;
  clearNotice(): void;
  /** Every row idle, no notice (the page opened again). */
  reset(): void;
}

export function createActionFamily<K extends string | number, A extends unknown[], R>(
  write: (key: K, ...args: A) => Promise<R>,
  options: { notice?: (value: R, key: K, ...args: A) => string } = {},
): ActionFamily<K, A, R> {
  const members = new Map<K, Action<A, R>>();
  const $notice = atom('');
  return {
    get(key) {
      let action = members.get(key);
      if (!action) {
        action = createAction<A, R>((...args) => write(key, ...args), options.notice ? {
          notice: (value, ...args) => {
            const text = options.notice!(value, key, ...args);
            $notice.set(text);
            return text;
          },
        } : {});
        members.set(key, action);
      }
      return action;
    },
    $notice,
    clearNotice() {
      $notice.set('');
    },
    reset() {
      for (const a of members.values()) a.reset();
      $notice.set('');
    },
  };
}
