import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from './config.ts';

describe('getConfig', () => {
  it('has the documented defaults', () => {
    const c = getConfig({});
    expect(c).toMatchObject({ port: 4321, host: 'localhost', databaseUrl: undefined, defaultInvitationCode: 'CS2VIP', seedDemo: true });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.pay).toMatchObject({ sandboxEnabled: true, minFen: 1000n, maxFen: 5000000n, firstDepositBonusPercent: 20, sandboxToleranceSec: 300 });
  });

  it('refuses bad settings with the variable named', () => {
    expect(() => getConfig({ PORT: 'abc' })).toThrow(/PORT=abc/);
    expect(() => getConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => getConfig({ RECHARGE_MIN: '100', RECHARGE_MAX: '50' })).toThrow(ConfigError);
    expect(() => getConfig({ DEFAULT_INVITATION_CODE: 'a b' })).toThrow(/DEFAULT_INVITATION_CODE/);
  });

  it('never runs the sandbox provider in production', () => {
    expect(getConfig({ NODE_ENV: 'production' }).pay.sandboxEnabled).toBe(false);
    expect(getConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(() => getConfig({ NODE_ENV: 'production', PAY_SANDBOX: 'on' })).toThrow(/refused in production/);
  });
});
