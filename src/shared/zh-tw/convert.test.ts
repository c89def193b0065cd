import { describe, expect, it } from 'vitest';
import { convertTable, toZhTW } from './convert.ts';

describe('toZhTW', () => {
  it('converts characters and uses Taiwan wording from the phrase table', () => {
    expect(toZhTW('请先登录').text).toBe('請先登入');
    expect(toZhTW('账号设置').text).toBe('帳號設定');
    expect(toZhTW('网络错误').text).toBe('網路錯誤');
    expect(toZhTW('默认头像').text).toBe('預設頭像');
    expect(toZhTW('立即充值').text).toBe('立即儲值');
    expect(toZhTW('注册用户').text).toBe('註冊使用者');
    expect(toZhTW('复制成功').text).toBe('複製成功');
  });

  it('prefers the longest phrase (退出登录 → 登出, not 退出登入)', () => {
    expect(toZhTW('退出登录').text).toBe('登出');
  });

  it('keeps placeholders, Latin text and punctuation', () => {
    expect(toZhTW('共 {total} 条，HTTP {status}').text).toBe('共 {total} 條，HTTP {status}');
  });

  it('reports a Han character it does not know instead of copying it silently', () => {
    const r = toZhTW('龘的', new Map([['的', '的']]));
    expect(r.unmapped).toEqual(['龘']);
  });

  it('copies verbatim keys unchanged', () => {
    const { table } = convertTable({ 'language.zh-CN': '简体中文', x: '简体中文' }, new Set(['language.zh-CN']));
    expect(table).toEqual({ 'language.zh-CN': '简体中文', x: '簡體中文' });
  });
});
