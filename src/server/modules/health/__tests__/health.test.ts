// GET /api/health for the balancer: 200 while the database answers, 503 when not.
import { describe, expect, it } from 'vitest';
import { createTestContext, freshDatabaseUrl } from '../../../../../tests/integration/context.ts';
import { get } from '../../../../../tests/integration/api.ts';

describe('GET /api/health', () => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    // Our own database, dropped here: the context's close cannot end a pool already ended.
    const fresh = await freshDatabaseUrl();
    const ctx = await createTestContext({}, fresh.location);
    try {
      const up = await get(ctx, '/api/health');
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 0, data: { db: 'ok', broker: 'embedded' } });
      expect(up.headers['cache-control']).toBe('no-store');
      await ctx.database.close();
      const down = await get(ctx, '/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, data: { db: 'down' } });
    } finally {
      await ctx.close().catch(() => {});
      await fresh.drop();
    }
  });
});
