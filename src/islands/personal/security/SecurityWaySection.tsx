// The security check: turn SMS checks on or off, or pass a check now (valid ten minutes for this
// session) before changing the phone or mail. Both need a code sent to the user's own phone.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { securityCheckBody } from '../../../shared/contracts/security.ts';
import { validate } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { $securityWays, bindSecurityWay, clearSecurityWays, loadSecurityWays, securityCheck } from '../../../lib/personal/security.ts';
import { SmsCodeField } from '../../dialogs/SmsCodeField.tsx';
import { useBusyAction } from '../../common/hooks.ts';

interface Props {
  lang: Lang;
  t: Translator;
  /** Changes when the account does (phone bound, way switched): the section reloads its state. */
  version: string;
  onChanged: () => Promise<void>;
}

export function SecurityWaySection({ lang, t, version, onChanged }: Props) {
  const state = useStore($securityWays);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, busyRun] = useBusyAction();

  const load = loadSecurityWays;
  useEffect(() => {
    void load();
  }, [version]);
  useEffect(() => clearSecurityWays, []);

  async function run(action: (code: string) => Promise<unknown>, done: string) {
    const v = validate(securityCheckBody, lang, { code });
    setError(v.ok ? undefined : v.errors.code);
    if (!v.ok) return;
    await busyRun(async () => {
      await action(v.data.code);
      setCode('');
      toast.success(done);
      await onChanged();
      await load();
    });
  }

  if (!state) return null;
  const on = state.current === 'sms';
  return (
    <div className="space-y-3" data-testid="security-way">
      <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold">
        {t('security.way')}
        <span className="font-normal text-muted" data-testid="security-way-current">{on ? t('security.waySms') : t('security.wayNone')}</span>
      </h3>
      <p className="text-xs text-muted">{t('security.wayHint')}</p>
      {state.ways.includes('sms') ? (
        <>
          <SmsCodeField id="security-way-code" t={t} lang={lang} purpose="security" own value={code} onChange={setCode} error={error} />
          {state.checkedRecently ? <p className="text-xs text-emerald-400" data-testid="security-checked">{t('security.checkDone')}</p> : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => { void run(securityCheck, t('security.checkPassed')); }}>
              {t('security.checkNow')}
            </button>
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              data-testid="security-way-toggle"
              onClick={() => { void run((c) => bindSecurityWay(on ? 'none' : 'sms', c), t('security.saved')); }}
            >
              {on ? t('security.wayTurnOff') : t('security.wayTurnOn')}
            </button>
          </div>
        </>
      ) : (
        <p className="text-xs text-muted">{t('security.wayNeedsPhone')}</p>
      )}
    </div>
  );
}
