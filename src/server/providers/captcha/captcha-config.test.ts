import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/index.ts';
import { captchaProviderConfig, GEETEST_API_SERVER } from './captcha-config.ts';

const ID = '0123456789abcdef0123456789abcdef';
const KEY = 'fedcba9876543210fedcba9876543210';

describe('captchaProviderConfig', () => {
  it('is our slider by default outside production', () => {
    expect(captchaProviderConfig({}, 'development')).toEqual({ provider: 'slider', geetest: null });
    expect(captchaProviderConfig({}, 'test')).toEqual({ provider: 'slider', geetest: null });
  });

  it('is GeeTest by default in production, and refuses to start without its keys', () => {
    expect(captchaProviderConfig({ GEETEST_CAPTCHA_ID: ID, GEETEST_CAPTCHA_KEY: KEY }, 'production')).toEqual({
      provider: 'geetest', geetest: { captchaId: ID, captchaKey: KEY, apiServer: GEETEST_API_SERVER, timeoutMs: 5000 },
    });
    expect(() => captchaProviderConfig({}, 'production')).toThrow(ConfigError);
    expect(() => captchaProviderConfig({}, 'production'))
      .toThrow('In production the captcha is GeeTest by default (the slider can be solved from its own pictures): GEETEST_CAPTCHA_ID and GEETEST_CAPTCHA_KEY must be set (the captcha id and key from GeeTest\'s console), or set CAPTCHA_PROVIDER=slider to keep the embedded slider');
    expect(() => captchaProviderConfig({ GEETEST_CAPTCHA_ID: ID }, 'production')).toThrow(/GEETEST_CAPTCHA_KEY must be set/);
  });

  it('keeps the slider in production only when the operator says so', () => {
    expect(captchaProviderConfig({ CAPTCHA_PROVIDER: 'slider' }, 'production')).toEqual({ provider: 'slider', geetest: null });
  });

  it('needs both keys wherever GeeTest is chosen, and reads the server and timeout', () => {
    expect(() => captchaProviderConfig({ CAPTCHA_PROVIDER: 'geetest' }, 'development')).toThrow(/^CAPTCHA_PROVIDER=geetest: GEETEST_CAPTCHA_ID and GEETEST_CAPTCHA_KEY must be set/);
    const c = captchaProviderConfig({ CAPTCHA_PROVIDER: 'geetest', GEETEST_CAPTCHA_ID: ID, GEETEST_CAPTCHA_KEY: KEY, GEETEST_API_SERVER: 'http://127.0.0.1:9/', GEETEST_TIMEOUT_MS: '250' }, 'test');
    expect(c.geetest).toEqual({ captchaId: ID, captchaKey: KEY, apiServer: 'http://127.0.0.1:9', timeoutMs: 250 });
  });

  it('refuses malformed settings with the variable named', () => {
    const geetest = { CAPTCHA_PROVIDER: 'geetest', GEETEST_CAPTCHA_ID: ID, GEETEST_CAPTCHA_KEY: KEY };
    expect(() => captchaProviderConfig({ CAPTCHA_PROVIDER: 'recaptcha' }, 'test')).toThrow('CAPTCHA_PROVIDER=recaptcha is not one of slider, geetest');
    expect(() => captchaProviderConfig({ ...geetest, GEETEST_CAPTCHA_ID: 'my-id' }, 'test')).toThrow(/GEETEST_CAPTCHA_ID must be the 32 hex digits/);
    expect(() => captchaProviderConfig({ ...geetest, GEETEST_CAPTCHA_KEY: KEY.slice(1) }, 'test')).toThrow(/GEETEST_CAPTCHA_KEY must be the 32 hex digits/);
    expect(() => captchaProviderConfig({ ...geetest, GEETEST_API_SERVER: 'gcaptcha4.geetest.com' }, 'test')).toThrow(/GEETEST_API_SERVER=gcaptcha4.geetest.com/);
    expect(() => captchaProviderConfig({ ...geetest, GEETEST_API_SERVER: 'http://gcaptcha4.geetest.com' }, 'production')).toThrow(/must be an https address/);
    expect(() => captchaProviderConfig({ ...geetest, GEETEST_TIMEOUT_MS: '5s' }, 'test')).toThrow(/GEETEST_TIMEOUT_MS=5s/);
  });
});
