import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from '../common/CloseButton.tsx';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
  /** Wider dialogs (recharge; 'xl': the skin dialog's two columns). */
  wide?: boolean | 'xl';
  /** Tab and Shift+Tab cycle within the dialog instead of leaving it (the skin dialog). */
  trapFocus?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `panel`: from the last focusable to the first and back. */
function trapTab(e: KeyboardEvent, panel: HTMLElement | null): void {
  if (e.key !== 'Tab' || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === panel || !panel.contains(at))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !panel.contains(at))) {
    e.preventDefault();
    first.focus();
  }
}

/** A modal dialog: labelled by its title, Escape and the backdrop close it, focus moves inside. */
export function Modal({ title, closeLabel, onClose, testId, children, wide = false, trapFocus = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Callers pass a new onClose on every render; reading it through a ref keeps the effect below
  // to mount and unmount, so typing in a field never sends focus back to the first one.
  const close = useRef(onClose);
  close.current = onClose;
  const trap = useRef(trapFocus);
  trap.current = trapFocus;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select, textarea, button[type=submit]',
    );
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (trap.current) trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-black/70 backdrop-blur-sm" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
        className={`relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 shadow-2xl sm:rounded-2xl sm:p-6 ${wide === 'xl' ? 'sm:max-w-2xl' : wide ? 'sm:max-w-lg' : 'sm:max-w-md'}`}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <CloseButton label={closeLabel} onClick={onClose} />
        </div>
        {children}
      </div>
    </div>
  );
}
