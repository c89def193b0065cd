// A player back from a payment page (the provider's return address, or the sandbox's) lands on the
// record centre with ?order=<id>: the page says how that deposit stands, asking the server (which
// asks the provider while the order is open) every few seconds for up to a minute, so the player
// sees "¥120 credited" the moment it is, or that it is still being confirmed, or that it failed.
import { atom } from 'nanostores';
import { PAY_STATE } from '../../shared/contracts/pay.ts';
import { refreshWallet } from '../actions/auth.ts';
import { endpoints } from '../api/endpoints.ts';

export type ReturnedOrder =
  | { state: 'none' }
  | { state: 'checking'; orderId: string }
  | { state: 'paid'; orderId: string }
  | { state: 'ended'; orderId: string }
  /** Still open after the last try: the provider has not told us yet; the records will show it. */
  | { state: 'pending'; orderId: string };

export const $returnedOrder = atom<ReturnedOrder>({ state: 'none' });

export const RETURN_POLL_MS = 3000;
export const RETURN_POLL_TRIES = 20;

const ORDER_ID = /^R\d{14}[0-9A-F]{8}$/;

/** Starts following the order named in `search` (?order=); returns the stop. */
export function followReturnedOrder(search: string, opts: { pollMs?: number; tries?: number } = {}): () => void {
  const orderId = new URLSearchParams(search).get('order');
  if (!orderId || !ORDER_ID.test(orderId)) return () => {};
  const pollMs = opts.pollMs ?? RETURN_POLL_MS;
  let left = opts.tries ?? RETURN_POLL_TRIES;
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  $returnedOrder.set({ state: 'checking', orderId });
  const poll = async () => {
    left -= 1;
    try {
      const { payState } = await endpoints.payOrder(orderId, { silent: true });
      if (!live) return;
      if (payState === PAY_STATE.completed) {
        $returnedOrder.set({ state: 'paid', orderId });
        void refreshWallet();
        return;
      }
      if (payState === PAY_STATE.cancelled || payState === PAY_STATE.expired) {
        $returnedOrder.set({ state: 'ended', orderId });
        return;
      }
    } catch {
      if (!live) return;
    }
    if (left <= 0) {
      $returnedOrder.set({ state: 'pending', orderId });
      return;
    }
    timer = setTimeout(() => void poll(), pollMs);
  };
  void poll();
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
