// Each payment provider has its ledger account, provider:<id>, the other side of the deposits it
// pays in (CREDIT_DEPOSIT posts against it, and a transaction that cannot is unbalanced). The
// sandbox's came with the ledger's migration; a real provider's is made when it is first configured.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function ensureProviderAccounts(db: Db, providerIds: readonly string[]): Promise<void> {
  for (const id of providerIds) {
    await db.execute(sql`INSERT INTO accounts (code, type, external) VALUES (${`provider:${id}`}, 'provider', true) ON CONFLICT (code) DO NOTHING`);
  }
}
