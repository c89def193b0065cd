import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { RECHARGE_ORDER_EXPIRY_MINUTES, rechargeBody, type PayChannels } from '../../shared/contracts/pay.ts';
import type { CouponView } from '../../shared/contracts/rewards/coupons.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { couponApi } from '../../lib/api/coupons.ts';
import { CouponSelect } from '../rewards/coupons/CouponSelect.tsx';
import { translate } from '../../shared/messages.ts';
import { endpoints } from '../../lib/api/endpoints.ts';
import { validate, type FieldErrors } from '../../lib/forms.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { amountInRange, payAmountFor } from '../../lib/money.ts';
import { nav } from '../../lib/nav.ts';
import { api } from '../../lib/api/index.ts';
import { ApiError } from '../../lib/api/client.ts';
import { ERROR_CODE } from '../../lib/api/error-codes.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LimitPrompt } from '../protection/LimitPrompt.tsx';
import { localizedPath } from '../../shared/locale-paths.ts';
import { FieldError } from './fields.tsx';
import { Modal } from './Modal.tsx';
import { RadioCards } from './RadioCards.tsx';
import { RechargeQr } from './RechargeQr.tsx';
import { RechargeVerifyNotice } from './RechargeVerifyNotice.tsx';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: PayChannels };

const isImageUrl = (s: string) => /^(\/|https?:|data:image\/)/.test(s);

export function RechargeDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const user = useStore($user);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [channel, setChannel] = useState('');
  const [currency, setCurrency] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // A code to scan (WeChat Native): shown here, in place of the form, until the order settles.
  const [qr, setQr] = useState<{ orderId: string; codeUrl: string; amount: string } | null>(null);
  // The server's DEPOSIT_NEEDS_REAL_NAME, if an order was refused for it (the user info was stale).
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);
  // One key per user action: a retry of the same channel/currency/amount reuses it.
  const attempt = useRef<{ sig: string; key: string } | null>(null);

  const fetchChannels = useCallback(() => {
    setLoad({ state: 'loading' });
    endpoints.payChannels().then(
      (data) => setLoad({ state: 'ready', data }),
      () => setLoad({ state: 'error' }),
    );
  }, []);
  useEffect(fetchChannels, [fetchChannels]);

  // The player's deposit coupons (issue 18), only while recharge rewards are on (DAILY_REWARDS).
  const [coupons, setCoupons] = useState<CouponView[]>([]);
  const [couponId, setCouponId] = useState('');
  const couponsOn = load.state === 'ready' && load.data.coupons && Boolean(user);
  useEffect(() => {
    if (!couponsOn) return setCoupons([]);
    couponApi.usable(1).then(setCoupons, () => setCoupons([]));
  }, [couponsOn]);

  const data = load.state === 'ready' ? load.data : null;
  const chosen = data?.channels.find((c) => c.id === channel);
  const chosenCurrency = chosen?.currencies.find((c) => c.code === currency);
  const payAmount = chosenCurrency && amount ? payAmountFor(amount.trim(), chosenCurrency.rate) : null;
  // Only a verified real name (18 or over) may deposit, unless the operator turned that rule off
  // (REAL_NAME=off); the server refuses the rest.
  const needsName = Boolean(data?.realNameRequired !== false && user && !user.realNameVerified) || nameRefusal !== null;
  const showBonus = Boolean(data && user && !user.firstDepositDone && data.firstDepositBonusPercent > 0);
  // Coupons whose minimum this amount reaches, and what the chosen one would add.
  const amountFen = parseYuan(amount.trim());
  const fitting = amountFen === null ? [] : coupons.filter((c) => (parseYuan(c.min) ?? 0n) <= amountFen);
  const chosenCoupon = fitting.find((c) => c.id === couponId);
  const couponBonus = chosenCoupon && amountFen !== null
    ? formatFen((amountFen * BigInt(Math.round(Number(chosenCoupon.value) * 100))) / 10_000n)
    : null;

  // Editing a field clears its error; the next submit validates again.
  const clearError = (field: string) =>
    setErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));
  const changeAmount = (value: string) => {
    setAmount(value);
    clearError('amount');
  };
  const changeCurrency = (code: string) => {
    setCurrency(code);
    clearError('currency');
  };

  function chooseChannel(id: string) {
    setChannel(id);
    clearError('channel');
    const next = data?.channels.find((c) => c.id === id);
    // Keep the currency when the new channel has it; preselect it when there is only one.
    if (!next?.currencies.some((c) => c.code === currency)) changeCurrency(next?.currencies.length === 1 ? next.currencies[0].code : '');
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!data || busy) return;
    const input = { channel, currency, amount, couponId: chosenCoupon?.id };
    const v = validate(rechargeBody, lang, input);
    const errs: FieldErrors = v.ok ? {} : { ...v.errors };
    if (v.ok && !amountInRange(v.data.amount, data.min, data.max)) {
      errs.amount = translate(lang, 'err.amountOutOfRange', { min: displayYuan(data.min), max: displayYuan(data.max) });
    }
    setErrors(errs);
    if (!v.ok || Object.keys(errs).length > 0) return;

    const sig = `${v.data.channel}|${v.data.currency}|${v.data.amount}|${v.data.couponId ?? ''}`;
    if (attempt.current?.sig !== sig) attempt.current = { sig, key: api.newIdempotencyKey() };
    setBusy(true);
    try {
      const { orderId, payUrl } = await endpoints.recharge(v.data, attempt.current.key);
      // Where this order is paid: the provider's page, or (WeChat Native) a code to scan here.
      const checkout = await endpoints.payCheckout(orderId);
      if (checkout.kind === 'qr') {
        setQr({ orderId, codeUrl: checkout.codeUrl, amount: payAmountFor(v.data.amount, chosenCurrency?.rate ?? '1.00') ?? v.data.amount });
        return;
      }
      setRedirecting(true);
      nav.go(checkout.kind === 'redirect' ? checkout.url : payUrl);
    } catch (err) {
      // Toasted by the request client; the same key is reused if the user tries again. A refusal
      // for want of a verified name also turns the pay button into the way to verify.
      if (err instanceof ApiError && err.status === ERROR_CODE.DEPOSIT_NEEDS_REAL_NAME) setNameRefusal(err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('recharge.title')} closeLabel={t('common.close')} onClose={() => closeDialog('recharge')} testId="recharge-dialog" wide>
      {load.state === 'loading' && <p className="py-8 text-center text-muted">{t('common.loading')}</p>}
      {load.state === 'error' && <LoadFailed t={t} onRetry={fetchChannels} className="space-y-3 py-6 text-center" />}
      {data && qr && (
        <RechargeQr
          t={t}
          {...qr}
          onAgain={() => {
            // The next order is a new one: a new idempotency key.
            attempt.current = null;
            setQr(null);
          }}
        />
      )}
      {data && !qr && (
        <form noValidate onSubmit={submit} className="space-y-5">
          {/* Issue 19: a player with no limit is offered a daily deposit limit first. */}
          {user && <LimitPrompt t={t} />}
          {showBonus && (
            <div
              data-testid="first-deposit-bonus"
              className="rounded-xl bg-gradient-to-r from-accent-orange/90 to-accent-red/90 px-4 py-3 text-black"
            >
              <p className="font-bold">{t('recharge.bonus', { percent: data.firstDepositBonusPercent })}</p>
              <p className="text-sm">{t('recharge.bonusDesc', { percent: data.firstDepositBonusPercent })}</p>
            </div>
          )}

          {data.channels.length === 0 ? (
            <p className="text-muted">{t('recharge.noChannels')}</p>
          ) : (
            <RadioCards
              name="channel"
              idPrefix="recharge-channel"
              legend={t('recharge.channel')}
              options={data.channels.map((c) => ({
                value: c.id,
                content: (
                  <>
                    {isImageUrl(c.icon) && <img src={c.icon} alt="" className="size-5" />}
                    <span>{c.name}</span>
                  </>
                ),
              }))}
              checked={channel}
              onChange={chooseChannel}
              describedBy={errors.channel ? 'recharge-channel-error' : undefined}
              listClassName="grid grid-cols-2 gap-2"
            >
              <FieldError id="recharge-channel-error" error={errors.channel} />
            </RadioCards>
          )}

          {chosen && (
            <RadioCards
              name="currency"
              idPrefix="recharge-currency"
              legend={t('recharge.currency')}
              options={chosen.currencies.map((c) => ({
                value: c.code,
                content: (
                  <span>
                    {c.code} · {c.name}
                  </span>
                ),
              }))}
              checked={currency}
              onChange={changeCurrency}
              describedBy={errors.currency ? 'recharge-currency-error' : undefined}
              listClassName="flex flex-wrap gap-2"
              compact
            />
          )}
          <FieldError id="recharge-currency-error" error={errors.currency} />

          <div className="space-y-2">
            <label htmlFor="recharge-amount" className="block text-sm font-medium">
              {t('recharge.amount')}
            </label>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {data.presets.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={amount === p}
                  onClick={() => changeAmount(p)}
                  className={`rounded-lg border px-2 py-2 text-sm font-semibold ${amount === p ? 'border-accent-orange bg-accent-orange/10 text-accent-orange' : 'border-line hover:bg-surface-2'}`}
                >
                  ¥{displayYuan(p)}
                </button>
              ))}
            </div>
            <input
              id="recharge-amount"
              name="amount"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('recharge.customAmount')}
              value={amount}
              onChange={(e) => changeAmount(e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby="recharge-amount-range recharge-amount-error"
            />
            <p id="recharge-amount-range" className="text-xs text-muted">
              {t('recharge.range', { min: displayYuan(data.min), max: displayYuan(data.max) })}
            </p>
            <FieldError id="recharge-amount-error" error={errors.amount} />
          </div>

          <CouponSelect
            t={t}
            id="recharge-coupon"
            coupons={fitting}
            value={chosenCoupon?.id ?? ''}
            onChange={setCouponId}
            disabled={busy || redirecting}
            effect={couponBonus ? t('coupon_bonusAfter', { amount: displayYuan(couponBonus) }) : undefined}
          />

          <div className="flex items-center justify-between rounded-lg bg-surface-2 px-4 py-3 text-sm">
            <span className="text-muted">{t('recharge.payAmount')}</span>
            <span data-testid="recharge-pay-amount" className="text-end">
              <span className="text-lg font-bold text-accent-orange">
                {/* "About" only for a foreign currency, whose amount is converted (and rounded by the
                    server); a CNY payment is exactly the amount credited. */}
                {payAmount && chosenCurrency
                  ? chosenCurrency.code === 'CNY'
                    ? `${displayYuan(payAmount)} CNY`
                    : t('recharge.payAmountValue', { amount: displayYuan(payAmount), currency: chosenCurrency.code })
                  : '—'}
              </span>
              {chosenCurrency && Number(chosenCurrency.rate) !== 1 && (
                <span className="block text-xs text-muted">
                  {t('recharge.rate', { currency: chosenCurrency.code, rate: chosenCurrency.rate })}
                </span>
              )}
            </span>
          </div>

          {needsName ? (
            <RechargeVerifyNotice lang={lang} t={t} reason={nameRefusal ?? undefined} />
          ) : (
            <button type="submit" className="btn-primary w-full" disabled={busy || redirecting || data.channels.length === 0}>
              {redirecting ? t('recharge.redirecting') : busy ? t('common.submitting') : t('recharge.submit')}
            </button>
          )}
          <p className="text-center text-xs text-muted" data-testid="recharge-expiry">
            {t('recharge.expiry', { minutes: RECHARGE_ORDER_EXPIRY_MINUTES })}
          </p>
          <p className="text-center text-xs">
            <a href={localizedPath(lang, '/personal/protection')} className="text-accent-blue hover:underline" data-testid="recharge-limits-link">
              {t('limits_link')}
            </a>
          </p>
        </form>
      )}
    </Modal>
  );
}
