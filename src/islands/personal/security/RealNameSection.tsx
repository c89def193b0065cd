// Real-name verification: name and ID number (checked here with the server's own rules), then
// off to the provider's page; back on /personal?certify=<id> the result is read and shown.
import { useEffect, useState, type SubmitEvent } from 'react';
import { certifyBody, type CertifyResult } from '../../../shared/contracts/certify.ts';
import { validate, type FieldErrors } from '../../../lib/forms.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { readCertifyResult, startCertify } from '../../../lib/personal/security.ts';
import { certifyThenFrom, resumeAfterCertify } from '../../../lib/verification/certify-return.ts';
import { TextField } from '../../dialogs/fields.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  verified: boolean;
  onChanged: () => Promise<void>;
}

/** The id the provider's page sent the user back with, if any. */
function returnedId(): string | null {
  return new URLSearchParams(window.location.search).get('certify');
}

export function RealNameSection({ lang, t, verified, onChanged }: Props) {
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CertifyResult | null>(null);

  async function readResult(id: string) {
    try {
      const r = await readCertifyResult(id);
      setResult(r);
      if (r.state === 1) await onChanged();
      // Started from the recharge dialog: back to it (lib/verification/certify-return.ts).
      resumeAfterCertify(window.location.search, r);
    } catch {
      // Toasted by the request client (an id that is not the user's answers 404).
    }
  }
  useEffect(() => {
    const id = returnedId();
    if (id) void readResult(id);
  }, []);
  // The recharge dialog sends an unverified player to /personal#real-name: this
  // section loads after the page, too late for the browser's own jump to the anchor.
  useEffect(() => {
    if (window.location.hash === '#real-name') document.getElementById('real-name')?.scrollIntoView({ block: 'start' });
  }, []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(certifyBody, lang, { realName, idNumber });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok || busy) return;
    setBusy(true);
    try {
      window.location.assign(await startCertify(v.data.realName, v.data.idNumber, certifyThenFrom(window.location.search)));
    } catch {
      setBusy(false);
    }
  }

  const status = verified ? t('certify.verified') : t('certify.notVerified');
  return (
    <div id="real-name" className="scroll-mt-24 space-y-3" data-testid="security-certify">
      <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold">
        {t('certify.title')}
        <span className={verified ? 'font-normal text-emerald-400' : 'font-normal text-muted'} data-testid="certify-status">{status}</span>
      </h3>
      {result ? <ResultLine t={t} result={result} onRefresh={() => { void readResult(result.certifyId); }} /> : null}
      {verified ? null : (
        <form className="space-y-3" onSubmit={(e) => { void submit(e); }} noValidate>
          <TextField
            id="certify-real-name"
            label={t('certify.realName')}
            autoComplete="name"
            maxLength={20}
            placeholder={t('certify.realNamePlaceholder')}
            value={realName}
            onChange={(e) => setRealName(e.target.value)}
            error={errors.realName}
          />
          <TextField
            id="certify-id-number"
            label={t('certify.idNumber')}
            autoComplete="off"
            maxLength={18}
            placeholder={t('certify.idNumberPlaceholder')}
            value={idNumber}
            onChange={(e) => setIdNumber(e.target.value)}
            error={errors.idNumber}
          />
          <p className="text-xs text-muted">{t('certify.adultNotice')}</p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('common.submitting') : t('certify.start')}
          </button>
        </form>
      )}
    </div>
  );
}

function ResultLine({ t, result, onRefresh }: { t: Translator; result: CertifyResult; onRefresh: () => void }) {
  if (result.state === 1) return <p className="text-sm text-emerald-400" data-testid="certify-result">{t('certify.passed')}</p>;
  if (result.state === 2) {
    return <p className="text-sm text-accent-red" data-testid="certify-result">{t('certify.refused', { reason: result.reason ?? '' })}</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted" data-testid="certify-result">
      {t('certify.pending')}
      <button type="button" className="text-accent-blue hover:underline" onClick={onRefresh}>
        {t('certify.refresh')}
      </button>
    </p>
  );
}
