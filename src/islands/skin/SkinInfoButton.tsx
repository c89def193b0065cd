// A small "i" in the corner of a tile whose own click does something else (a backpack tile selects,
// a live-feed tile links to its case): it opens the skin dialog for the tile's skin.
import { openSkinDialog } from '../../lib/skin-dialog.ts';

interface Props {
  ornamentId: number;
  /** "View {name}" in the page's language. */
  label: string;
  className?: string;
}

export function SkinInfoButton({ ornamentId, label, className = 'absolute top-1 end-1' }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      data-testid="skin-info"
      data-ornament-id={ornamentId}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        openSkinDialog(ornamentId);
      }}
      className={`${className} z-10 grid size-6 place-items-center rounded-full bg-black/50 text-ink/80 transition-colors hover:bg-accent-orange hover:text-bg focus-visible:bg-accent-orange focus-visible:text-bg`}
    >
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
        <circle cx="10" cy="5.5" r="1.6" fill="currentColor" />
        <path d="M10 9v6.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
