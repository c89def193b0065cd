// Overlay states are booleans (the spec's screens and states). Opening some dialogs closes others, exactly:
// login closes register, find-password and SMS login; SMS login closes the others
// (login, register, find-password); register closes login and find-password;
// find-password closes login.
import { map } from 'nanostores';

export const DIALOG_NAMES = [
  'login',
  'register',
  'findPassword',
  'smsLogin',
  'steamLogin',
  'benefit',
  'loginTip',
  'registerTip',
  'language',
  'recharge',
  'battleCreate',
  'verify',
  'info',
  'skin',
  'leftMenu',
  'notice',
  'changePassword',
] as const;

export type DialogName = (typeof DIALOG_NAMES)[number];
export type Dialogs = Record<DialogName, boolean>;

const closed = (): Dialogs => Object.fromEntries(DIALOG_NAMES.map((n) => [n, false])) as Dialogs;

export const $dialogs = map<Dialogs>(closed());

/** What opening a dialog closes. */
export const CLOSES: Readonly<Partial<Record<DialogName, readonly DialogName[]>>> = {
  login: ['register', 'findPassword', 'smsLogin'],
  smsLogin: ['login', 'register', 'findPassword'],
  register: ['login', 'findPassword'],
  findPassword: ['login'],
};

export function openDialog(name: DialogName): void {
  const next: Dialogs = { ...$dialogs.get(), [name]: true };
  for (const other of CLOSES[name] ?? []) next[other] = false;
  $dialogs.set(next);
}

export function closeDialog(name: DialogName): void {
  if ($dialogs.get()[name]) $dialogs.setKey(name, false);
}

export function toggleDialog(name: DialogName): void {
  if ($dialogs.get()[name]) closeDialog(name);
  else openDialog(name);
}

/** Move from one dialog to another (a link inside a dialog): close the first, open the second. */
export function switchDialog(from: DialogName, to: DialogName): void {
  closeDialog(from);
  openDialog(to);
}

export function closeAllDialogs(): void {
  $dialogs.set(closed());
}
