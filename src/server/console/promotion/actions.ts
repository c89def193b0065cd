// Staff decisions on a flagged referral, each in one transaction with its audit row:
// clear (1 → 2: it earns from then on; nothing earlier is paid after the fact) or confirm (1 → 3:
// it never earns). Only from flag 1, by a conditional update: two decisions at once, one wins, the
// other is refused (PROMO_REFERRAL_NOT_FLAGGED).
import { sql } from 'drizzle-orm';
import type { ReferralView } from '../../../shared/contracts/promotion.ts';
import { REFERRAL_FLAG } from '../../../shared/level-constants.ts';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { referralById } from './views.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function decideReferral(deps: Deps, staff: StaffActor, promotedId: bigint, decision: 'clear' | 'confirm', note: string): Promise<ReferralView> {
  const now = deps.clock();
  const to = decision === 'clear' ? REFERRAL_FLAG.cleared : REFERRAL_FLAG.confirmed;
  return deps.db.transaction(async (tx) => {
    const before = await referralById(tx, promotedId);
    if (!before) throw new AppError('PROMO_REFERRAL_NOT_FOUND');
    const done = await queryRows<{ one: number }>(tx, sql`
      UPDATE referrals SET flag = ${to}, reviewed_by = ${staff.id}
      WHERE promoted_id = ${promotedId} AND flag = ${REFERRAL_FLAG.flagged} RETURNING 1 AS one`);
    if (done.length === 0) throw new AppError('PROMO_REFERRAL_NOT_FLAGGED');
    const after = (await referralById(tx, promotedId))!;
    await writeAudit(tx, staff, {
      action: `promotion.referral.${decision}`, target: `referral:${promotedId}`,
      before: { flag: before.flag, flagReason: before.flagReason, partnerId: before.partnerId },
      after: { flag: after.flag }, reason: note,
    }, now);
    return after;
  });
}
