// The recharge dialog's parts, each reading the recharge store (src/lib/recharge/store.ts): the
// first-deposit bonus, the channel and currency pickers, the amount, the coupon, what is paid, and
// the pay button (or, for a player without a verified real name, the way to verification).
import { useStore } from '@nanostores/react';
import { displayYuan } from '../../shared/money.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import {
  $rechargeForm, $rechargeQuote, chooseRechargeChannel, setRechargeAmount, setRechargeCoupon, setRechargeCurrency,
} from '../../lib/recharge/store.ts';
import { CouponSelect } from '../rewards/coupons/CouponSelect.tsx';
import { FieldError } from './fields.tsx';
import { RadioCards } from './RadioCards.tsx';
import { RechargeVerifyNotice } from './RechargeVerifyNotice.tsx';

const isImageUrl = (s: string) => /^(\/|https?:|data:image\/)/.test(s);

export function FirstDepositBonus({ t }: { t: Translator }) {
  const { data, showBonus } = useStore($rechargeQuote);
  if (!showBonus || !data) return null;
  return (
    <div
      data-testid="first-deposit-bonus"
      className="rounded-xl bg-gradient-to-r from-accent-orange/90 to-accent-red/90 px-4 py-3 text-black"
    >
      <p className="font-bold">{t('recharge.bonus', { percent: data.firstDepositBonusPercent })}</p>
      <p className="text-sm">{t('recharge.bonusDesc', { percent: data.firstDepositBonusPercent })}</p>
    </div>
  );
}

/** The channel, then the chosen channel's currencies. */
export function RechargeChannelPicker({ t }: { t: Translator }) {
  const { data, chosen } = useStore($rechargeQuote);
  const { channel, currency, errors } = useStore($rechargeForm);
  if (!data) return null;
  return (
    <>
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
          onChange={chooseRechargeChannel}
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
          onChange={setRechargeCurrency}
          describedBy={errors.currency ? 'recharge-currency-error' : undefined}
          listClassName="flex flex-wrap gap-2"
          compact
        />
      )}
      <FieldError id="recharge-currency-error" error={errors.currency} />
    </>
  );
}

/** The presets and the amount typed, with the range. */
export function RechargeAmount({ t }: { t: Translator }) {
  const { data } = useStore($rechargeQuote);
  const { amount, errors } = useStore($rechargeForm);
  if (!data) return null;
  return (
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
            onClick={() => setRechargeAmount(p)}
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
        onChange={(e) => setRechargeAmount(e.target.value)}
        aria-invalid={errors.amount ? true : undefined}
        aria-describedby="recharge-amount-range recharge-amount-error"
      />
      <p id="recharge-amount-range" className="text-xs text-muted">
        {t('recharge.range', { min: displayYuan(data.min), max: displayYuan(data.max) })}
      </p>
      <FieldError id="recharge-amount-error" error={errors.amount} />
    </div>
  );
}

/** The deposit coupons this amount reaches, and what the chosen one adds. */
export function RechargeCoupon({ t }: { t: Translator }) {
  const { fitting, chosenCoupon, couponBonus } = useStore($rechargeQuote);
  const { busy, redirecting } = useStore($rechargeForm);
  return (
    <CouponSelect
      t={t}
      id="recharge-coupon"
      coupons={fitting}
      value={chosenCoupon?.id ?? ''}
      onChange={setRechargeCoupon}
      disabled={busy || redirecting}
      effect={couponBonus ? t('coupon_bonusAfter', { amount: displayYuan(couponBonus) }) : undefined}
    />
  );
}

/** What is paid, in the chosen currency (with its rate when it is not the yuan). */
export function RechargeSummary({ t }: { t: Translator }) {
  const { payAmount, chosenCurrency, credited } = useStore($rechargeQuote);
  return (
    <div className="space-y-2 rounded-lg bg-surface-2 px-4 py-3 text-sm">
    <div className="flex items-center justify-between">
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
    {credited && (
      <div className="flex items-center justify-between border-t border-line pt-2">
        <span className="text-muted">{t('recharge.credited')}</span>
        <span data-testid="recharge-credited" className="text-end font-bold">
          ¥{displayYuan(credited.total)}
          {credited.bonus !== '0.00' && <span className="ms-1 text-xs font-normal text-emerald-300">{t('recharge.creditedBonus', { amount: displayYuan(credited.bonus) })}</span>}
        </span>
      </div>
    )}
    </div>
  );
}

/** The pay button, or the way to verify a real name when a deposit needs one. */
export function RechargePay({ lang, t }: { lang: Lang; t: Translator }) {
  const { data, needsName } = useStore($rechargeQuote);
  const { busy, redirecting, nameRefusal } = useStore($rechargeForm);
  if (needsName) return <RechargeVerifyNotice lang={lang} t={t} reason={nameRefusal ?? undefined} />;
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy || redirecting || !data || data.channels.length === 0}>
      {redirecting ? t('recharge.redirecting') : busy ? t('common.submitting') : t('recharge.submit')}
    </button>
  );
}
