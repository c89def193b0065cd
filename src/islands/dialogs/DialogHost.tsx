// All dialogs, shown from $dialogs. Hydrated once per page by the root layout.
// Each dialog is loaded on first open: their forms validate with the shared zod schemas, and
// zod (~24 KB gzip) on every page would break the 110 KB per-page JavaScript budget.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $dialogs, closeDialog, openDialog } from '../../lib/stores/dialogs.ts';

const LanguageDialog = lazy(() => import('./LanguageDialog.tsx').then((m) => ({ default: m.LanguageDialog })));
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })));
const RechargeDialog = lazy(() => import('./RechargeDialog.tsx').then((m) => ({ default: m.RechargeDialog })));
const RegisterDialog = lazy(() => import('./RegisterDialog.tsx').then((m) => ({ default: m.RegisterDialog })));
const FindPasswordDialog = lazy(() => import('./FindPasswordDialog.tsx').then((m) => ({ default: m.FindPasswordDialog })));
const SmsLoginDialog = lazy(() => import('./SmsLoginDialog.tsx').then((m) => ({ default: m.SmsLoginDialog })));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })));
const SteamLoginDialog = lazy(() => import('./SteamLoginDialog.tsx').then((m) => ({ default: m.SteamLoginDialog })));

export default function DialogHost({ lang }: { lang: Lang }) {
  const d = useStore($dialogs);
  const loggedIn = useStore($loggedIn);

  // The recharge dialog belongs to a signed-in user: a lost session turns it into the login.
  useEffect(() => {
    if (d.recharge && !loggedIn) {
      closeDialog('recharge');
      openDialog('login');
    }
  }, [d.recharge, loggedIn]);

  // One boundary per dialog, so a dialog still loading never hides one already open.
  const show = (open: boolean, dialog: ReactNode) => open && <Suspense fallback={null}>{dialog}</Suspense>;
  return (
    <>
      {show(d.login, <LoginDialog lang={lang} />)}
      {show(d.register, <RegisterDialog lang={lang} />)}
      {show(d.findPassword, <FindPasswordDialog lang={lang} />)}
      {show(d.smsLogin, <SmsLoginDialog lang={lang} />)}
      {show(d.changePassword && loggedIn, <ChangePasswordDialog lang={lang} />)}
      {show(d.steamLogin, <SteamLoginDialog lang={lang} />)}
      {show(d.recharge && loggedIn, <RechargeDialog lang={lang} />)}
      {show(d.language, <LanguageDialog lang={lang} />)}
    </>
  );
}
