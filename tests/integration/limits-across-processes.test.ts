// Every limit holds across processes: two app instances over one database (two connection pools on
// PostgreSQL, standing for two processes; one PGlite shared by two apps otherwise) take a burst
// split between them, and exactly the limit gets through. Nothing is counted in a process's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/shared/errors.ts';
import { createDeps } from '../../src/server/deps.ts';
import { buildApp } from '../../src/server/app.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { PUZZLES_PER_MINUTE } from '../../src/server/modules/captcha/routes.ts';
import { PER_USER_PER_HOUR } from '../../src/server/modules/security/mail-throttle.ts';
import { createTestContext, freshDatabaseUrl, type TestContext } from './context.ts';
import { form, signUp } from './api.ts';

type App = TestContext['app'];
let one: TestContext;
let twoApp: App;
let closeTwo: () => Promise<void>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  one = await createTestContext({}, fresh.location === 'memory://' ? undefined : fresh.location);
  if (fresh.location === 'memory://') {
    const deps = await createDeps(one.config, one.database.db, { broadcaster: NullBroadcaster }, one.deps.clock);
    twoApp = await buildApp(deps);
    await twoApp.ready();
    closeTwo = () => twoApp.close();
  } else {
    const two = await createTestContext({}, fresh.location);
    twoApp = two.app;
    closeTwo = () => two.close();
  }
});
afterAll(async () => {
  await closeTwo();
  await one.close();
  await drop();
});

/** The i-th request of a burst goes to one process or the other, all at once. */
function split<T>(n: number, send: (app: App, i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 === 0 ? one.app : twoApp, i)));
}

describe('limits across two processes', () => {
  it('captcha puzzles: one address gets exactly PUZZLES_PER_MINUTE a minute', async () => {
    const answers = await split(PUZZLES_PER_MINUTE * 3, (app) =>
      app.inject({ method: 'GET', url: '/api/common/captcha', remoteAddress: '203.0.113.7' }));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(PUZZLES_PER_MINUTE);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(PUZZLES_PER_MINUTE * 2);
    // Another address is not held back by the first one's burst.
    expect((await twoApp.inject({ method: 'GET', url: '/api/common/captcha', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('mail codes: one user gets exactly PER_USER_PER_HOUR an hour, whatever the addresses', async () => {
    const { token } = await signUp(one);
    const answers = await split(PER_USER_PER_HOUR * 4, (app, i) => app.inject({
      method: 'POST', url: '/api/profile/mailCode', remoteAddress: `198.51.100.${i + 1}`,
      headers: { token, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `burst${i}@example.com`, purpose: 'bindMail' }),
    }));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(PER_USER_PER_HOUR);
  });

  it('SMS codes: racing sends for one number give one code (the resend countdown), in every process\'s outbox', async () => {
    const phone = '13912345678';
    const answers = await split(12, (app, i) => app.inject({
      method: 'POST', url: '/api/common/smsCode', remoteAddress: `192.0.2.${i + 1}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ phone, purpose: 'signUp' }),
    }));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The sandbox outbox is a table too: both processes show the one code, whichever sent it.
    for (const app of [one.app, twoApp]) {
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/smsOutbox?phone=${phone}` });
      expect(outbox.json().data).toHaveLength(1);
    }
  });

  it('password sign-in: a burst of guesses split over both is judged only up to the hourly ceiling', async () => {
    // (With the slider on, the step-up comes first: src/server/modules/auth/__tests__/sign-in-limits.test.ts.)
    const { phone } = await signUp(one);
    // From four addresses, 32 or 33 guesses each: more than the 30 that can come after the 100th,
    // so each has failed by then, and none is spared as an address new to the account.
    const answers = await split(130, (app, i) => app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: `100.64.0.${(i % 4) + 1}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ phone, password: `wrong-guess-${i}` }),
    }));
    const refused = answers.filter((r) => r.json().status === ERRORS.LOGIN_THROTTLED.code);
    expect(answers.length - refused.length).toBe(100);
  });
});
