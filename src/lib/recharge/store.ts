// The recharge dialog's data and actions (the island only renders them): the channels and limits
// the server offers, the form (channel, currency, amount, coupon, its errors), the order being
// placed, a WeChat Native code to scan and the poll of its order, and the player's deposit coupons.
import { atom, computed, map } from 'nanostores';
import { PAY_STATE, rechargeBody, type PayChannels } from '../../shared/contracts/pay.ts';
import type { CouponView } from '../../shared/contracts/rewards/coupons.ts';
import { displayYuan, formatFen, parseYuan, percentOf } from '../../shared/money.ts';
import { translate, type Lang } from '../../shared/messages.ts';
import { refreshWallet } from '../actions/auth.ts';
import { ApiError } from '../api/client.ts';
import { couponApi } from '../api/coupons.ts';
import { endpoints } from '../api/endpoints.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { api } from '../api/index.ts';
import { validate, type FieldErrors } from '../forms.ts';
import { amountInRange, payAmountFor } from '../money.ts';
import { nav } from '../nav.ts';
import { closeDialog } from '../stores/dialogs.ts';
import { $user } from '../stores/user.ts';

export type RechargeLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: PayChannels };

export const $rechargeChannels = atom<RechargeLoad>({ state: 'loading' });

/** A code to scan (WeChat Native): shown in place of the form until the order settles. */
export interface RechargeQrOrder {
  orderId: string;
  codeUrl: string;
  /** What is paid, in yuan ("100.00"). */
  amount: string;
}

export interface RechargeForm {
  channel: string;
  currency: string;
  amount: string;
  couponId: string;
  errors: FieldErrors;
  busy: boolean;
  redirecting: boolean;
  qr: RechargeQrOrder | null;
  /** How the scanned order ended, when it was cancelled or expired. */
  qrEnded: 'cancelled' | 'expired' | null;
  /** The server's DEPOSIT_NEEDS_REAL_NAME, if an order was refused for it (the user info was stale). */
  nameRefusal: string | null;
}

const initialForm = (): RechargeForm => ({
  channel: '', currency: '', amount: '', couponId: '', errors: {}, busy: false, redirecting: false, qr: null, qrEnded: null, nameRefusal: null,
});
export const $rechargeForm = map<RechargeForm>(initialForm());

/** The player's deposit coupons, only while recharge rewards are on (DAILY_REWARDS). */
export const $rechargeCoupons = atom<CouponView[]>([]);

// One key per user action: a retry of the same channel/currency/amount/coupon reuses it.
let attempt: { sig: string; key: string } | null = null;
let generation = 0;

export function loadRechargeChannels(): void {
  const gen = generation;
  $rechargeChannels.set({ state: 'loading' });
  endpoints.payChannels().then(
    (data) => {
      if (gen === generation) $rechargeChannels.set({ state: 'ready', data });
    },
    () => {
      if (gen === generation) $rechargeChannels.set({ state: 'error' });
    },
  );
}

/** The dialog opened: a fresh form and the channels loaded; returns the close (forgets it all). */
export function openRecharge(): () => void {
  generation += 1;
  attempt = null;
  $rechargeForm.set(initialForm());
  $rechargeCoupons.set([]);
  loadRechargeChannels();
  return () => {
    generation += 1;
    attempt = null;
    $rechargeForm.set(initialForm());
    $rechargeChannels.set({ state: 'loading' });
    $rechargeCoupons.set([]);
  };
}

/** Loads the deposit coupons when `on` (coupons offered and someone signed in), else none. */
export function loadRechargeCoupons(on: boolean): void {
  if (!on) return $rechargeCoupons.set([]);
  couponApi.usable(1).then((list) => $rechargeCoupons.set(list), () => $rechargeCoupons.set([]));
}

export interface RechargeQuote {
  data: PayChannels | null;
  chosen: PayChannels['channels'][number] | undefined;
  chosenCurrency: PayChannels['channels'][number]['currencies'][number] | undefined;
  /** The amount in the chosen currency, or null. */
  payAmount: string | null;
  /** Only a verified real name (18 or over) may deposit, unless the operator lifted that rule. */
  needsName: boolean;
  showBonus: boolean;
  /** Coupons whose minimum this amount reaches. */
  fitting: CouponView[];
  chosenCoupon: CouponView | undefined;
  /** What the chosen coupon adds, in yuan, or null. */
  couponBonus: string | null;
  /** Whether the player has coupons to be offered (channels say so and someone is signed in). */
  couponsOn: boolean;
  /**
   * What reaches the balance, in yuan: the amount, the first-deposit bonus (the server's own
   * percentOf) and the chosen coupon's bonus; `bonus` is the part on top. Null without a valid amount.
   */
  credited: { total: string; bonus: string } | null;
}

type User = ReturnType<typeof $user.get>;

export function quoteRecharge(load: RechargeLoad, form: RechargeForm, coupons: CouponView[], user: User): RechargeQuote {
  const data = load.state === 'ready' ? load.data : null;
  const chosen = data?.channels.find((c) => c.id === form.channel);
  const chosenCurrency = chosen?.currencies.find((c) => c.code === form.currency);
  const payAmount = chosenCurrency && form.amount ? payAmountFor(form.amount.trim(), chosenCurrency.rate) : null;
  // The server refuses the rest (REAL_NAME=off lifts the rule).
  const needsName = Boolean(data?.realNameRequired !== false && user && !user.realNameVerified) || form.nameRefusal !== null;
  const showBonus = Boolean(data && user && !user.firstDepositDone && data.firstDepositBonusPercent > 0);
  const amountFen = parseYuan(form.amount.trim());
  const fitting = amountFen === null ? [] : coupons.filter((c) => (parseYuan(c.min) ?? 0n) <= amountFen);
  const chosenCoupon = fitting.find((c) => c.id === form.couponId);
  const couponBonus = chosenCoupon && amountFen !== null
    ? formatFen((amountFen * BigInt(Math.round(Number(chosenCoupon.value) * 100))) / 10_000n)
    : null;
  const couponsOn = Boolean(data?.coupons && user);
  const bonusFen = amountFen === null || !data ? 0n
    : (showBonus ? percentOf(amountFen, data.firstDepositBonusPercent) : 0n) + (couponBonus ? parseYuan(couponBonus) ?? 0n : 0n);
  const credited = amountFen === null || amountFen <= 0n ? null : { total: formatFen(amountFen + bonusFen), bonus: formatFen(bonusFen) };
  return { data, chosen, chosenCurrency, payAmount, needsName, showBonus, fitting, chosenCoupon, couponBonus, couponsOn, credited };
}

export const $rechargeQuote = computed([$rechargeChannels, $rechargeForm, $rechargeCoupons, $user], quoteRecharge);

// Editing a field clears its error; the next submit validates again.
function clearError(field: string): void {
  const { errors } = $rechargeForm.get();
  if (field in errors) $rechargeForm.setKey('errors', Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field)));
}

export function setRechargeAmount(value: string): void {
  $rechargeForm.setKey('amount', value);
  clearError('amount');
}

export function setRechargeCurrency(code: string): void {
  $rechargeForm.setKey('currency', code);
  clearError('currency');
}

export function setRechargeCoupon(id: string): void {
  $rechargeForm.setKey('couponId', id);
}

export function chooseRechargeChannel(id: string): void {
  $rechargeForm.setKey('channel', id);
  clearError('channel');
  const load = $rechargeChannels.get();
  const next = load.state === 'ready' ? load.data.channels.find((c) => c.id === id) : undefined;
  // Keep the currency when the new channel has it; preselect it when there is only one.
  if (!next?.currencies.some((c) => c.code === $rechargeForm.get().currency)) setRechargeCurrency(next?.currencies.length === 1 ? next.currencies[0].code : '');
}

/** Places the order: validates, then goes to the provider's page or shows a code to scan. */
export async function submitRecharge(lang: Lang): Promise<void> {
  const form = $rechargeForm.get();
  const { data, chosenCoupon, chosenCurrency } = $rechargeQuote.get();
  if (!data || form.busy) return;
  const v = validate(rechargeBody, lang, { channel: form.channel, currency: form.currency, amount: form.amount, couponId: chosenCoupon?.id });
  const errs: FieldErrors = v.ok ? {} : { ...v.errors };
  if (v.ok && !amountInRange(v.data.amount, data.min, data.max)) {
    errs.amount = translate(lang, 'err.amountOutOfRange', { min: displayYuan(data.min), max: displayYuan(data.max) });
  }
  $rechargeForm.setKey('errors', errs);
  if (!v.ok || Object.keys(errs).length > 0) return;

  const sig = `${v.data.channel}|${v.data.currency}|${v.data.amount}|${v.data.couponId ?? ''}`;
  if (attempt?.sig !== sig) attempt = { sig, key: api.newIdempotencyKey() };
  const gen = generation;
  $rechargeForm.setKey('busy', true);
  try {
    const { orderId, payUrl } = await endpoints.recharge(v.data, attempt.key);
    // Where this order is paid: the provider's page, or (WeChat Native) a code to scan here.
    const checkout = await endpoints.payCheckout(orderId);
    if (gen !== generation) return;
    if (checkout.kind === 'qr') {
      $rechargeForm.set({
        ...$rechargeForm.get(),
        qr: { orderId, codeUrl: checkout.codeUrl, amount: payAmountFor(v.data.amount, chosenCurrency?.rate ?? '1.00') ?? v.data.amount },
        qrEnded: null,
      });
      return;
    }
    $rechargeForm.setKey('redirecting', true);
    nav.go(checkout.kind === 'redirect' ? checkout.url : payUrl);
  } catch (err) {
    // Toasted by the request client; the same key is reused if the user tries again. A refusal
    // for want of a verified name also turns the pay button into the way to verify.
    if (gen === generation && err instanceof ApiError && err.status === ERROR_CODE.DEPOSIT_NEEDS_REAL_NAME) $rechargeForm.setKey('nameRefusal', err.message);
  } finally {
    if (gen === generation) $rechargeForm.setKey('busy', false);
  }
}

/** Back from an ended code to the form: the next order is a new one (a new idempotency key). */
export function rechargeAgain(): void {
  attempt = null;
  $rechargeForm.set({ ...$rechargeForm.get(), qr: null, qrEnded: null });
}

export const PAY_POLL_MS = 2500;

/**
 * Polls a scanned order every few seconds, silently (a failed poll is tried again, not toasted):
 * paid calls `onPaid`, closes the dialog and refreshes the balance as after any deposit; cancelled
 * or expired is kept in the form's qrEnded. Returns the stop (the dialog closed: no more polls).
 */
export function followPayOrder(orderId: string, onPaid: () => void): () => void {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const { payState } = await endpoints.payOrder(orderId, { silent: true });
      if (!live) return;
      if (payState === PAY_STATE.completed) {
        onPaid();
        closeDialog('recharge');
        void refreshWallet();
        return;
      }
      if (payState === PAY_STATE.cancelled || payState === PAY_STATE.expired) {
        $rechargeForm.setKey('qrEnded', payState === PAY_STATE.cancelled ? 'cancelled' : 'expired');
        return;
      }
    } catch {
      if (!live) return;
    }
    timer = setTimeout(() => { void poll(); }, PAY_POLL_MS);
  };
  timer = setTimeout(() => { void poll(); }, PAY_POLL_MS);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
