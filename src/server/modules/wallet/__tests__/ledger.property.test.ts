// Random sequences of ledger operations, including ones that must fail for lack of funds.
// After every sequence: each transaction sums to zero, each cached balance equals the sum of its
// postings, and no user account is negative.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { accounts } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { houseAccountId, postingSums, postTransaction, userAccountId } from '../ledger.ts';
import { signUp as signUpUser } from '../../auth/service.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
const userIds: bigint[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 3; i++) {
    const { userId } = await signUpUser({ db: ctx.deps.db, defaultInvitationCode: ctx.config.defaultInvitationCode },
      { phone: `1370000000${i}`, password: 'secret-pass', invitationCode: ctx.config.defaultInvitationCode });
    userIds.push(userId);
  }
});
afterAll(async () => { await ctx.close(); });

const USER_TYPES = ['main', 'secondary', 'points', 'coins'] as const;
const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(2), amount: fc.bigInt(1n, 100_000n) }),
  fc.record({ kind: fc.constant('spend' as const), user: fc.nat(2), from: fc.constantFrom(...USER_TYPES), amount: fc.bigInt(1n, 100_000n) }),
  fc.record({
    kind: fc.constant('move' as const), user: fc.nat(2), other: fc.nat(2),
    from: fc.constantFrom(...USER_TYPES), to: fc.constantFrom(...USER_TYPES), amount: fc.bigInt(1n, 100_000n),
  }),
  fc.record({ kind: fc.constant('bonus' as const), user: fc.nat(2), to: fc.constantFrom(...USER_TYPES), amount: fc.bigInt(1n, 5_000n) }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op): Promise<void> {
  const db = ctx.deps.db;
  await db.transaction(async (tx) => {
    const u = userIds[o.user];
    let postings: { accountId: bigint; amount: bigint }[];
    if (o.kind === 'deposit') {
      postings = [{ accountId: await houseAccountId(tx, 'provider:sandbox'), amount: -o.amount }, { accountId: await userAccountId(tx, u, 'main'), amount: o.amount }];
    } else if (o.kind === 'spend') {
      postings = [{ accountId: await userAccountId(tx, u, o.from), amount: -o.amount }, { accountId: await houseAccountId(tx, 'house:revenue'), amount: o.amount }];
    } else if (o.kind === 'bonus') {
      postings = [{ accountId: await houseAccountId(tx, 'house:bonus'), amount: -o.amount }, { accountId: await userAccountId(tx, u, o.to), amount: o.amount }];
    } else {
      const from = await userAccountId(tx, u, o.from);
      const to = await userAccountId(tx, userIds[o.other], o.to);
      if (from === to) return;
      postings = [{ accountId: from, amount: -o.amount }, { accountId: to, amount: o.amount }];
    }
    await postTransaction(tx, { kind: 'adjustment', ref: `prop-${o.kind}`, postings });
  }).catch((e) => {
    // Lack of funds is an expected outcome of a random sequence; anything else is a bug.
    if (!(e instanceof AppError && e.errorName === 'INSUFFICIENT_BALANCE')) throw e;
  });
}

it('keeps the books balanced under any sequence of operations', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      for (const o of ops) await apply(o);
      const db = ctx.deps.db;
      const unbalanced = await queryRows(db, sql`SELECT transaction_id FROM postings GROUP BY transaction_id HAVING sum(amount) <> 0`);
      expect(unbalanced).toEqual([]);
      const sums = await postingSums(db);
      const rows = await db.select().from(accounts);
      for (const a of rows) {
        // External (house, provider) accounts keep their balance only in the postings.
        expect(a.balance).toBe(a.external ? 0n : (sums.get(a.id) ?? 0n));
        expect(a.balance >= 0n).toBe(true);
      }
      // Value only moves, never appears: all postings together sum to zero.
      expect([...sums.values()].reduce((s, v) => s + v, 0n)).toBe(0n);
    }),
    { numRuns: 40, seed: 20261121 },
  );
});

it('the database itself refuses an unbalanced transaction and a negative user balance', async () => {
  const db = ctx.deps.db;
  const main = await userAccountId(db, userIds[0], 'main');
  await expect(db.transaction(async (tx) => {
    const [t] = await queryRows<{ id: bigint }>(tx, sql`INSERT INTO ledger_transactions (kind, ref) VALUES ('adjustment', 'raw') RETURNING id`);
    await tx.execute(sql`INSERT INTO postings (transaction_id, account_id, amount, balance_after) VALUES (${t.id}, ${main}, 5, 5)`);
  })).rejects.toThrow();
  await expect(db.execute(sql`UPDATE accounts SET balance = -1 WHERE id = ${main}`)).rejects.toThrow();
  await expect(db.execute(sql`DELETE FROM postings`)).rejects.toThrow();
});
