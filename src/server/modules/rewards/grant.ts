// Gives one reward (shared/reward-constants.ts RewardSpec) inside the caller's transaction: money
// through the ledger from house:rewards, a holding (coupon, voucher, free case) as a new row. The
// caller makes it exactly once (a code's conditional use, a daily claim's primary key) and passes
// the `ref` that names that once: the ledger transaction's ref and each holding's source_ref.
import { REWARDS_HOUSE, type RewardSource, type RewardSpec } from '../../../shared/reward-constants.ts';
import type { Tx } from '../../db/client.ts';
import { coupons, freeBoxes, vouchers } from '../../db/schema/index.ts';
import type { LedgerKind } from '../wallet/ledger.ts';
import { postUserExternal } from '../wallet/user-external.ts';

const DAY_MS = 86_400_000;

/** The ledger kind of a money reward, by where it came from (the record centre names it). */
const LEDGER_KIND: Record<RewardSource, LedgerKind> = { cdk: 'cdkReward', daily: 'dailyReward', vip: 'vipReward', console: 'adjustment' };

export interface Grant {
  userId: bigint;
  reward: RewardSpec;
  source: RewardSource;
  /** Unique per grant, e.g. `cdk:<redemption id>`, `daily:<user>:<day>:<tier>`. */
  ref: string;
  now: Date;
}

export async function grantReward(tx: Tx, g: Grant): Promise<void> {
  const { userId, reward: r, source, ref, now } = g;
  const base = { userId, source, sourceRef: ref, createdAt: now };
  const expires = (days: number) => new Date(now.getTime() + days * DAY_MS);
  switch (r.kind) {
    case 'balance':
    case 'coins':
    case 'points': {
      const account = r.kind === 'balance' ? 'main' : r.kind;
      await postUserExternal(tx, { userId, account, external: REWARDS_HOUSE, amount: BigInt(r.amountFen), kind: LEDGER_KIND[source], ref });
      return;
    }
    case 'freeBox':
      await tx.insert(freeBoxes).values(Array.from({ length: r.count }, () => ({ ...base, boxId: r.boxId, expiresAt: expires(r.days) })));
      return;
    case 'depositCoupon':
      await tx.insert(coupons).values({ ...base, couponType: 1, bonusBp: r.bonusBp, minFen: BigInt(r.minFen), expiresAt: expires(r.days) });
      return;
    case 'caseCoupon':
      await tx.insert(coupons).values({ ...base, couponType: 2, offFen: BigInt(r.offFen), minFen: BigInt(r.minFen), boxId: r.boxId, expiresAt: expires(r.days) });
      return;
    case 'voucher':
      await tx.insert(vouchers).values({
        ...base, ornamentId: r.ornamentId, amountFen: r.amountFen === null ? null : BigInt(r.amountFen), expiresAt: expires(r.days),
      });
      return;
  }
}
