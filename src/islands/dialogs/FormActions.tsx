// The foot of the account dialogs: the submit button and the links over to the other dialogs.
import type { ReactNode } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';
import { switchDialog, type DialogName } from '../../lib/stores/dialogs.ts';

export function SubmitButton({ t, label, busy = false }: { t: Translator; label: string; busy?: boolean }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {busy ? t('common.submitting') : label}
    </button>
  );
}

const TONES = {
  accent: 'text-accent-orange hover:underline',
  muted: 'text-muted hover:text-ink',
  /** Alone on its own line under the submit button. */
  line: 'block w-full text-center text-sm text-accent-orange hover:underline',
  /** A full-width secondary button: another way in (Steam). */
  steam: 'btn-ghost w-full',
};

interface SwitchLinkProps {
  from: DialogName;
  to: DialogName;
  tone?: keyof typeof TONES;
  children: ReactNode;
}

/** Closes this dialog and opens another (a button: it navigates nowhere). */
export function SwitchLink({ from, to, tone = 'accent', children }: SwitchLinkProps) {
  return (
    <button type="button" className={TONES[tone]} onClick={() => switchDialog(from, to)}>
      {children}
    </button>
  );
}
