// A reward's picture: the case's or skin's art where the reward names one, else a badge of its kind.
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { imageUrl } from '../../lib/image-fields.ts';
import { SafeImage } from '../common/SafeImage.tsx';

/** The case's or skin's picture where the reward names one; otherwise the kind's badge. */
export function RewardPicture({ reward, small = false }: { reward: RewardView; small?: boolean }) {
  const size = small ? 'size-10' : 'size-16';
  const badge = (
    <span className={`grid ${size} place-items-center rounded-xl bg-gradient-to-br ${KIND_TINT[reward.kind]} font-black text-bg`} aria-hidden="true">
      {KIND_MARK[reward.kind]}
    </span>
  );
  if (!reward.image) return badge;
  return <SafeImage src={imageUrl('image', reward.image)} alt="" fallback={badge} className={`${size} shrink-0 rounded-xl bg-surface-2`} />;
}

const KIND_TINT: Record<RewardView['kind'], string> = {
  balance: 'from-amber-200 to-amber-500', coins: 'from-yellow-200 to-yellow-500', points: 'from-sky-200 to-sky-500',
  freeBox: 'from-orange-200 to-accent-orange', depositCoupon: 'from-emerald-200 to-emerald-500', caseCoupon: 'from-pink-200 to-pink-500',
  voucher: 'from-violet-200 to-violet-500',
};
const KIND_MARK: Record<RewardView['kind'], string> = {
  balance: '¥', coins: '◎', points: '✦', freeBox: '▣', depositCoupon: '%', caseCoupon: '−', voucher: '♦',
};
