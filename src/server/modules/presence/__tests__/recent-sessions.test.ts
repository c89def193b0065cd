// The online count under RabbitMQ (BROKER_URL): browsers' sockets go to Web-STOMP, so the count is
// the signed-in people whose session our processes saw used in the last five minutes.
import { describe, expect, it } from 'vitest';
import { RECENT_SESSION_MS, recentSessionPeople } from '../recent-sessions.ts';
import { createTestContext } from '../../../../../tests/integration/context.ts';
import { get, signUp } from '../../../../../tests/integration/api.ts';

describe('people online from recently used sessions', () => {
  it('counts a person once however many sessions, forgets them after five idle minutes until their next request', async () => {
    const ctx = await createTestContext();
    try {
      const now = new Date();
      ctx.setNow(now);
      expect(await recentSessionPeople(ctx.deps.db, now)).toBe(0);
      const a = await signUp(ctx);
      await signUp(ctx);
      // A second session of the first person (signing in again) is still one person.
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `phone=${a.phone}&password=secret-pass-1` });
      expect(again.statusCode).toBe(200);
      expect(await recentSessionPeople(ctx.deps.db, now)).toBe(2);
      // Five minutes on with no request: nobody; a request from the first person brings them back.
      const later = new Date(now.getTime() + RECENT_SESSION_MS + 60_000);
      ctx.setNow(later);
      expect(await recentSessionPeople(ctx.deps.db, later)).toBe(0);
      expect((await get(ctx, '/api/profile/userInfo', { token: a.token })).statusCode).toBe(200);
      expect(await recentSessionPeople(ctx.deps.db, later)).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
