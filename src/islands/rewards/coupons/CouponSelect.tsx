// The coupon select of the recharge dialog and the case page: the player's usable
// coupons that fit (the caller filters by amount or price), each named by what it gives, and the
// choice "no coupon". Hidden when nothing fits, so a player without coupons sees no empty control.
import type { CouponView } from '../../../shared/contracts/rewards/coupons.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';

interface Props {
  t: Translator;
  coupons: readonly CouponView[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  /** What the chosen coupon does to this deposit or opening ("券后价 ¥9.00"); empty when none is chosen. */
  effect?: string;
  id: string;
}

export const couponLabel = (t: Translator, c: CouponView): string =>
  c.couponType === 1
    ? t('coupon_depositOption', { percent: c.value, min: displayYuan(c.min) })
    : t('coupon_caseOption', { off: displayYuan(c.value), min: displayYuan(c.min) });

export function CouponSelect({ t, coupons, value, onChange, disabled, effect, id }: Props) {
  if (coupons.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-1.5 rounded-xl border border-dashed border-accent-orange/50 bg-accent-orange/5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-accent-orange">
        {/* A ticket: a notched rectangle (an emoji would need a font the page may not have). */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          <path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a3 3 0 0 0 0 6v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a3 3 0 0 0 0-6V6Zm6 0v2h2V6H9Zm0 5v2h2v-2H9Zm0 5v2h2v-2H9Z" />
        </svg>
        {t('coupon_select')}
      </label>
      <select
        id={id}
        data-testid="coupon-select"
        className="input min-w-0 flex-1 py-1.5 text-sm"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('coupon_none')}</option>
        {coupons.map((c) => (
          <option key={c.id} value={c.id}>
            {couponLabel(t, c)}
          </option>
        ))}
      </select>
      {effect && (
        <span data-testid="coupon-effect" className="text-sm font-bold tabular-nums text-accent-orange">
          {effect}
        </span>
      )}
    </div>
  );
}
