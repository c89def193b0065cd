// The skin dialog's skin (src/lib/skin-dialog.ts opens it): loading, the skin, not found, or failed.
// An answer for a skin the dialog no longer shows is dropped (its own request channel, and `seq`).
import { atom } from 'nanostores';
import type { SkinDetail } from '../../shared/contracts/skin.ts';
import { isStale, type ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { skinApi } from '../api/skin.ts';

export type SkinDetailState = { kind: 'loading' } | { kind: 'ready'; skin: SkinDetail } | { kind: 'notFound' } | { kind: 'failed' };

/** An HTTP "not found" without the API's envelope (an unknown id in the path) also means no such skin. */
const HTTP_NOT_FOUND = 404;

export const $skinDetail = atom<SkinDetailState>({ kind: 'loading' });
let seq = 0;

export async function loadSkinDetail(id: number): Promise<void> {
  const mine = ++seq;
  $skinDetail.set({ kind: 'loading' });
  try {
    const skin = await skinApi.detail(id, { channel: 'skinDialog', silent: true });
    if (mine === seq) $skinDetail.set({ kind: 'ready', skin });
  } catch (err) {
    if (mine !== seq || isStale(err)) return;
    const status = (err as ApiError | null)?.status;
    $skinDetail.set({ kind: status === ERROR_CODE.SKIN_NOT_FOUND || status === HTTP_NOT_FOUND ? 'notFound' : 'failed' });
  }
}

/** The dialog closed: the next one starts from "loading", and an answer still in flight is dropped. */
export function resetSkinDetail(): void {
  seq += 1;
  $skinDetail.set({ kind: 'loading' });
}
