import { describe, expect, it } from 'vitest';
import { loadZhTW, toZhTW, withOverrides } from './convert.ts';

describe('toZhTW (OpenCC s2twp and our overrides)', () => {
  it('converts characters and uses Taiwan wording', async () => {
    expect(await toZhTW('请先登录')).toBe('請先登入');
    expect(await toZhTW('账号设置')).toBe('帳號設定');
    expect(await toZhTW('网络错误')).toBe('網路錯誤');
    expect(await toZhTW('默认头像')).toBe('預設頭像');
    expect(await toZhTW('注册用户')).toBe('註冊使用者');
    expect(await toZhTW('复制成功')).toBe('複製成功');
  });

  it('keeps the product\'s words where they differ from OpenCC\'s', async () => {
    expect(await toZhTW('立即充值')).toBe('立即儲值');
    expect(await toZhTW('退出登录')).toBe('登出');
    expect(await toZhTW('注销账户')).toBe('註銷帳戶');
    expect(await toZhTW('记录类型')).toBe('記錄類型');
    expect(await toZhTW('后台新手箱')).toBe('後台新手箱');
    expect(await toZhTW('已批准并入账')).toBe('已批准並入帳');
  });

  it('keeps placeholders, Latin text and punctuation', async () => {
    expect(await toZhTW('共 {total} 条，HTTP {status}')).toBe('共 {total} 條，HTTP {status}');
  });

  it('converts any text: a character it has no other form for stays as it is', async () => {
    expect(await toZhTW('饕餮之箱 🎁 Ω')).toBe('饕餮之箱 🎁 Ω');
  });

  it('loads the dictionaries once', async () => {
    expect(await loadZhTW()).toBe(await loadZhTW());
  });
});

describe('withOverrides', () => {
  const upper = (s: string) => s.toUpperCase();

  it('puts overrides in verbatim, the longest first, and converts the rest', () => {
    expect(withOverrides('ab-abc-x', upper, { ab: '1', abc: '2' })).toBe('1-2-X');
    expect(withOverrides('', upper, { a: '1' })).toBe('');
  });
});
