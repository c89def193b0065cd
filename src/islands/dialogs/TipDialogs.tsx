// The spec's login tip, registration tip and user verification overlays; when each opens and
// where it leads is src/lib/auth/tips.ts. The registration tip is a card in the corner, not a
// modal: the page behind it stays usable, and it closes by itself.
import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { closeRegisterTipLater, loginTipToLogin, loginTipToRegister, registerTipToVerify } from '../../lib/auth/tips.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { CloseButton } from '../common/CloseButton.tsx';
import { useT } from '../common/hooks.ts';
import { Modal } from './Modal.tsx';

export function LoginTipDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  return (
    <Modal title={t('tip.login.title')} closeLabel={t('common.close')} onClose={() => closeDialog('loginTip')} testId="login-tip-dialog">
      <p className="text-sm text-muted">{t('tip.login.body')}</p>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" className="btn-ghost" onClick={loginTipToRegister} data-testid="login-tip-register">{t('tip.login.register')}</button>
        <button type="button" className="btn-primary" onClick={loginTipToLogin} data-testid="login-tip-login">{t('tip.login.login')}</button>
      </div>
    </Modal>
  );
}

export function RegisterTip({ lang }: { lang: Lang }) {
  const t = useT(lang);
  useEffect(() => closeRegisterTipLater(), []);
  return (
    <div role="status" className="card fixed bottom-4 end-4 z-40 w-[min(22rem,calc(100vw-2rem))] space-y-3 p-4 shadow-xl" data-testid="register-tip">
      <div className="flex items-start justify-between gap-2">
        <p className="font-bold text-emerald-400">{t('tip.register.title')}</p>
        <CloseButton label={t('common.close')} onClick={() => closeDialog('registerTip')} />
      </div>
      <p className="text-sm text-muted">{t('tip.register.body')}</p>
      <button type="button" className="btn-primary w-full" onClick={registerTipToVerify} data-testid="register-tip-verify">{t('tip.register.verify')}</button>
    </div>
  );
}

export function VerifyDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  return (
    <Modal title={t('tip.verify.title')} closeLabel={t('common.close')} onClose={() => closeDialog('verify')} testId="verify-dialog">
      <p className="text-sm text-muted">{t('tip.verify.body')}</p>
      <a href={`${localizedPath(lang, '/personal')}#real-name`} className="btn-primary mt-5 block w-full text-center" onClick={() => closeDialog('verify')} data-testid="verify-go">
        {t('tip.verify.go')}
      </a>
    </Modal>
  );
}
