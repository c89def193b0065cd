// The database writes an opening's balance into its stored answer (wallet/fen-text.ts); a replay
// must show exactly what the first answer showed, which formatFen wrote.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { FEN_TEXT } from '../fen-text.ts';
import { formatFen } from '../../../../shared/money.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe('FEN_TEXT', () => {
  it('writes every balance as formatFen does: 0, single fen, whole yuan, large and the bigint maximum', async () => {
    const values = [0n, 1n, 5n, 9n, 10n, 99n, 100n, 101n, 1_005n, 12_340n, 123_456_789n, 9_223_372_036_854_775_807n];
    for (let i = 0; i < 200; i++) values.push(BigInt(Math.floor(Math.random() * 1e12)));
    const rows = await queryRows<{ v: string; text: string }>(ctx.deps.db, sql.raw(
      `SELECT v::text AS v, ${FEN_TEXT('v')} AS text FROM unnest(ARRAY[${values.join(',')}]::bigint[]) AS x(v)`));
    expect(rows).toHaveLength(values.length);
    for (const row of rows) expect(row.text, row.v).toBe(formatFen(BigInt(row.v)));
  });
});
