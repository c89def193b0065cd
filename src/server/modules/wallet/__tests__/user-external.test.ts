// The one-statement posting of the hot paths (wallet/user-external.ts): it moves the balance only
// as far as zero, writes the ledger transaction with both postings, and an unknown house account
// fails the whole transaction at commit (unbalanced) rather than writing half of it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { postingSums, userAccountId, userBalances } from '../ledger.ts';
import { postUserExternal } from '../user-external.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { credit, signUp, userInfo } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

async function player(fen: bigint): Promise<bigint> {
  const { token } = await signUp(ctx);
  await credit(ctx, token, fen);
  return BigInt((await userInfo(ctx, token)).id);
}

const ledgerRows = async (ref: string) =>
  Number((await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.ref = ${ref}`))[0].n);

describe('postUserExternal', () => {
  it('posts both sides and answers the balance after', async () => {
    const userId = await player(1000n);
    const after = await ctx.deps.db.transaction((tx) => postUserExternal(tx, { userId, account: 'main', external: 'house:revenue', amount: -300n, kind: 'adjustment', ref: 'ue-1' }));
    expect(after).toBe(700n);
    expect(await ledgerRows('ue-1')).toBe(2);
    const main = await userAccountId(ctx.deps.db, userId, 'main');
    expect((await postingSums(ctx.deps.db, [main])).get(main)).toBe(700n);
  });

  it('refuses to go below zero and writes nothing', async () => {
    const userId = await player(100n);
    await expect(ctx.deps.db.transaction((tx) => postUserExternal(tx, { userId, account: 'main', external: 'house:revenue', amount: -101n, kind: 'adjustment', ref: 'ue-2' })))
      .rejects.toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' });
    expect((await userBalances(ctx.deps.db, userId)).main).toBe(100n);
    expect(await ledgerRows('ue-2')).toBe(0);
  });

  it('an unknown house account fails the transaction at commit, writing nothing', async () => {
    const userId = await player(100n);
    await expect(ctx.deps.db.transaction((tx) => postUserExternal(tx, { userId, account: 'main', external: 'house:nowhere', amount: 50n, kind: 'adjustment', ref: 'ue-3' })))
      .rejects.toThrow();
    expect((await userBalances(ctx.deps.db, userId)).main).toBe(100n);
    expect(await ledgerRows('ue-3')).toBe(0);
  });

  it('racing debits take the balance to exactly zero, never below', async () => {
    const userId = await player(5000n);
    const results = await Promise.allSettled(Array.from({ length: 80 }, (_, i) => ctx.deps.db.transaction((tx) =>
      postUserExternal(tx, { userId, account: 'main', external: 'house:revenue', amount: -100n, kind: 'adjustment', ref: `ue-race-${i}` }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect((await userBalances(ctx.deps.db, userId)).main).toBe(0n);
    const main = await userAccountId(ctx.deps.db, userId, 'main');
    expect((await postingSums(ctx.deps.db, [main])).get(main)).toBe(0n);
  });
});
