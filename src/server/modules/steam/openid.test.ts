// The local checks of a Steam assertion, one field at a time, and the key-value answer parser.
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl, checkAssertion, checkAuthenticationBody, isState, isValidAnswer, nonceTime, openIdFields, SteamRefusal, type OpenIdFields,
} from './openid.ts';

const ENDPOINT = 'https://steamcommunity.com/openid/login';
const PUBLIC_URL = 'https://shop.example';
const STATE = 'A'.repeat(43);
const NOW = new Date('2026-03-01T12:00:00Z');
const ID = 'https://steamcommunity.com/openid/id/76561198000000001';

function good(): OpenIdFields {
  return {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': ENDPOINT,
    'openid.claimed_id': ID,
    'openid.identity': ID,
    'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${STATE}`,
    'openid.response_nonce': '2026-03-01T11:59:58ZAbCdEf',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
  };
}

const expected = { endpoint: ENDPOINT, publicUrl: PUBLIC_URL, state: STATE, now: NOW };

function reason(changes: Record<string, string | undefined>, exp = expected): string {
  const f = { ...good(), ...changes };
  for (const [k, v] of Object.entries(f)) if (v === undefined) delete f[k];
  try {
    checkAssertion(f as OpenIdFields, exp);
    return 'accepted';
  } catch (err) {
    if (err instanceof SteamRefusal) return err.reason;
    throw err;
  }
}

describe('checkAssertion', () => {
  it('accepts a well-formed assertion and returns the SteamID64 and nonce', () => {
    expect(checkAssertion(good(), expected)).toEqual({ steamId: '76561198000000001', nonce: '2026-03-01T11:59:58ZAbCdEf' });
  });

  it.each([
    [{ 'openid.mode': 'cancel' }, 'mode cancel'],
    [{ 'openid.mode': undefined }, 'mode missing'],
    [{ 'openid.ns': 'http://openid.net/signon/1.1' }, 'ns'],
    [{ 'openid.op_endpoint': 'https://steamcommunity.com/openid/login/' }, 'op_endpoint'],
    [{ 'openid.op_endpoint': undefined }, 'op_endpoint'],
    [{ 'openid.return_to': `https://evil.example/api/auth/steamReturn?state=${STATE}` }, 'return_to'],
    [{ 'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${'B'.repeat(43)}` }, 'return_to'],
    [{ 'openid.return_to': `${PUBLIC_URL}/api/auth/steamReturn?state=${STATE}&x=1` }, 'return_to'],
    [{ 'openid.identity': 'https://steamcommunity.com/openid/id/76561198000000002' }, 'claimed_id differs from identity'],
    [{ 'openid.claimed_id': undefined, 'openid.identity': undefined }, 'claimed_id differs from identity'],
    [{ 'openid.claimed_id': 'http://steamcommunity.com/openid/id/76561198000000001', 'openid.identity': 'http://steamcommunity.com/openid/id/76561198000000001' }, 'claimed_id format'],
    [{ 'openid.claimed_id': 'https://steamcommunity.com/openid/id/765611980000000011', 'openid.identity': 'https://steamcommunity.com/openid/id/765611980000000011' }, 'claimed_id format'],
    [{ 'openid.claimed_id': 'https://steamcommunityXcom/openid/id/76561198000000001', 'openid.identity': 'https://steamcommunityXcom/openid/id/76561198000000001' }, 'claimed_id format'],
    [{ 'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce' }, 'assoc_handle not signed'],
    [{ 'openid.signed': undefined }, 'op_endpoint not signed'],
    [{ 'openid.sig': '' }, 'no signature'],
    [{ 'openid.assoc_handle': undefined }, 'no signature'],
    [{ 'openid.response_nonce': undefined }, 'response_nonce format'],
    [{ 'openid.response_nonce': 'yesterday' }, 'response_nonce format'],
    [{ 'openid.response_nonce': '2026-03-01T11:49:00Zold' }, 'response_nonce time'],
    [{ 'openid.response_nonce': '2026-03-01T12:06:00Zfuture' }, 'response_nonce time'],
  ])('refuses %j: %s', (changes, why) => {
    expect(reason(changes)).toBe(why);
  });

  it('accepts a nonce a little ahead of our clock', () => {
    expect(reason({ 'openid.response_nonce': '2026-03-01T12:02:00Zahead' })).toBe('accepted');
  });
});

describe('helpers', () => {
  it('builds the checkid_setup request', () => {
    const u = new URL(authorizeUrl(ENDPOINT, PUBLIC_URL, STATE));
    expect(`${u.origin}${u.pathname}`).toBe(ENDPOINT);
    expect(u.searchParams.get('openid.return_to')).toBe(`${PUBLIC_URL}/api/auth/steamReturn?state=${STATE}`);
    expect(u.searchParams.get('openid.realm')).toBe(PUBLIC_URL);
    expect(u.searchParams.get('openid.mode')).toBe('checkid_setup');
  });

  it('takes only openid.* fields and refuses repeated ones', () => {
    expect(openIdFields({ state: STATE, 'openid.mode': 'id_res', other: 'x' })).toEqual({ 'openid.mode': 'id_res' });
    expect(openIdFields({ 'openid.mode': ['id_res', 'id_res'] })).toBeNull();
  });

  it('recognises our state format only', () => {
    expect(isState(STATE)).toBe(true);
    expect(isState(`${STATE}A`)).toBe(false);
    expect(isState('A'.repeat(42) + '/')).toBe(false);
    expect(isState(undefined)).toBe(false);
  });

  it('reads the time of a nonce', () => {
    expect(nonceTime('2026-03-01T11:59:58Zxyz')?.toISOString()).toBe('2026-03-01T11:59:58.000Z');
    expect(nonceTime('2026-13-45T99:99:99Zxyz')).toBeNull();
    expect(nonceTime('xyz')).toBeNull();
  });

  it('sends the same fields with mode check_authentication', () => {
    const body = new URLSearchParams(checkAuthenticationBody(good()));
    expect(body.get('openid.mode')).toBe('check_authentication');
    expect(body.get('openid.sig')).toBe('c2lnbmF0dXJl');
    expect([...body.keys()].sort()).toEqual(Object.keys(good()).sort());
  });

  it.each([
    ['ns:http://specs.openid.net/auth/2.0\nis_valid:true\n', true],
    ['ns:http://specs.openid.net/auth/2.0\r\nis_valid:true\r\n', true],
    ['ns:http://specs.openid.net/auth/2.0\nis_valid:false\n', false],
    ['is_valid:true_ish\n', false],
    ['x is_valid:true\n', false],
    ['<html>is_valid:true</html>', false],
    ['', false],
  ])('reads %j as %s', (text, valid) => {
    expect(isValidAnswer(text)).toBe(valid);
  });
});
