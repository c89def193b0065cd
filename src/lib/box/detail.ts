// The case page's data and actions (/box/{id}; the island only renders them): the case (its
// contents by value), the player's case coupons for it, and the opening sequence (open-flow.ts's
// reducer kept in a store, so the reel and the result dialog dispatch to it).
import { atom, computed, map } from 'nanostores';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import type { CouponView } from '../../shared/contracts/rewards/coupons.ts';
import { formatFen, parseYuan } from '../../shared/money.ts';
import { openCases } from '../actions/box.ts';
import { boxApi } from '../api/box.ts';
import { ApiError } from '../api/client.ts';
import { couponApi } from '../api/coupons.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { holdOwnDrops } from '../feed/store.ts';
import { sound } from '../sound.ts';
import { $loggedIn } from '../stores/auth.ts';
import { openDialog } from '../stores/dialogs.ts';
import { $prefs } from '../stores/prefs.ts';
import { byValueDesc } from './items.ts';
import { IDLE, openReducer, type OpenAction, type OpenState } from './open-flow.ts';

export type BoxLoad = { state: 'loading' } | { state: 'ready'; box: BoxDetail } | { state: 'missing' } | { state: 'failed' };

/** True for the server's "no such case" (its code, or a bare 404). */
export function isBoxMissing(err: unknown): boolean {
  return err instanceof ApiError && (err.status === ERROR_CODE.BOX_NOT_FOUND || err.status === 404);
}

export const $boxDetail = atom<BoxLoad>({ state: 'loading' });

export interface BoxOpenForm {
  count: number;
  couponId: string;
}
export const $boxOpenForm = map<BoxOpenForm>({ count: 1, couponId: '' });
export const $boxCoupons = atom<CouponView[]>([]);
export const $boxOpenFlow = atom<OpenState>(IDLE);

let boxId = 0;
let generation = 0;

function fresh(): void {
  $boxOpenForm.set({ count: 1, couponId: '' });
  $boxCoupons.set([]);
  $boxOpenFlow.set(IDLE);
}

/**
 * The page opened case `id`: a fresh page (count 1, no coupon, idle) and the case loaded. Returns
 * the leave (a late answer is then dropped, and the next case starts from "loading").
 */
export function enterBox(id: number): () => void {
  boxId = id;
  fresh();
  void loadBox();
  return () => {
    generation += 1;
    fresh();
    $boxDetail.set({ state: 'loading' });
  };
}

/** Loads the case (again, after a failure); its contents sorted by value. */
export async function loadBox(): Promise<void> {
  generation += 1;
  const gen = generation;
  $boxDetail.set({ state: 'loading' });
  try {
    const box = await boxApi.detail(boxId);
    if (gen === generation) $boxDetail.set({ state: 'ready', box: { ...box, items: byValueDesc(box.items) } });
  } catch (err) {
    if (gen === generation) $boxDetail.set({ state: isBoxMissing(err) ? 'missing' : 'failed' });
  }
}

/** The player's case coupons for this case, when `on` (mounted and signed in). */
export function loadBoxCoupons(on: boolean): void {
  if (!on) return $boxCoupons.set([]);
  const id = boxId;
  couponApi.usable(2, id).then((list) => {
    if (id === boxId) $boxCoupons.set(list);
  }, () => $boxCoupons.set([]));
}

export function setBoxCount(count: number): void {
  $boxOpenForm.setKey('count', count);
}

export function setBoxCoupon(id: string): void {
  $boxOpenForm.setKey('couponId', id);
}

export function dispatchBoxOpen(action: OpenAction): void {
  $boxOpenFlow.set(openReducer($boxOpenFlow.get(), action));
}

export interface BoxQuote {
  /** Coupons that fit price × count. */
  fitting: CouponView[];
  /** The chosen coupon while it still fits (fewer cases drop it). */
  chosen: CouponView | undefined;
  /** What is paid with the coupon, in yuan; undefined without one. */
  payTotal: string | undefined;
}

export function quoteBox(load: BoxLoad, form: BoxOpenForm, coupons: CouponView[]): BoxQuote {
  const box = load.state === 'ready' ? load.box : null;
  const totalFen = box ? (parseYuan(box.price) ?? 0n) * BigInt(form.count) : 0n;
  const fitting = coupons.filter((c) => (parseYuan(c.min) ?? 0n) <= totalFen);
  const chosen = fitting.find((c) => c.id === form.couponId);
  const payTotal = chosen ? formatFen(totalFen - (parseYuan(chosen.value) ?? 0n)) : undefined;
  return { fitting, chosen, payTotal };
}

export const $boxQuote = computed([$boxDetail, $boxOpenForm, $boxCoupons], quoteBox);

/**
 * Opens the chosen count (a signed-out visitor gets the login dialog): the reel or, when fast, the
 * result. A used coupon is dropped and the coupons asked again.
 */
export async function openBox(): Promise<void> {
  const load = $boxDetail.get();
  if (load.state !== 'ready') return;
  if (!$loggedIn.get()) return openDialog('login');
  const { count } = $boxOpenForm.get();
  const { chosen } = $boxQuote.get();
  dispatchBoxOpen({ type: 'start', count });
  sound.open();
  try {
    const result = await openCases(load.box.id, count, chosen?.id);
    if (chosen) {
      setBoxCoupon('');
      loadBoxCoupons(true);
    }
    const fast = $prefs.get().fast;
    // The reel is the reveal: this page's live strip keeps these drops until it has stopped.
    if (!fast) holdOwnDrops(result.drops.map((d) => d.id));
    dispatchBoxOpen({ type: 'opened', result, fast });
  } catch {
    dispatchBoxOpen({ type: 'failed' });
  }
}
