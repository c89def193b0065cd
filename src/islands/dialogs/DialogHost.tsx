// All dialogs, shown from $dialogs. Hydrated once per page by the root layout.
// Each dialog is loaded on first open: their forms validate with the shared zod schemas, and
// zod (~24 KB gzip) on every page would break the 110 KB per-page JavaScript budget.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $chunkFailed } from '../../lib/shell/chunk.ts';
import { $dialogs, closeDialog, openDialog, type DialogName } from '../../lib/stores/dialogs.ts';
import { $skinDialogId } from '../../lib/skin-dialog.ts';
import { $totpPrompt, answerTotpPrompt } from '../../lib/totp-prompt.ts';
import { useMounted } from '../common/hooks.ts';
import { ChunkErrorBoundary, ChunkErrorPrompt } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry as lazy, type RetryableLazy } from '../shell/lazy.ts';

const LanguageDialog = lazy(() => import('./LanguageDialog.tsx').then((m) => ({ default: m.LanguageDialog })));
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })));
const RechargeDialog = lazy(() => import('./RechargeDialog.tsx').then((m) => ({ default: m.RechargeDialog })));
const RegisterDialog = lazy(() => import('./RegisterDialog.tsx').then((m) => ({ default: m.RegisterDialog })));
const FindPasswordDialog = lazy(() => import('./FindPasswordDialog.tsx').then((m) => ({ default: m.FindPasswordDialog })));
const SmsLoginDialog = lazy(() => import('./SmsLoginDialog.tsx').then((m) => ({ default: m.SmsLoginDialog })));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })));
const SteamLoginDialog = lazy(() => import('./SteamLoginDialog.tsx').then((m) => ({ default: m.SteamLoginDialog })));
const InboxDialog = lazy(() => import('../inbox/InboxDialog.tsx').then((m) => ({ default: m.InboxDialog })));
const NoticeDialog = lazy(() => import('../shell/NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })));
const BenefitDialog = lazy(() => import('../rewards/BenefitDialog.tsx').then((m) => ({ default: m.BenefitDialog })));
const SkinDialog = lazy(() => import('../skin/SkinDialog.tsx').then((m) => ({ default: m.SkinDialog })));
const LoginTipDialog = lazy(() => import('./TipDialogs.tsx').then((m) => ({ default: m.LoginTipDialog })));
const RegisterTip = lazy(() => import('./TipDialogs.tsx').then((m) => ({ default: m.RegisterTip })));
const VerifyDialog = lazy(() => import('./TipDialogs.tsx').then((m) => ({ default: m.VerifyDialog })));
const TotpPromptDialog = lazy(() => import('./TotpPromptDialog.tsx').then((m) => ({ default: m.TotpPromptDialog })));

export default function DialogHost({ lang }: { lang: Lang }) {
  const d = useStore($dialogs);
  const loggedIn = useStore($loggedIn);
  const chunkFailed = useStore($chunkFailed);
  const skinId = useStore($skinDialogId);
  const totpPrompt = useStore($totpPrompt);
  // Dialogs can open before this island hydrates (the public notice opens as soon as its fetch
  // answers; the host hydrates when the browser is idle): the hydrating render must be the
  // server's empty one, or React throws #418 and re-renders the island from scratch.
  const mounted = useMounted();

  // The recharge dialog belongs to a signed-in user: a lost session turns it into the login.
  useEffect(() => {
    if (d.recharge && !loggedIn) {
      closeDialog('recharge');
      openDialog('login');
    }
  }, [d.recharge, loggedIn]);

  // One boundary per dialog, so a dialog still loading never hides one already open; a dialog
  // whose chunk failed shows the reload prompt (retry imports it again) instead of nothing.
  const show = <P extends { lang: Lang }>(name: DialogName, open: boolean, Dialog: RetryableLazy<P>, props: P) =>
    mounted &&
    open && (
      <ChunkErrorBoundary lang={lang} overlay onRetry={Dialog.retry} onDismiss={() => closeDialog(name)}>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  return (
    <>
      {show('login', d.login, LoginDialog, { lang })}
      {show('register', d.register, RegisterDialog, { lang })}
      {show('findPassword', d.findPassword, FindPasswordDialog, { lang })}
      {show('smsLogin', d.smsLogin, SmsLoginDialog, { lang })}
      {show('changePassword', d.changePassword && loggedIn, ChangePasswordDialog, { lang })}
      {show('steamLogin', d.steamLogin, SteamLoginDialog, { lang })}
      {show('recharge', d.recharge && loggedIn, RechargeDialog, { lang })}
      {show('language', d.language, LanguageDialog, { lang })}
      {show('info', d.info && loggedIn, InboxDialog, { lang })}
      {show('notice', d.notice, NoticeDialog, { lang })}
      {show('skin', d.skin && skinId !== null, SkinDialog, { lang })}
      {show('benefit', d.benefit && loggedIn, BenefitDialog, { lang })}
      {show('loginTip', d.loginTip && !loggedIn, LoginTipDialog, { lang })}
      {show('registerTip', d.registerTip && loggedIn, RegisterTip, { lang })}
      {show('verify', d.verify && loggedIn, VerifyDialog, { lang })}
      {/* The authenticator's code for a guarded step (lib/totp-prompt.ts): not one of $dialogs, it answers a pending call. */}
      {mounted && totpPrompt && loggedIn && (
        <ChunkErrorBoundary lang={lang} overlay onRetry={TotpPromptDialog.retry} onDismiss={() => answerTotpPrompt(null)}>
          <Suspense fallback={null}>
            <TotpPromptDialog lang={lang} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      {mounted && chunkFailed && <ChunkErrorPrompt lang={lang} overlay onDismiss={() => $chunkFailed.set(false)} />}
    </>
  );
}
