// The one server answer the security forms explain beyond the request client's toast: a missing
// security check points the user at the section where they can pass it.
import toast from 'react-hot-toast';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { isCheckRequired } from '../../../lib/personal/security.ts';

export { isCheckRequired };

/** After a failed request: a hint toast when the failure was the missing check (others were toasted already). */
export function checkRequiredNotice(err: unknown, t: Translator): void {
  if (isCheckRequired(err)) toast(t('security.checkRequired'), { id: 'security-check-required' });
}
