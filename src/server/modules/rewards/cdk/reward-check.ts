// Whether a RewardSpec may be given at all, before a batch promising it is made: amounts positive
// whole fen, a coupon's percent within 0.01-100 and its amount off below its minimum, a named case
// that exists and is not retired, a named skin that exists. Read from the database (the caller's
// transaction), so a case retired a moment ago is refused here too.
import { and, eq, isNull } from 'drizzle-orm';
import type { RewardSpec } from '../../../../shared/reward-constants.ts';
import type { Tx } from '../../../db/client.ts';
import { boxes, ornaments } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';

const positiveFen = (s: string, field: string) => {
  if (!/^[1-9]\d{0,13}$/.test(s)) throw new AppError('VALIDATION', { field }, 'v.amount');
};
const whole = (n: number, field: string, min: number, max: number) => {
  if (!Number.isInteger(n) || n < min || n > max) throw new AppError('VALIDATION', { field, min, max }, 'v.range');
};

async function caseExists(tx: Tx, boxId: number): Promise<void> {
  whole(boxId, 'field.boxId', 1, 2_000_000_000);
  const [b] = await tx.select({ id: boxes.id }).from(boxes).where(and(eq(boxes.id, boxId), isNull(boxes.retiredAt)));
  if (!b) throw new AppError('VALIDATION', { field: 'field.boxId' }, 'v.cdkBox');
}

export async function checkRewardSpec(tx: Tx, r: RewardSpec): Promise<void> {
  switch (r.kind) {
    case 'balance':
    case 'coins':
    case 'points':
      positiveFen(r.amountFen, 'field.amount');
      return;
    case 'freeBox':
      whole(r.count, 'field.count', 1, 10);
      whole(r.days, 'field.days', 1, 365);
      await caseExists(tx, r.boxId);
      return;
    case 'depositCoupon':
      if (!Number.isInteger(r.bonusBp) || r.bonusBp < 1 || r.bonusBp > 10_000) throw new AppError('VALIDATION', { field: 'field.percent' }, 'v.cdkPercent');
      positiveFen(r.minFen, 'field.minAmount');
      whole(r.days, 'field.days', 1, 365);
      return;
    case 'caseCoupon':
      positiveFen(r.offFen, 'field.amount');
      positiveFen(r.minFen, 'field.minAmount');
      if (BigInt(r.offFen) >= BigInt(r.minFen)) throw new AppError('VALIDATION', { field: 'field.amount' }, 'v.cdkCouponOff');
      whole(r.days, 'field.days', 1, 365);
      if (r.boxId !== null) await caseExists(tx, r.boxId);
      return;
    case 'voucher': {
      whole(r.days, 'field.days', 1, 365);
      if ((r.ornamentId === null) === (r.amountFen === null)) throw new AppError('VALIDATION', { field: 'field.reward' }, 'v.type');
      if (r.amountFen !== null) {
        positiveFen(r.amountFen, 'field.amount');
        return;
      }
      whole(r.ornamentId!, 'field.ornamentId', 1, 2_000_000_000);
      const [o] = await tx.select({ id: ornaments.id }).from(ornaments).where(eq(ornaments.id, r.ornamentId!));
      if (!o) throw new AppError('VALIDATION', { field: 'field.ornamentId' }, 'v.cdkOrnament');
      return;
    }
    default:
      throw new AppError('VALIDATION', { field: 'field.kind' }, 'v.type');
  }
}
