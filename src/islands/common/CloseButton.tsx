// The × button in the corner of a dialog or drawer.
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-ink">
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
        <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
