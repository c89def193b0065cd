// Shared by the promotion test files: players signed up through a partner's code, the book's rows.
import { eq, sql } from 'drizzle-orm';
import { accounts, partnerTotals, referralRebates, referrals } from '../../src/server/db/schema/index.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { postUserExternal } from '../../src/server/modules/wallet/user-external.ts';
import type { TestContext } from './context.ts';
import { credit, newPhone, post, smsCodeFor, userInfo } from './api.ts';
import type { Player } from './battles-helpers.ts';

export interface Partner extends Player { code: string }

/** A player signed up with `invitationCode` (the default code when none), funded with `fen`. */
export async function signUpWith(ctx: TestContext, invitationCode?: string, fen = 1_000_000n): Promise<Partner> {
  const phone = newPhone();
  const smsCode = await smsCodeFor(ctx, phone, 'signUp');
  const res = await post(ctx, '/api/auth/signUp', {
    phone, password: 'secret-pass-1', invitationCode: invitationCode ?? ctx.config.defaultInvitationCode, ageConfirmed: true, termsAccepted: true, smsCode,
  });
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.body}`);
  const token = res.json<{ data: { token: string } }>().data.token;
  if (fen > 0n) await credit(ctx, token, fen);
  const info = await userInfo(ctx, token);
  return { token, id: BigInt(info.id), code: info.invitationCode };
}

export async function secondary(ctx: TestContext, userId: bigint): Promise<bigint> {
  const [row] = await ctx.deps.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.code, `user:${userId}:secondary`));
  return row.balance;
}

export async function totals(ctx: TestContext, userId: bigint) {
  const [row] = await ctx.deps.db.select().from(partnerTotals).where(eq(partnerTotals.userId, userId));
  return row;
}

export async function referralOf(ctx: TestContext, promotedId: bigint) {
  const [row] = await ctx.deps.db.select().from(referrals).where(eq(referrals.promotedId, promotedId));
  return row;
}

export async function rebatesOf(ctx: TestContext, promotedId: bigint) {
  return ctx.deps.db.select().from(referralRebates).where(eq(referralRebates.promotedId, promotedId)).orderBy(referralRebates.id);
}

/** The partner spends their secondary balance (as a purchase would): leaves `keep` fen. */
export async function drainSecondary(ctx: TestContext, userId: bigint, keep = 0n): Promise<void> {
  const have = await secondary(ctx, userId);
  if (have <= keep) return;
  await ctx.deps.db.transaction((tx) => postUserExternal(tx, {
    userId, account: 'secondary', external: 'house:revenue', amount: keep - have, kind: 'caseOpen', ref: `test-drain:${userId}:${have}`,
  }));
}

/** Every partner's secondary rebate postings equal partner_totals.reward + owed (rebate.ts). */
export async function expectRebatesAddUp(ctx: TestContext, partnerId: bigint): Promise<void> {
  const rows = await queryRows<{ posted: string }>(ctx.deps.db, sql`
    SELECT COALESCE(sum(p.amount), 0)::text AS posted FROM postings p
    JOIN accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE a.user_id = ${partnerId} AND a.type = 'secondary' AND t.kind IN ('rebate', 'rebateReversal')`);
  const t = await totals(ctx, partnerId);
  if (BigInt(rows[0].posted) !== t.reward + t.owed) throw new Error(`partner ${partnerId}: posted ${rows[0].posted}, reward ${t.reward} + owed ${t.owed}`);
}
