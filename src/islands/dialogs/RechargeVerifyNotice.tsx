// A deposit needs a verified real name (18 or over). In the recharge dialog an
// unverified player sees this in place of the pay button, with the way to the verification form
// (RealNameSection on /personal, anchor #real-name), which comes back to this dialog once verified
// (lib/verification/certify-return.ts). `reason` is the server's refusal, when the
// dialog learnt it from a refused order (a stale user record) rather than from the user info.
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { verifyFromRechargeHref } from '../../lib/verification/certify-return.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';

export function RechargeVerifyNotice({ lang, t, reason }: { lang: Lang; t: Translator; reason?: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-accent-orange/50 bg-accent-orange/10 p-3" data-testid="recharge-verify-needed" role="status">
      <p className="text-sm font-semibold text-accent-orange">{reason ?? t('recharge_verifyNeeded')}</p>
      {/* Closing the dialog first: on /personal itself the link only moves to the anchor. */}
      <a
        href={verifyFromRechargeHref(lang)}
        className="btn-primary block w-full text-center"
        data-testid="recharge-verify-go"
        onClick={() => closeDialog('recharge')}
      >
        {t('recharge_verifyGo')}
      </a>
    </div>
  );
}
