// /console/sign-in as a flow: name, password and authenticator code; then, for a new or reset staff
// member, the forced password change and the enrolment of their own authenticator, before anything
// else. The step and the enrolment (the secret, shown only here) are stores the island renders; each
// action rejects with the server's refusal, and the last one goes on to `?next=` (inside the console only).
import { atom } from 'nanostores';
import type { TotpEnrolment } from '../../shared/contracts/console-staff.ts';
import { t, type Lang } from '../i18n/ui.ts';
import { createAction } from './action.ts';
import { consolePath, consolePost, forgetMe, me } from './api.ts';

export type SignInStep = 'signIn' | 'password' | 'enrol';

export const $signInStep = atom<SignInStep>('signIn');
/** The enrolment comes after the password change (a reset staff member must do both). */
export const $mustEnrol = atom(false);
/** The new authenticator secret and its QR code; null until the enrolment step asked for it. */
export const $enrolment = atom<TotpEnrolment | null>(null);
let enrolmentAsked = false;

/** Where to go once signed in: `?next=` when it is an address inside the console (never another site or this page). */
export function nextTarget(): string {
  const next = new URLSearchParams(window.location.search).get('next') ?? '';
  return /^\/(?:(?:en|zh-TW)\/)?console(?:\/|$)/.test(next) && !next.includes('//') && !/sign-in/.test(next) ? next : consolePath('/console');
}

function leave(): void {
  window.location.assign(nextTarget());
}

/** The page opened; with `?step=setup` (sent by the console shell) a signed-in staff member goes straight to what is still due. */
export function startSignIn(): void {
  $signInStep.set('signIn');
  $mustEnrol.set(false);
  $enrolment.set(null);
  enrolmentAsked = false;
  signInForm.reset();
  if (new URLSearchParams(window.location.search).get('step') !== 'setup') return;
  me().then((m) => {
    $mustEnrol.set(m.mustEnrolTotp);
    if (m.mustChangePassword) $signInStep.set('password');
    else if (m.mustEnrolTotp) $signInStep.set('enrol');
  }).catch(() => undefined);
}

/** Signs in; resolves to the step that follows ('done' once it went on). */
export async function signIn(name: string, password: string, code: string): Promise<SignInStep | 'done'> {
  const r = await consolePost<{ mustChangePassword: boolean; mustEnrolTotp: boolean }>('/auth/signIn', { name, password, code });
  forgetMe();
  $mustEnrol.set(r.mustEnrolTotp);
  const next = r.mustChangePassword ? 'password' : r.mustEnrolTotp ? 'enrol' : null;
  if (!next) { leave(); return 'done'; }
  $signInStep.set(next);
  return next;
}

/** The forced password change; then the enrolment if it is due, else on to `?next=`. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await consolePost('/auth/changePassword', { oldPassword, newPassword });
  forgetMe();
  if ($mustEnrol.get()) $signInStep.set('enrol');
  else leave();
}

/**
 * Asks the server for the secret, once per page: a second start would replace the secret on the
 * server while the first one is on screen. Resolves to the refusal's message, '' when it came.
 */
export async function startEnrolment(): Promise<string> {
  if (enrolmentAsked) return '';
  enrolmentAsked = true;
  try {
    $enrolment.set(await consolePost<TotpEnrolment>('/auth/totp/start'));
    return '';
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // Shown in the enrolment form's refusal: without the secret it cannot be completed.
    signInForm.$state.setKey('error', message);
    return message;
  }
}

/** Confirms the authenticator with its first code, then on to `?next=`. */
export async function confirmEnrolment(code: string): Promise<void> {
  await consolePost('/auth/totp/confirm', { code });
  forgetMe();
  leave();
}

/** What one of the page's three forms sends. */
export type SignInForm =
  | { step: 'signIn'; name: string; password: string; code: string }
  | { step: 'password'; oldPassword: string; newPassword: string; confirm: string }
  | { step: 'enrol'; code: string };

/**
 * The page's forms (one on screen at a time, so one busy flag and one refusal for them all).
 * Resolves to the step that follows a sign-in ('done' once it went on; null for the other forms).
 * Two new passwords that differ are refused here, before anything is sent.
 */
export const signInForm = createAction(async (lang: Lang, form: SignInForm): Promise<SignInStep | 'done' | null> => {
  switch (form.step) {
    case 'signIn': return signIn(form.name, form.password, form.code);
    case 'password':
      if (form.newPassword !== form.confirm) throw new Error(t(lang, 'console_signin_mismatch'));
      await changePassword(form.oldPassword, form.newPassword);
      return null;
    case 'enrol':
      await confirmEnrolment(form.code);
      return null;
  }
});
