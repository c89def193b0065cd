// A list's name search: a labelled search input with the magnifier inside (the /skin and /shop
// filter bars).
interface Props {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  testId: string;
}

export function SearchField({ label, value, maxLength, onChange, testId }: Props) {
  return (
    <label className="relative flex-1">
      <span className="sr-only">{label}</span>
      <svg viewBox="0 0 20 20" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true">
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m14 14 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        className="input ps-9"
        placeholder={label}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
