// The "get code" button of the mail form: sends, then stays locked for 60 s with a countdown
// (the server refuses sooner resends too, so this only spares the user a refusal).
import { useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '../../../shared/constants.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';

interface Props {
  t: Translator;
  /** Resolves true when a code went out; false (or a throw) leaves the button ready. */
  send: () => Promise<boolean>;
  testId?: string;
}

export function CountdownButton({ t, send, testId }: Props) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function click() {
    if (busy || left > 0) return;
    setBusy(true);
    try {
      if (await send()) setLeft(SMS_RESEND_SECONDS);
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn-ghost shrink-0 whitespace-nowrap" disabled={busy || left > 0} onClick={() => { void click(); }} data-testid={testId}>
      {left > 0 ? t('security.resendIn', { seconds: left }) : t('security.sendCode')}
    </button>
  );
}
