// A fieldset of radio buttons drawn as bordered cards, the checked one highlighted (the recharge
// dialog's channel and currency choices).
import type { ReactNode } from 'react';

export interface RadioCard {
  value: string;
  content: ReactNode;
}

interface Props {
  /** The inputs' name; each input's id is `${idPrefix}-${value}`. */
  name: string;
  idPrefix: string;
  legend: string;
  options: readonly RadioCard[];
  checked: string;
  onChange: (value: string) => void;
  describedBy?: string;
  /** How the cards are laid out (a grid of wide cards, or a row of small ones). */
  listClassName: string;
  /** Small cards: less padding. */
  compact?: boolean;
  /** After the cards, inside the fieldset (its error). */
  children?: ReactNode;
}

export function RadioCards({ name, idPrefix, legend, options, checked, onChange, describedBy, listClassName, compact = false, children }: Props) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={listClassName}>
        {options.map((o) => (
          <label
            key={o.value}
            htmlFor={`${idPrefix}-${o.value}`}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 ${compact ? 'py-1.5' : 'py-2'} text-sm ${checked === o.value ? 'border-accent-orange bg-accent-orange/10' : 'border-line hover:bg-surface-2'}`}
          >
            <input
              id={`${idPrefix}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              checked={checked === o.value}
              onChange={() => onChange(o.value)}
              className="accent-accent-orange"
            />
            {o.content}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
