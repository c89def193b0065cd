import { describe, expect, it } from 'vitest';
import { decodeMsg, text } from './contracts/fields.ts';
import { modifyNicknameBody } from './contracts/profile.ts';
import { hasForbiddenChars } from './forbidden-chars.ts';

const cp = (n: number) => String.fromCodePoint(n);

describe('hasForbiddenChars', () => {
  it('refuses the line and paragraph separators and invisible format characters, as it does controls', () => {
    const refused = [
      0x00, 0x09, 0x0a, 0x7f, 0x85, // controls, as before
      0x2028, 0x2029, // line and paragraph separators (Zl, Zp)
      0x200b, 0x200c, 0x200e, 0x200f, // zero-width space and non-joiner, directional marks
      0x202a, 0x202e, 0x2060, 0x2064, 0x2066, 0x2069, 0xfeff, // bidi embeddings, overrides, isolates; word joiner, invisible operators, BOM
      0x00ad, 0x061c, 0x180e, 0xfff9, 0xe0001, 0xe0041, // soft hyphen, Arabic letter mark, Mongolian vowel separator, annotation, tags
    ];
    for (const c of refused) expect(hasForbiddenChars(`a${cp(c)}b`), c.toString(16)).toBe(true);
    expect(hasForbiddenChars('\ud800')).toBe(true);
  });

  it('keeps the zero-width joiner of emoji sequences, variation selectors and ordinary text', () => {
    for (const s of ['👨‍👩‍👧', '🏳️‍🌈', '❤️', '玩家一号', 'Zoë', 'a b', '１２３']) expect(hasForbiddenChars(s), s).toBe(false);
  });
});

describe('a free-text field', () => {
  const reason = text('field.reason', 1, 100);
  it('takes emoji joined by ZWJ and refuses U+2028 and U+200B naming the field', () => {
    expect(reason.parse('家人 👨‍👩‍👧')).toBe('家人 👨‍👩‍👧');
    for (const bad of ['一行\u2028两行', 'ad\u200bmin']) {
      const r = reason.safeParse(bad);
      expect(r.success).toBe(false);
      expect(decodeMsg(r.error!.issues[0].message)).toEqual({ key: 'v.controlChars', params: { field: 'field.reason' } });
    }
  });
});

describe('a nickname', () => {
  it('refuses every format character, ZWJ included, and the separators even at its ends (which trim would drop)', () => {
    for (const bad of ['玩家\u200d一号', '玩家\u2028一号', '玩家一号\u2029', '\u200b玩家一号', '玩家\u00ad一号']) {
      const r = modifyNicknameBody.safeParse({ nickname: bad });
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(decodeMsg(r.error!.issues[0].message).key).toBe('v.nicknameChars');
    }
    expect(modifyNicknameBody.parse({ nickname: '玩家😀' }).nickname).toBe('玩家😀');
  });
});
