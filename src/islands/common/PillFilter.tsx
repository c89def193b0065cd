// A row of pill buttons choosing one filter value (a radio group): the record centre's balance
// types and take-back states. `dataName` names the data attribute each pill carries its value in.
export interface PillOption<V extends string | number> {
  value: V;
  label: string;
}

export function PillFilter<V extends string | number>({ label, testId, dataName, options, value, onChange }: {
  label: string;
  testId: string;
  dataName: string;
  options: PillOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          {...{ [`data-${dataName}`]: o.value }}
          onClick={() => onChange(o.value)}
          className="rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted hover:text-ink aria-checked:border-accent-orange aria-checked:text-accent-orange"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
