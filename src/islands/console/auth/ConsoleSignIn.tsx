// /console/sign-in: name, password and the 6-digit authenticator code; then, for a new or reset
// staff member (signed in with the one-time password, the code left empty), the forced change of
// the password and the enrolment of their own authenticator (the server makes the secret then and
// shows it, and its QR code, to them alone) before anything else. `?step=setup` (sent by the
// console shell) opens what is still due straight away for a signed-in staff member; `?next=` is
// where to go afterwards (inside the console only).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import { $enrolment, $signInStep, signInForm, startEnrolment, startSignIn } from '../../../lib/console/sign-in.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';

function Field(props: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-xs font-semibold text-muted">{props.label}</label>
      {props.children}
      {props.hint ? <p className="text-xs text-muted">{props.hint}</p> : null}
    </div>
  );
}

export default function ConsoleSignIn({ lang }: { lang: Lang }) {
  const step = useStore($signInStep);
  const enrolment = useStore($enrolment);
  const [enrolCode, setEnrolCode] = useState('');
  const { busy, error } = useStore(signInForm.$state);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => startSignIn(), []);

  // The secret is made when the enrolment step opens (once per page), and shown only here; its
  // failure is the form's refusal (in the store).
  useEffect(() => {
    if (step === 'enrol') void startEnrolment();
  }, [step]);

  function signIn(e: SubmitEvent) {
    e.preventDefault();
    void signInForm.run(lang, { step: 'signIn', name, password, code }).then((r) => {
      // The one-time password is the old one of the change that follows.
      if (r.ok && r.value === 'password') setOldPassword(password);
      if (!r.ok) setCode('');
    });
  }

  function change(e: SubmitEvent) {
    e.preventDefault();
    void signInForm.run(lang, { step: 'password', oldPassword, newPassword, confirm });
  }

  function enrol(e: SubmitEvent) {
    e.preventDefault();
    void signInForm.run(lang, { step: 'enrol', code: enrolCode }).then((r) => { if (!r.ok) setEnrolCode(''); });
  }

  const errorBox = error ? (
    <p role="alert" data-testid="console-sign-in-error" className="rounded-lg border border-accent-red/50 bg-accent-red/10 px-3 py-2 text-sm text-accent-red">{error}</p>
  ) : null;

  if (step === 'enrol') {
    return (
      <form onSubmit={enrol} className="card w-full max-w-sm space-y-4 p-5" data-testid="console-enrol-totp">
        <h1 className="text-lg font-bold">{t(lang, 'console_signin_enrolTitle')}</h1>
        <p className="text-xs text-muted">{t(lang, 'console_signin_enrolHint')}</p>
        {errorBox}
        {enrolment ? (
          <>
            <figure className="mx-auto space-y-1 text-center">
              <img src={enrolment.qrDataUrl} alt={t(lang, 'console_staff_qr')} width={176} height={176} className="mx-auto size-44 rounded bg-white p-1" data-testid="enrol-qr" />
              <figcaption className="text-xs text-muted">{t(lang, 'console_staff_qr')}</figcaption>
            </figure>
            <dl className="space-y-2 text-xs">
              <div>
                <dt className="text-muted">{t(lang, 'console_staff_secret')}</dt>
                <dd className="select-all break-all font-mono text-sm text-ink" data-testid="enrol-secret">{enrolment.secret}</dd>
              </div>
              <div>
                <dt className="text-muted">{t(lang, 'console_staff_uri')}</dt>
                <dd className="select-all break-all font-mono text-muted" data-testid="enrol-uri">{enrolment.otpauthUri}</dd>
              </div>
            </dl>
          </>
        ) : <p className="text-xs text-muted">{t(lang, 'console_signin_enrolLoading')}</p>}
        <Field id="cs-enrol-code" label={t(lang, 'console_signin_code')}>
          <input
            id="cs-enrol-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required maxLength={7}
            className="input font-mono tracking-[0.3em]" value={enrolCode} onChange={(e) => setEnrolCode(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={busy || !enrolment}>{t(lang, 'console_signin_enrolSubmit')}</button>
      </form>
    );
  }

  if (step === 'password') {
    return (
      <form onSubmit={change} className="card w-full max-w-sm space-y-4 p-5" data-testid="console-change-password">
        <h1 className="text-lg font-bold">{t(lang, 'console_signin_changeTitle')}</h1>
        <p className="text-xs text-muted">{t(lang, 'console_signin_changeHint')}</p>
        {errorBox}
        <Field id="cs-old" label={t(lang, 'console_signin_oldPassword')}>
          <input id="cs-old" name="oldPassword" type="password" autoComplete="current-password" required className="input" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
        </Field>
        <Field id="cs-new" label={t(lang, 'console_signin_newPassword')}>
          <input id="cs-new" name="newPassword" type="password" autoComplete="new-password" required minLength={8} maxLength={64} className="input" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        </Field>
        <Field id="cs-confirm" label={t(lang, 'console_signin_confirmPassword')}>
          <input id="cs-confirm" name="confirmPassword" type="password" autoComplete="new-password" required minLength={8} maxLength={64} className="input" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={busy}>{t(lang, 'console_signin_changeSubmit')}</button>
      </form>
    );
  }

  return (
    <form onSubmit={signIn} className="card w-full max-w-sm p-5" data-testid="console-sign-in">
      <HydratedFieldset className="min-w-0 space-y-4">
        <h1 className="text-lg font-bold">{t(lang, 'console_signin_title')}</h1>
        {errorBox}
        <Field id="cs-name" label={t(lang, 'console_signin_name')}>
          <input id="cs-name" name="name" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64} className="input" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="cs-password" label={t(lang, 'console_signin_password')}>
          <input id="cs-password" name="password" type="password" autoComplete="current-password" required maxLength={64} className="input" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="cs-code" label={t(lang, 'console_signin_code')} hint={t(lang, 'console_signin_codeHint')}>
          <input
            id="cs-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7}
            className="input font-mono tracking-[0.3em]" value={code} onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={busy}>{t(lang, busy ? 'console_signin_busy' : 'console_signin_submit')}</button>
      </HydratedFieldset>
    </form>
  );
}
