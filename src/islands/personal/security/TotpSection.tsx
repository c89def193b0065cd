// The authenticator (TOTP second factor): off, "turn on" starts a setup (the QR of the otpauth URI
// drawn here, the secret as text for typing, a field for the app's code); a valid code turns it on
// and the recovery codes are shown this once, with a copy button; on, "turn off" needs a code.
// State and calls live in lib/personal/totp.ts; this island only renders.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { totpConfirmBody } from '../../../shared/contracts/totp.ts';
import { validate } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import {
  $recoveryCodes, $totp, $totpSetup, cancelTotpSetup, clearTotp, confirmTotpSetup, disableTotpWith, dismissRecoveryCodes, loadTotp, startTotpSetup,
} from '../../../lib/personal/totp.ts';
import { useBusyAction } from '../../common/hooks.ts';
import { QrCode } from '../promo/QrCode.tsx';

export function TotpSection({ lang, t }: { lang: Lang; t: Translator }) {
  const state = useStore($totp);
  const setup = useStore($totpSetup);
  const codes = useStore($recoveryCodes);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, run] = useBusyAction();

  useEffect(() => {
    void loadTotp();
    return clearTotp;
  }, []);

  async function withCode(action: (code: string) => Promise<void>, done: string) {
    const v = validate(totpConfirmBody, lang, { code });
    setError(v.ok ? undefined : v.errors.code);
    if (!v.ok) return;
    await run(async () => {
      await action(v.data.code);
      setCode('');
      toast.success(done);
    });
  }

  function copy(text: string) {
    navigator.clipboard?.writeText(text).then(
      () => toast.success(t('totp.copied')),
      () => toast.error(t('totp.copyFailed')),
    );
  }

  if (!state) return null;
  const codeField = (
    <label className="block space-y-1 text-sm">
      <span>{t('totp.code')}</span>
      <input
        data-testid="totp-code" className="input w-full" inputMode="numeric" autoComplete="one-time-code" maxLength={32}
        value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={error ? true : undefined}
      />
      {error ? <span className="text-xs text-red-400" role="alert">{error}</span> : null}
    </label>
  );
  return (
    <div className="space-y-3" data-testid="security-totp">
      <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold">
        {t('totp.title')}
        <span className="font-normal text-muted" data-testid="totp-state">{state.enabled ? t('totp.on') : t('totp.off')}</span>
      </h3>
      <p className="text-xs text-muted">{t('totp.hint')}</p>
      {codes ? (
        <div className="space-y-2 rounded-lg border border-line p-3" data-testid="totp-recovery">
          <p className="text-sm font-medium">{t('totp.recoveryTitle')}</p>
          <p className="text-xs text-muted">{t('totp.recoveryHint')}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((c) => <li key={c} data-testid="totp-recovery-code">{c}</li>)}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" data-testid="totp-recovery-copy" onClick={() => copy(codes.join('\n'))}>{t('totp.copy')}</button>
            <button type="button" className="btn-ghost" data-testid="totp-recovery-done" onClick={dismissRecoveryCodes}>{t('totp.recoveryDone')}</button>
          </div>
        </div>
      ) : null}
      {state.enabled ? (
        <>
          <p className="text-xs text-muted" data-testid="totp-left">{t('totp.recoveryLeft', { count: state.recoveryCodesLeft })}</p>
          {codeField}
          <button type="button" className="btn-ghost" data-testid="totp-disable" disabled={busy} onClick={() => void withCode(disableTotpWith, t('totp.disabled'))}>
            {t('totp.disable')}
          </button>
        </>
      ) : setup ? (
        <div className="space-y-3" data-testid="totp-setup">
          <p className="text-xs text-muted">{t('totp.scan')}</p>
          <QrCode text={setup.otpauthUri} label={t('totp.qrLabel')} className="h-40 w-40" testId="totp-qr" />
          <p className="text-xs">
            {t('totp.secret')} <code className="break-all font-mono" data-testid="totp-secret">{setup.secret}</code>
          </p>
          {codeField}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" data-testid="totp-confirm" disabled={busy} onClick={() => void withCode(confirmTotpSetup, t('totp.enabled'))}>
              {t('totp.confirm')}
            </button>
            <button type="button" className="btn-ghost" onClick={cancelTotpSetup}>{t('totp.cancel')}</button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-primary" data-testid="totp-enable" disabled={busy} onClick={() => void run(startTotpSetup)}>
          {t('totp.enable')}
        </button>
      )}
    </div>
  );
}
