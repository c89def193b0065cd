// The home hero's title breaks only between words: CJK text is set keep-all with the word
// boundaries marked, so a 375 px phone never splits a word such as "验证" across two lines.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Banners, { withTitleRuns } from './Banners.tsx';

describe('Banners title', () => {
  it('marks word boundaries and keeps words whole', () => {
    const html = renderToString(<Banners lang="zh-CN" banners={[{ id: 2, image: '/banners/provably-fair.svg', link: '/provably-fair', title: '每一次开箱都可验证' }]} />);
    // Attributes in any order: on Preact, compat turns className into a class written last.
    const title = /data-testid="banner-title"[^>]*>(.*?)<\/span>/.exec(html)![1];
    expect(/class="[^"]*break-keep[^"]*text-balance/.test(html)).toBe(true);
    expect(title.replace(/<wbr\/?>/g, '')).toBe('每一次开箱都可验证');
    expect(title).toContain('<wbr');
    expect(title).toContain('验证');
  });

  it('uses the runs the server worked out, so the hydrating render matches its HTML', () => {
    const [banner] = withTitleRuns([{ id: 3, image: '', link: '', title: '刀具箱上新' }], 'zh-CN');
    expect(banner.runs!.join('')).toBe('刀具箱上新');
    const html = renderToString(<Banners lang="zh-CN" banners={[{ ...banner, runs: ['刀具箱', '上新'] }]} />);
    expect(/data-testid="banner-title"[^>]*>(.*?)<\/span>/.exec(html)![1]).toBe('刀具箱<wbr/>上新');
  });
});
