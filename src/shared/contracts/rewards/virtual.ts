// Virtual items (avatar frames, name colours, bought with gold coins) and the benefit dialog.
import { z } from 'zod';
import { intParam } from '../fields.ts';
import type { CouponView, FreeBoxView } from './coupons.ts';
import type { DailyTierView, VoucherView } from './daily.ts';

/** GET api/profile/buyVirtual: the items for sale, with whether this player owns and wears each. */
export interface VirtualItemView {
  id: number;
  /** VIRTUAL_KIND */
  kind: number;
  name: string;
  /** virtualImg: a frame's image path; a name colour's CSS colour. */
  virtualImg: string;
  price: string;
  owned: boolean;
  worn: boolean;
}

/** POST api/profile/buyVirtualItem (Idempotency-Key) */
export const buyVirtualBody = z.object({ id: intParam('field.itemId', null, 1, 1_000_000) });
/** POST api/profile/wearVirtual: wear an owned item (id), or take off a kind's item (id 0 with kind). */
export const wearVirtualBody = z.object({
  id: intParam('field.itemId', 0, 0, 1_000_000),
  kind: intParam('field.kind', 0, 0, 2),
});

/** What a player wears, carried beside their nickname and avatar wherever they appear. */
export interface Wearing {
  /** The avatar frame's image path, '' none. */
  avatarFrame: string;
  /** #rrggbb, '' none. */
  nameColour: string;
}

/** GET api/profile/getBenefits: what the player can claim or use now (the benefit dialog). */
export interface BenefitsView {
  /** The first-deposit bonus percent while it is still to be had (and DAILY_REWARDS is on); null otherwise. */
  firstDepositBonus: number | null;
  dailyTiers: DailyTierView[];
  freeBoxes: FreeBoxView[];
  coupons: CouponView[];
  vouchers: VoucherView[];
}
