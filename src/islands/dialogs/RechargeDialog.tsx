import { useStore } from '@nanostores/react';
import { useEffect, type SubmitEvent } from 'react';
import { RECHARGE_ORDER_EXPIRY_MINUTES } from '../../shared/contracts/pay.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $rechargeChannels, $rechargeForm, $rechargeQuote, loadRechargeChannels, loadRechargeCoupons, openRecharge, rechargeAgain, submitRecharge } from '../../lib/recharge/store.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LimitPrompt } from '../protection/LimitPrompt.tsx';
import { localizedPath } from '../../shared/locale-paths.ts';
import { Modal } from './Modal.tsx';
import { RechargeQr } from './RechargeQr.tsx';
import { FirstDepositBonus, RechargeAmount, RechargeChannelPicker, RechargeCoupon, RechargePay, RechargeSummary } from './recharge-parts.tsx';

export function RechargeDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const user = useStore($user);
  const load = useStore($rechargeChannels);
  const { qr } = useStore($rechargeForm);
  const { couponsOn } = useStore($rechargeQuote);

  // A fresh form each time the dialog opens; closing it forgets the form and stops a code's poll.
  useEffect(openRecharge, []);
  // The player's deposit coupons, only while recharge rewards are on (DAILY_REWARDS).
  useEffect(() => loadRechargeCoupons(couponsOn), [couponsOn]);

  const data = load.state === 'ready' ? load.data : null;

  function submit(e: SubmitEvent) {
    e.preventDefault();
    void submitRecharge(lang);
  }

  return (
    <Modal title={t('recharge.title')} closeLabel={t('common.close')} onClose={() => closeDialog('recharge')} testId="recharge-dialog" wide>
      {load.state === 'loading' && <p className="py-8 text-center text-muted">{t('common.loading')}</p>}
      {load.state === 'error' && <LoadFailed t={t} onRetry={loadRechargeChannels} className="space-y-3 py-6 text-center" />}
      {data && qr && <RechargeQr t={t} {...qr} onAgain={rechargeAgain} />}
      {data && !qr && (
        <form noValidate onSubmit={submit} className="space-y-5">
          {/* A player with no limit is offered a daily deposit limit first. */}
          {user && <LimitPrompt t={t} />}
          <FirstDepositBonus t={t} />
          <RechargeChannelPicker t={t} />
          <RechargeAmount t={t} />
          <RechargeCoupon t={t} />
          <RechargeSummary t={t} />
          <RechargePay lang={lang} t={t} />
          <p className="text-center text-xs text-muted" data-testid="recharge-expiry">
            {t('recharge.expiry', { minutes: RECHARGE_ORDER_EXPIRY_MINUTES })}
          </p>
          <p className="text-center text-xs">
            <a href={localizedPath(lang, '/personal/protection')} className="text-accent-blue hover:underline" data-testid="recharge-limits-link">
              {t('limits_link')}
            </a>
          </p>
        </form>
      )}
    </Modal>
  );
}
