import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the input (e.g. the "get code" button). */
  addon?: ReactNode;
}

export function TextField({ id, label, error, hint, addon, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {hint ? <span className="ms-1 text-xs font-normal text-muted">{hint}</span> : null}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-xs text-accent-red">
      {error}
    </p>
  );
}

interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}

export function Checkbox({ id, checked, onChange, children, error }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-accent-orange"
        />
        <label htmlFor={id} className="text-muted">
          {children}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
