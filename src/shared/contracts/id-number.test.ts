import { describe, expect, it } from 'vitest';
import { ageOn, chinaDate, idBirthDate, idCheckChar, isValidIdNumber, maskIdNumber, maskName } from './id-number.ts';
import { certifyBody, REAL_NAME_RE } from './certify.ts';

/** A valid number for a birth date: region 110101, sequence 123, the right check character. */
function idFor(birth: string, seq = '123'): string {
  const first17 = `110101${birth}${seq}`;
  return first17 + idCheckChar(first17);
}

describe('ID number checksum (ISO 7064 MOD 11-2)', () => {
  it('accepts published examples', () => {
    // GB 11643-1999's examples: one ending in X, one whose 1880 birth date we refuse (before 1900).
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(idCheckChar('44052418800101001')).toBe('4');
    expect(isValidIdNumber('440524188001010014')).toBe(false);
  });

  it('refuses every wrong check character', () => {
    const good = idFor('19900307');
    for (const c of '0123456789X') {
      const id = good.slice(0, 17) + c;
      expect(isValidIdNumber(id)).toBe(c === good[17]);
    }
  });

  it('refuses a changed digit', () => {
    const good = idFor('19900307');
    const bad = `${good.slice(0, 3)}${(Number(good[3]) + 1) % 10}${good.slice(4)}`;
    expect(isValidIdNumber(bad)).toBe(false);
  });

  it('accepts a lowercase x and surrounding spaces', () => {
    expect(isValidIdNumber(' 11010519491231002x ')).toBe(true);
  });

  it('refuses wrong lengths and characters', () => {
    const good = idFor('19900307');
    expect(isValidIdNumber(good.slice(0, 17))).toBe(false);
    expect(isValidIdNumber(`${good}0`)).toBe(false);
    expect(isValidIdNumber(`${good.slice(0, 5)}X${good.slice(6)}`)).toBe(false);
    expect(isValidIdNumber('')).toBe(false);
    // 15-digit first-generation numbers are out of use.
    expect(isValidIdNumber('110105491231002')).toBe(false);
  });
});

describe('birth date in the number', () => {
  it('reads real dates, leap days included', () => {
    expect(idBirthDate(idFor('20000229'))).toEqual({ year: 2000, month: 2, day: 29 });
    expect(idBirthDate(idFor('19991231'))).toEqual({ year: 1999, month: 12, day: 31 });
  });

  it('refuses dates that do not exist', () => {
    for (const d of ['19990229', '19900230', '19901301', '19900001', '19900100', '19900431', '18991231']) {
      expect(idBirthDate(idFor(d)), d).toBeNull();
      expect(isValidIdNumber(idFor(d)), d).toBe(false);
    }
  });
});

describe('age', () => {
  const birth = { year: 2008, month: 6, day: 15 };
  it('turns 18 on the birthday, not the day before', () => {
    expect(ageOn(birth, { year: 2026, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2026, month: 7, day: 1 })).toBe(18);
    expect(ageOn(birth, { year: 2026, month: 5, day: 31 })).toBe(17);
  });

  it('a 29 February birthday comes on 1 March in a common year', () => {
    const leap = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leap, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it('counts the date in China (UTC+8)', () => {
    expect(chinaDate(new Date('2026-06-14T15:59:59Z'))).toEqual({ year: 2026, month: 6, day: 14 });
    expect(chinaDate(new Date('2026-06-14T16:00:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
  });
});

describe('masks', () => {
  it('keeps only the ends', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('欧阳·娜娜')).toBe('欧***娜');
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
  });
});

describe('certify form', () => {
  it('takes 2-20 Chinese characters, with middle dots between parts', () => {
    for (const ok of ['张三', '欧阳·娜娜', '阿卜杜·热合曼', '一二三四五六七八九十一二三四五六七八九十']) expect(REAL_NAME_RE.test(ok), ok).toBe(true);
    for (const bad of ['张', 'Zhang San', '张三1', '·张三', '张三·', '张··三', '一二三四五六七八九十一二三四五六七八九十一', '张 三']) {
      expect(REAL_NAME_RE.test(bad), bad).toBe(false);
    }
  });

  it('normalises the number', () => {
    const r = certifyBody.safeParse({ realName: ' 张三 ', idNumber: '11010519491231002x' });
    expect(r.success && r.data).toEqual({ realName: '张三', idNumber: '11010519491231002X' });
  });
});
