import { describe, expect, it } from 'vitest';
import { CDK_BODY_LENGTH } from './reward-constants.ts';
import { CROCKFORD, formatCdk, looksLikeCdk, normaliseCdk, randomCdkBody } from './cdk-code.ts';

describe('redeem code text', () => {
  it('reads what a player typed as the one normalised code', () => {
    expect(normaliseCdk('  spring-7kq2-m9xd-0hbt-r4wz ')).toBe('SPR1NG7KQ2M9XD0HBTR4WZ');
    expect(normaliseCdk('SPRING 7KQ2 M9XD 0HBT R4WZ')).toBe('SPR1NG7KQ2M9XD0HBTR4WZ');
    expect(normaliseCdk('SPR1NG-7KQ2-M9XD-OHBT-R4WZ')).toBe('SPR1NG7KQ2M9XD0HBTR4WZ');
    // Look-alikes: O is zero, I and L are one.
    expect(normaliseCdk('oOiIlL')).toBe('001111');
    // A full-width dash and a tab are separators too.
    expect(normaliseCdk('AB－CD\tEF')).toBe('ABCDEF');
  });

  it('makes bodies of Crockford characters only, of the agreed length, and formats them in fours', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const body = randomCdkBody();
      expect(body).toHaveLength(CDK_BODY_LENGTH);
      for (const c of body) expect(CROCKFORD).toContain(c);
      seen.add(body);
      // A made code reads back as itself (its body has no look-alikes to fold).
      expect(normaliseCdk(formatCdk('X1', body))).toBe(`X1${body}`);
    }
    expect(seen.size).toBe(200);
    expect(formatCdk('SPRING', '0123456789ABCDEF')).toBe('SPRING-0123-4567-89AB-CDEF');
  });

  it('tells what cannot be a code', () => {
    expect(looksLikeCdk('SPR1NG7KQ2M9XD0HBTR4WZ')).toBe(true);
    expect(looksLikeCdk('SHORT')).toBe(false);
    expect(looksLikeCdk('SPR1NG7KQ2M9XD0HBTR4W!')).toBe(false);
    expect(looksLikeCdk('A'.repeat(65))).toBe(false);
  });
});
