// Reality checks' data and actions (RealityWatch and RealityPanel only render them): the
// play session's view with the server's clock offset, and the answer to a due check. The request
// client's signals and the dialog's open state: src/lib/stores/reality.ts.
import { map } from 'nanostores';
import type { RealityView } from '../../shared/contracts/protection/reality.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { realityApi, sessionClock } from '../api/reality.ts';
import { $realityOpen } from '../stores/reality.ts';

export { sessionClock };

export interface RealityState {
  view: RealityView | null;
  /** The server's clock minus this browser's, from the last answer. */
  offset: number;
}

export const $reality = map<RealityState>({ view: null, offset: 0 });

/** Reads the view (a due check opens the dialog); null when it could not be read. */
export async function loadReality(): Promise<RealityView | null> {
  try {
    const v = await realityApi.view();
    $reality.set({ view: v, offset: Date.parse(v.serverTime) - Date.now() });
    if (v.due) $realityOpen.set(true);
    return v;
  } catch {
    return null;
  }
}

/**
 * Chooses how often the check comes (RealityPanel): the view with its new due time, which the
 * header's watch follows too; null when refused (the request client toasted why).
 */
export async function setRealityInterval(minutes: number): Promise<RealityView | null> {
  try {
    const v = await realityApi.setInterval(minutes);
    $reality.set({ view: v, offset: Date.parse(v.serverTime) - Date.now() });
    return v;
  } catch {
    return null;
  }
}

/** Signed out: no view, no dialog. */
export function forgetReality(): void {
  $reality.setKey('view', null);
  $realityOpen.set(false);
}

/**
 * Answers the due check (keep playing or stop): the view it gives, or null when refused. A check
 * already answered elsewhere (another tab: REALITY_NOT_DUE) closes the dialog and reads the view.
 */
export async function answerReality(go: boolean): Promise<RealityView | null> {
  try {
    const v = await realityApi.answer(go);
    $reality.setKey('view', v);
    $realityOpen.set(false);
    return v;
  } catch (err) {
    if (err instanceof ApiError && err.status === ERROR_CODE.REALITY_NOT_DUE) {
      $realityOpen.set(false);
      void loadReality();
    }
    return null;
  }
}
