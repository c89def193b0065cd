// The phone and password fields of the account dialogs (login, register, find password, SMS login).
import type { Translator } from '../../lib/i18n/ui.ts';
import { TextField } from './fields.tsx';

/** What every field of the account dialogs takes (the SMS code field too). */
export interface AuthFieldProps {
  id: string;
  t: Translator;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function PhoneField({ id, t, value, onChange, error }: AuthFieldProps) {
  return (
    <TextField
      id={id}
      label={t('auth.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder={t('auth.phonePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

interface PasswordProps extends AuthFieldProps {
  /** `current` signs in with the saved password; `new` sets one, so the browser offers to make it up. */
  purpose: 'current' | 'new';
  label?: string;
}

export function PasswordField({ id, t, value, onChange, error, purpose, label = t('auth.password') }: PasswordProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      placeholder={t(purpose === 'current' ? 'auth.passwordPlaceholder' : 'auth.newPasswordPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
