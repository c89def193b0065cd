// 100 debits race against a balance that covers 50 of them: exactly 50 win, none overdraws.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { signUp as signUpUser } from '../../auth/service.ts';
import { houseAccountId, postingSums, postTransaction, userAccountId, userBalances } from '../ledger.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

it('lets exactly 50 of 100 concurrent debits through', async () => {
  const db = ctx.deps.db;
  const { userId } = await signUpUser({ db, defaultInvitationCode: ctx.config.defaultInvitationCode },
    { phone: '13600000001', password: 'secret-pass', invitationCode: ctx.config.defaultInvitationCode });
  const main = await userAccountId(db, userId, 'main');
  const revenue = await houseAccountId(db, 'house:revenue');
  const provider = await houseAccountId(db, 'provider:sandbox');
  await db.transaction((tx) => postTransaction(tx, { kind: 'deposit', ref: 'seed', postings: [{ accountId: provider, amount: -5000n }, { accountId: main, amount: 5000n }] }));

  const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
    db.transaction((tx) => postTransaction(tx, { kind: 'adjustment', ref: `debit-${i}`, postings: [{ accountId: main, amount: -100n }, { accountId: revenue, amount: 100n }] }))));

  const won = results.filter((r) => r.status === 'fulfilled').length;
  const lost = results.filter((r) => r.status === 'rejected');
  expect(won).toBe(50);
  expect(lost).toHaveLength(50);
  for (const r of lost) expect((r).reason).toBeInstanceOf(AppError);
  expect((await userBalances(db, userId)).main).toBe(0n);
  expect((await postingSums(db, [main])).get(main)).toBe(0n);
});
