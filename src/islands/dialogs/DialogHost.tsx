// All dialogs, shown from $dialogs. Hydrated once per page by the root layout.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $dialogs, closeDialog, openDialog } from '../../lib/stores/dialogs.ts';
import { LanguageDialog } from './LanguageDialog.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { RechargeDialog } from './RechargeDialog.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';
import { FindPasswordDialog, SmsLoginDialog } from './SmsForms.tsx';

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

  return (
    <>
      {d.login && <LoginDialog lang={lang} />}
      {d.register && <RegisterDialog lang={lang} />}
      {d.findPassword && <FindPasswordDialog lang={lang} />}
      {d.smsLogin && <SmsLoginDialog lang={lang} />}
      {d.recharge && loggedIn && <RechargeDialog lang={lang} />}
      {d.language && <LanguageDialog lang={lang} />}
    </>
  );
}
