// /console/sign-in: name, password and the 6-digit authenticator code; then, when the password was
// set by someone else (a new or reset staff member), the forced change of it before anything else.
// `?step=password` (sent by the console shell) opens the change straight away for a signed-in
// staff member; `?next=` is where to go afterwards (inside the console only).
import { useEffect, useState, type SubmitEvent } from 'react';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import { consolePath, consolePost, forgetMe, me } from '../../../lib/console/api.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';

function nextTarget(): string {
  const next = new URLSearchParams(window.location.search).get('next') ?? '';
  // Only an address inside the console, never another site or the sign-in page itself.
  return /^\/(?:(?:en|zh-TW)\/)?console(?:\/|$)/.test(next) && !next.includes('//') && !/sign-in/.test(next) ? next : consolePath('/console');
}

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
  const [step, setStep] = useState<'signIn' | 'password'>('signIn');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('step') === 'password') {
      me().then((m) => { if (m.mustChangePassword) setStep('password'); }).catch(() => undefined);
    }
  }, []);

  async function signIn(e: SubmitEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const r = await consolePost<{ mustChangePassword: boolean }>('/auth/signIn', { name, password, code });
      forgetMe();
      if (r.mustChangePassword) {
        setOldPassword(password);
        setStep('password');
      } else {
        window.location.assign(nextTarget());
      }
    } catch (err) {
      setError((err as Error).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function change(e: SubmitEvent) {
    e.preventDefault();
    if (newPassword !== confirm) {
      setError(t(lang, 'console_signin_mismatch'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await consolePost('/auth/changePassword', { oldPassword, newPassword });
      forgetMe();
      window.location.assign(nextTarget());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const errorBox = error ? (
    <p role="alert" data-testid="console-sign-in-error" className="rounded-lg border border-accent-red/50 bg-accent-red/10 px-3 py-2 text-sm text-accent-red">{error}</p>
  ) : null;

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
            id="cs-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required maxLength={7}
            className="input font-mono tracking-[0.3em]" value={code} onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={busy}>{t(lang, busy ? 'console_signin_busy' : 'console_signin_submit')}</button>
      </HydratedFieldset>
    </form>
  );
}
