// The benefit dialog (spec overlay "benefit"): what the player can claim or use now,
// each with its button: the first-deposit bonus (→ the recharge dialog), today's claimable daily
// tiers (claimed here), free cases, coupons, vouchers (→ their pages), and the redeem-code page.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { imageUrl } from '../../lib/image-fields.ts';
import type { CouponView } from '../../shared/contracts/rewards/coupons.ts';
import type { VoucherView } from '../../shared/contracts/rewards/daily.ts';
import { COUPON_TYPE } from '../../shared/reward-constants.ts';
import { openRecharge } from '../../lib/actions/wallet.ts';
import { formatTime } from '../../lib/format.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $benefitClaiming, claimDailyBenefit } from '../../lib/rewards/benefits.ts';
import { $benefits, benefitCount, loadBenefits } from '../../lib/stores/benefits.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { Modal } from '../dialogs/Modal.tsx';
import { rewardText } from './reward-text.ts';

const EMPTY: RewardView = {
  kind: 'coins', amount: null, value: null, min: null, boxId: null, boxName: null,
  ornamentId: null, ornamentName: null, image: null, count: 1, days: null,
};

/** A coupon in the words a reward uses (reward-text.ts). */
export function couponReward(c: CouponView): RewardView {
  return c.couponType === COUPON_TYPE.deposit
    ? { ...EMPTY, kind: 'depositCoupon', value: c.value, min: c.min }
    : { ...EMPTY, kind: 'caseCoupon', value: c.value, min: c.min, boxId: c.boxId, boxName: c.boxName };
}

/** A voucher in the words a reward uses. */
export function voucherReward(v: VoucherView): RewardView {
  return { ...EMPTY, kind: 'voucher', ornamentId: v.ornamentId, ornamentName: v.name, amount: v.amount, image: v.winVoucherImg };
}

export function BenefitDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const b = useStore($benefits);
  const claiming = useStore($benefitClaiming);
  useEffect(() => {
    void loadBenefits();
  }, []);
  const close = () => closeDialog('benefit');
  const go = (path: string) => localizedPath(lang, path);

  function claim(tierId: string) {
    return claimDailyBenefit(tierId, (reward) => toast.success(t('benefit_claimed', { reward: rewardText(t, reward) })));
  }

  const freeBoxes = groupBoxes(b?.freeBoxes ?? []);
  return (
    <Modal title={t('benefit_title')} closeLabel={t('common.close')} onClose={close} testId="benefit-dialog" wide>
      {!b ? (
        <p className="py-8 text-center text-muted">{t('common.loading')}</p>
      ) : (
        <div className="space-y-4">
          {benefitCount(b) === 0 && <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted" data-testid="benefit-empty">{t('benefit_empty')}</p>}
          {b.firstDepositBonus !== null && (
            <Group title={t('benefit_firstDeposit')}>
              <Row testId="benefit-first-deposit" accent="from-accent-orange/25" text={t('benefit_firstDepositText', { percent: b.firstDepositBonus })}>
                <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => { close(); openRecharge(); }}>
                  {t('header.recharge')}
                </button>
              </Row>
            </Group>
          )}
          {b.dailyTiers.length > 0 && (
            <Group title={t('benefit_daily')}>
              {b.dailyTiers.map((tier) => (
                <Row key={tier.id} testId="benefit-daily" accent="from-amber-300/20" text={rewardText(t, tier.reward)} note={t('benefit_dailyNote', { min: tier.min })}>
                  <button type="button" className="btn-primary px-3 py-1.5 text-sm" disabled={claiming !== null} data-testid={`benefit-claim-${tier.id}`} onClick={() => { void claim(tier.id); }}>
                    {t('benefit_claim')}
                  </button>
                </Row>
              ))}
            </Group>
          )}
          {freeBoxes.length > 0 && (
            <Group title={t('benefit_freeBoxes')}>
              {freeBoxes.map((f) => (
                <Row key={f.boxId} testId="benefit-free-box" accent="from-accent-purple/25" image={imageUrl('boxImage', f.image)} text={rewardText(t, { ...EMPTY, kind: 'freeBox', boxId: f.boxId, boxName: f.name, count: f.count })} note={t('benefit_until', { time: formatTime(f.expires) })}>
                  <a className="btn-primary px-3 py-1.5 text-sm" href={go('/personal/free-boxes')}>{t('benefit_openBox')}</a>
                </Row>
              ))}
            </Group>
          )}
          {b.coupons.length > 0 && (
            <Group title={t('benefit_coupons')}>
              {b.coupons.map((c) => (
                <Row key={c.id} testId="benefit-coupon" accent="from-sky-400/20" text={rewardText(t, couponReward(c))} note={t('benefit_until', { time: formatTime(c.expireTime) })}>
                  <a className="btn-ghost px-3 py-1.5 text-sm" href={go('/personal/coupons')}>{t('benefit_view')}</a>
                </Row>
              ))}
            </Group>
          )}
          {b.vouchers.length > 0 && (
            <Group title={t('benefit_vouchers')}>
              {b.vouchers.map((v) => (
                <Row key={v.id} testId="benefit-voucher" accent="from-emerald-400/20" image={imageUrl('winVoucherImg', v.winVoucherImg)} text={rewardText(t, voucherReward(v))} note={t('benefit_until', { time: formatTime(v.expireTime) })}>
                  <a className="btn-primary px-3 py-1.5 text-sm" href={go('/personal/vouchers')}>{t('benefit_use')}</a>
                </Row>
              ))}
            </Group>
          )}
          <a
            href={go('/personal/redeem')}
            data-testid="benefit-redeem"
            className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm hover:border-accent-orange"
          >
            <span>
              <span className="block font-semibold">{t('benefit_redeem')}</span>
              <span className="block text-xs text-muted">{t('benefit_redeemNote')}</span>
            </span>
            <span aria-hidden="true" className="text-accent-orange">›</span>
          </a>
        </div>
      )}
    </Modal>
  );
}

function groupBoxes(list: { boxId: number; boxName: string; boxImage: string; expireTime: string }[]) {
  const out = new Map<number, { boxId: number; name: string; image: string; count: number; expires: string }>();
  for (const f of list) {
    const g = out.get(f.boxId);
    if (g) g.count += 1;
    else out.set(f.boxId, { boxId: f.boxId, name: f.boxName, image: f.boxImage, count: 1, expires: f.expireTime });
  }
  return [...out.values()];
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

function Row({ text, note, image, accent, testId, children }: { text: string; note?: string; image?: string | null; accent: string; testId: string; children: ReactNode }) {
  return (
    <li data-testid={testId} className={`flex items-center gap-3 rounded-xl border border-line bg-gradient-to-r ${accent} to-transparent px-3 py-2.5`}>
      {image && <img src={image} alt="" className="h-10 w-14 shrink-0 object-contain" />}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{text}</span>
        {note && <span className="block text-xs text-muted">{note}</span>}
      </span>
      <span className="shrink-0">{children}</span>
    </li>
  );
}
