import { describe, expect, it } from 'vitest';
import { identityHash } from '../promo/book.ts';
import { judgeAnswer } from './service.ts';

const SECRET = 'a-test-app-secret-16+';
/** 12:00 on 15 June 2026 in China. */
const NOW = new Date('2026-06-15T04:00:00Z');
const ADULT = '110101199003071234';
const MINOR = '110101200806161234';

describe("the provider's answer, as we judge it", () => {
  it('keeps a refusal, and a pass that names no identity', () => {
    expect(judgeAnswer({ passed: false, reason: 'mismatch', idNumber: null }, { identityHash: null }, SECRET, NOW)).toEqual({ passed: false, reason: 'mismatch' });
    expect(judgeAnswer({ passed: true, reason: null, idNumber: null }, { identityHash: identityHash(SECRET, ADULT) }, SECRET, NOW)).toEqual({ passed: true, reason: null });
  });

  it('refuses a pass for another identity than the one started, or for someone under 18', () => {
    const started = { identityHash: identityHash(SECRET, ADULT) };
    expect(judgeAnswer({ passed: true, reason: null, idNumber: ADULT }, started, SECRET, NOW)).toEqual({ passed: true, reason: null });
    expect(judgeAnswer({ passed: true, reason: null, idNumber: MINOR }, started, SECRET, NOW)).toEqual({ passed: false, reason: 'identity' });
    // An attempt from before identity hashes were kept: the age is still ours to check.
    expect(judgeAnswer({ passed: true, reason: null, idNumber: MINOR }, { identityHash: null }, SECRET, NOW)).toEqual({ passed: false, reason: 'underage' });
    expect(judgeAnswer({ passed: true, reason: null, idNumber: 'garbage' }, { identityHash: null }, SECRET, NOW)).toEqual({ passed: false, reason: 'underage' });
  });
});
