// The Markdown in src/content, as editors leave it: every document in all three languages with the
// same ids, valid frontmatter (the shared schemas, as the build checks them), the articles the
// issue asks for, Traditional characters in zh-TW, and no internal link to a page that does not exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '../../config/index.ts';
import { COLLECTIONS, CONTENT_LOCALES, type CollectionName } from '../../../shared/content-schema.ts';
import { loadContent } from './store.ts';

const store = loadContent(); // throws, naming the file, on any invalid frontmatter or file name
const ids = (c: CollectionName, locale: (typeof CONTENT_LOCALES)[number]) => store.entries(c, locale).map((e) => e.id).sort();

describe('content collections', () => {
  it.each(COLLECTIONS)('%s: the same ids in zh-CN, en and zh-TW', (c) => {
    const zh = ids(c, 'zh-CN');
    expect(zh.length).toBeGreaterThan(0);
    for (const locale of CONTENT_LOCALES) expect(ids(c, locale), locale).toEqual(zh);
  });

  it('has the articles, events, promotions and notices the site promises', () => {
    expect(ids('help', 'zh-CN')).toEqual(expect.arrayContaining([
      'opening-cases', 'provably-fair', 'deposits', 'withdrawals', 'battles', 'dream', 'giveaways', 'responsible-play',
    ]));
    expect(ids('support', 'zh-CN')).toEqual(expect.arrayContaining(['terms', 'privacy', 'age-requirement', 'contact']));
    expect(ids('events', 'zh-CN').length).toBeGreaterThanOrEqual(3);
    expect(ids('promotions', 'zh-CN').length).toBeGreaterThanOrEqual(3);
    expect(store.entries('notices', 'zh-CN').filter((n) => n.data.public).length).toBeGreaterThanOrEqual(1);
    expect(ids('news', 'zh-CN')).toEqual(expect.arrayContaining(['site-open', 'how-fairness-works', 'play-protection-tools']));
  });

  it('states the configured figures: the first-deposit bonus (filled in at run time), the sell-back share, 12 hours, 18+', () => {
    const config = getConfig({ NODE_ENV: 'test' });
    for (const locale of CONTENT_LOCALES) {
      // FIRST_DEPOSIT_BONUS_PERCENT is the operator's: the content leaves its place for it, never a
      // written figure (filled by documentList, /promotions and the boot reveal).
      const promo = store.entries('promotions', locale).find((e) => e.id === 'first-deposit-bonus')!;
      expect(promo.data.badge).toBe('+{percent}%');
      expect(promo.body).toContain('data-bonus-percent');
      expect(promo.body).not.toMatch(/\b20\s*%/);
      const sell = store.entries('promotions', locale).find((e) => e.id === 'sell-back-95')!;
      expect(sell.body).toContain(`${config.boxes.recoveryPercent}%`);
      const withdraw = store.entries('help', locale).find((e) => e.id === 'withdrawals')!;
      expect(withdraw.body).toContain('12');
      expect(store.entries('support', locale).find((e) => e.id === 'age-requirement')!.body).toContain('18');
    }
  });

  it('writes zh-TW in Traditional characters', () => {
    // Common characters that exist only in the simplified script; each has a distinct traditional form.
    const simplified = /[这们说时个为会后开发对进过还没让从关见览点选择经实现认证码账户费风险际护总额务联网页梦样来与问题应该号机钱银态级币汇详动轮数长间专们参结览录单种饰赢输设钟]/u;
    for (const c of COLLECTIONS) {
      for (const e of store.entries(c, 'zh-TW')) {
        const text = `${JSON.stringify(e.data)}\n${e.body}`;
        expect(text.match(simplified)?.[0], `${c}/zh-TW/${e.id}`).toBeUndefined();
      }
    }
  });

  it('links only to documents that exist, in the page\'s own language', () => {
    const known = new Set<string>();
    for (const locale of CONTENT_LOCALES) {
      const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
      for (const s of ['help', 'support'] as const) {
        known.add(`${prefix}/docs/${s}`);
        for (const id of ids(s, locale)) known.add(`${prefix}/docs/${s}/${id}`);
      }
      for (const id of ids('events', locale)) known.add(`${prefix}/event#${id}`);
      for (const id of ids('promotions', locale)) known.add(`${prefix}/promotions#${id}`);
    }
    for (const c of COLLECTIONS) {
      for (const locale of CONTENT_LOCALES) {
        const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
        for (const e of store.entries(c, locale)) {
          for (const [, href] of e.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
            if (!/^\/(?:(?:en|zh-TW)\/)?(docs|event|promotions)\b/.test(href)) continue; // other site pages
            expect(known.has(href), `${c}/${locale}/${e.id} links to ${href}`).toBe(true);
            expect(href.startsWith(`${prefix}/`) && (prefix !== '' || !/^\/(en|zh-TW)\//.test(href)), `${c}/${locale}/${e.id}: ${href} leaves ${locale}`).toBe(true);
          }
        }
      }
    }
  });

  it('refuses a file outside the <locale>/<id>.md layout and a frontmatter that breaks the schema', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
    try {
      fs.mkdirSync(path.join(dir, 'help', 'fr'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'help', 'fr', 'x.md'), '---\ntitle: "x"\n---\n');
      expect(() => loadContent(dir)).toThrow(/named <zh-CN\|en\|zh-TW>\/<lowercase-id>\.md/);
      fs.rmSync(path.join(dir, 'help', 'fr'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'help', 'en'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'help', 'en', 'x.md'), '---\ntitle: "x"\nsummary: "s"\norder: 1\n---\n');
      expect(() => loadContent(dir)).toThrow(/x\.md: updated/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
