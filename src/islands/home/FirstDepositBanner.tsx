// The "+20% 首充奖励" banner with its call to action; hidden once the user's first deposit is done,
// and when the operator offers no recharge reward (DAILY_REWARDS=off: sysConfig noRechargeRewards).
// The figure is the operator's (FIRST_DEPOSIT_BONUS_PERCENT): `percent` from the server's HTML, else
// sysConfig's firstDepositBonusPercent; the old fixed 20 only while neither has said (astro dev).
// `offered` is the server's own answer (home.astro, lentSiteView): false renders nothing even in the
// server's HTML, so the bonus does not show for a moment before the page's scripts run.
import { useStore } from '@nanostores/react';
import { openRecharge } from '../../lib/actions/wallet.ts';
import { FIRST_DEPOSIT_BONUS_PERCENT } from '../../lib/constants.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $sysConfig } from '../../lib/shell/sysconfig.ts';
import { $showFirstDepositBonus } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';

export default function FirstDepositBanner({ lang, offered, percent: served }: { lang: Lang; offered?: boolean; percent?: number }) {
  const t = useT(lang);
  const mounted = useMounted();
  const show = useStore($showFirstDepositBonus);
  const config = useStore($sysConfig);
  const percent = served ?? config?.firstDepositBonusPercent ?? FIRST_DEPOSIT_BONUS_PERCENT;
  if (offered === false || percent <= 0 || (mounted && (!show || config?.noRechargeRewards))) return null;
  return (
    <div
      data-testid="home-bonus"
      className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-accent-orange via-accent-red to-accent-purple p-[1px]"
    >
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface/90 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-extrabold text-accent-orange">{t('home.bonusTitle', { percent })}</p>
          <p className="text-sm text-muted">{t('home.bonusDesc', { percent })}</p>
        </div>
        <button type="button" className="btn-primary" onClick={openRecharge}>
          {t('home.rechargeNow')}
        </button>
      </div>
    </div>
  );
}
