import { describe, expect, it } from 'vitest';
import { describeDevice, maskAddress } from './device.ts';
import { cleanUserAgent } from '../auth/user-agent.ts';

describe('describeDevice', () => {
  it('names browser, system and kind of device', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'))
      .toEqual({ browser: 'Chrome', os: 'Windows', deviceType: 'desktop' });
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN'))
      .toEqual({ browser: 'WeChat', os: 'iOS', deviceType: 'mobile' });
  });
  it('says nothing it cannot tell', () => {
    expect(describeDevice('')).toEqual({ browser: '', os: '', deviceType: '' });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: '', os: '', deviceType: '' });
  });
});

describe('maskAddress', () => {
  it('hides the last part of IPv4 and all but the /48 of IPv6', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.113.*');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.*');
    expect(maskAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskAddress('::1')).toBe('*');
    expect(maskAddress('')).toBe('');
  });
});

describe('cleanUserAgent', () => {
  it('keeps one printable line of at most 200 characters', () => {
    expect(cleanUserAgent(['  A\u0000B\r\nC\u200Bd ', 'second'])).toBe('A B C d');
    expect(Array.from(cleanUserAgent('汉'.repeat(300)))).toHaveLength(200);
    expect(cleanUserAgent(undefined)).toBe('');
  });
});
