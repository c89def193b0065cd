// /provably-fair/verify: anyone pastes a revealed seed pair and the roll's parameters; the
// ticket is computed in this browser with the shared fairness code, nothing is sent anywhere.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { GAMES } from '../../shared/fairness/bytes.ts';
import {
  computeManual,
  manualFormFromQuery,
  parseManualForm,
  type ManualError,
  type ManualField,
  type ManualForm,
} from '../../lib/fair/verify.ts';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { FieldError } from '../dialogs/fields.tsx';
import { VerifyChecks } from './VerifyChecks.tsx';

const EMPTY: ManualForm = manualFormFromQuery('');

const ERROR_KEYS: Record<ManualError, UiKey> = {
  required: 'verify.err.required',
  clientSeed: 'verify.err.clientSeed',
  hash: 'verify.err.hash',
  nonce: 'verify.err.nonce',
  range: 'verify.err.range',
  game: 'verify.err.required',
};

function errorText(t: Translator, e: ManualError): string {
  return t(ERROR_KEYS[e]);
}

type Outcome = { status: 'ok'; hashMatches: boolean; ticket: number } | { status: 'failed'; reason: string } | null;

export default function VerifyForm({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState<ManualForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ManualField, ManualError>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // A link from the seed page carries the revealed values in the query string.
  useEffect(() => setForm(manualFormFromQuery(window.location.search)), []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const parsed = parseManualForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setOutcome(null);
      return;
    }
    setErrors({});
    setBusy(true);
    setOutcome(await computeManual(parsed.input));
    setBusy(false);
  }

  const field = (name: ManualField, label: string, mono = true) => {
    const err = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          data-testid={`verify-input-${name}`}
          className={`input ${mono ? 'font-mono' : ''}`}
          value={form[name]}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${inputId}-error` : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
        <FieldError id={`${inputId}-error`} error={err ? errorText(t, err) : undefined} />
      </div>
    );
  };

  return (
    <section className="card space-y-4 p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="font-bold">
          {t('verify.formTitle')}
        </h2>
        <p className="text-xs text-muted">
          {t('verify.formDesc')}{' '}
          <a href="#test-vectors" className="text-accent-blue hover:underline">
            {t('verify.helpTitle')}
          </a>
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate data-testid="verify-form">
        {field('serverSeed', t('fair.serverSeed'))}
        {field('salt', t('fair.salt'))}
        <div className="sm:col-span-2">{field('publicHash', t('fair.publicHash'))}</div>
        {field('clientSeed', t('fair.clientSeed'))}
        {field('nonce', t('verify.nonce'))}
        <div className="space-y-1">
          <label htmlFor={`${id}-game`} className="block text-sm font-medium">
            {t('verify.game')}
          </label>
          <select
            id={`${id}-game`}
            data-testid="verify-input-game"
            className="input"
            value={form.game}
            onChange={(e) => setForm({ ...form, game: e.target.value })}
          >
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {g} · {t(`fair.game.${g}`)}
              </option>
            ))}
          </select>
        </div>
        {field('range', t('verify.range'))}
        <div className="sm:col-span-2">
          <button type="submit" data-testid="verify-submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? t('verify.computing') : t('verify.submit')}
          </button>
        </div>
      </form>
      {outcome?.status === 'ok' && <VerifyChecks t={t} hashMatches={outcome.hashMatches} ticket={outcome.ticket} />}
      {outcome?.status === 'failed' && (
        <p role="alert" className="text-sm text-accent-red">
          {t('verify.failed', { reason: outcome.reason })}
        </p>
      )}
    </section>
  );
}
