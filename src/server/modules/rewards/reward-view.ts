// A reward (RewardSpec) as the pages show it (RewardView): amounts in yuan, the case or skin named
// in the request's language from the in-memory catalogue. Used by the redemption's answer, the
// reward records, the daily tiers and the benefit dialog alike.
import type { RewardView } from '../../../shared/contracts/rewards/cdk.ts';
import { BP_PER_PERCENT } from '../../../shared/level-constants.ts';
import { localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { formatFen } from '../../../shared/money.ts';
import type { RewardSpec } from '../../../shared/reward-constants.ts';
import type { Catalogue } from '../boxes/catalogue.ts';

/** "10" for 1000 bp, "12.5" for 1250. */
export const bpPercentText = (bp: number): string => String(bp / BP_PER_PERCENT);

export function rewardView(r: RewardSpec, catalogue: Catalogue, lang: Lang): RewardView {
  const v: RewardView = {
    kind: r.kind, amount: null, value: null, min: null, boxId: null, boxName: null,
    ornamentId: null, ornamentName: null, image: null, count: 1, days: null,
  };
  const box = (id: number | null) => {
    const b = id === null ? undefined : catalogue.boxes.get(id);
    v.boxId = id;
    v.boxName = b ? localized(b.name, lang) : null;
    v.image = b ? b.image : null;
  };
  switch (r.kind) {
    case 'balance':
    case 'coins':
    case 'points':
      v.amount = formatFen(BigInt(r.amountFen));
      break;
    case 'freeBox':
      box(r.boxId);
      v.count = r.count;
      v.days = r.days;
      break;
    case 'depositCoupon':
      v.value = bpPercentText(r.bonusBp);
      v.min = formatFen(BigInt(r.minFen));
      v.days = r.days;
      break;
    case 'caseCoupon':
      v.value = formatFen(BigInt(r.offFen));
      v.min = formatFen(BigInt(r.minFen));
      box(r.boxId);
      v.days = r.days;
      break;
    case 'voucher': {
      const o = r.ornamentId === null ? undefined : catalogue.ornaments.get(r.ornamentId);
      v.ornamentId = r.ornamentId;
      v.ornamentName = o ? localized(o.info.name, lang) : null;
      v.image = o ? o.info.image : null;
      v.amount = r.amountFen !== null ? formatFen(BigInt(r.amountFen)) : o ? formatFen(o.price) : null;
      v.days = r.days;
      break;
    }
  }
  return v;
}
