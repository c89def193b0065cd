import type { AuthFieldProps } from './AuthFields.tsx';
import { TextField } from './fields.tsx';

interface Props extends AuthFieldProps {
  optional?: boolean;
}

/**
 * The SMS code field with its "get code" button and the place of the slider check. Sending
 * codes comes with SMS verification (a later issue); until then the button is disabled.
 */
export function SmsCodeField({ id, t, value, onChange, error, optional = false }: Props) {
  return (
    <div className="space-y-2">
      <TextField
        id={id}
        label={t('auth.smsCode')}
        hint={optional ? t('register.smsOptional') : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        placeholder={t('auth.smsCodePlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        addon={
          <button type="button" className="btn-ghost shrink-0 whitespace-nowrap" disabled title={t('auth.smsComingSoon')}>
            {t('auth.getSmsCode')}
          </button>
        }
      />
      <div data-slot="slider-check" className="rounded-lg border border-dashed border-line px-3 py-2 text-xs text-muted">
        {t('auth.sliderSlot')}
      </div>
    </div>
  );
}
