// api/common/documentList and api/common/notice, served from the Markdown in src/content (the real
// files, so a broken document breaks this too) and, for the edge cases, from files a test writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../http/error-handler.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { contentRoutes } from '../routes.ts';
import { get } from '../../../../../tests/integration/api.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function docs(query: string, lang?: string) {
  const res = await get(ctx, `/api/common/documentList${query}`, lang ? { lang } : {});
  return { status: res.statusCode, body: res.json() };
}

describe('GET api/common/documentList', () => {
  it('defaults to page 1 of 15 help articles in zh-CN, in the editors\' order', async () => {
    const { status, body } = await docs('');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { list, total, page, pageSize } = body.data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 15 });
    expect(total).toBeGreaterThanOrEqual(8);
    expect(list).toHaveLength(total);
    expect(list[0]).toEqual({
      id: 'opening-cases', type: 'help', title: '如何开箱', summary: expect.any(String),
      updated: '2026-11-21T00:00:00.000Z', url: '/docs/help/opening-cases',
    });
    expect(list.map((d: { id: string }) => d.id)).toContain('withdrawals');
  });

  it('pages through the list without repeats or gaps', async () => {
    const all = (await docs('?type=help&page=1&pageSize=100')).body.data.list.map((d: { id: string }) => d.id);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const { body } = await docs(`?type=help&page=${page}&pageSize=3`);
      expect(body.data).toMatchObject({ page, pageSize: 3, total: all.length });
      seen.push(...body.data.list.map((d: { id: string }) => d.id));
    }
    expect(seen).toEqual(all);
    expect((await docs(`?type=help&page=${all.length + 1}&pageSize=1`)).body.data.list).toEqual([]);
  });

  it('answers in the lang header\'s language with links under its prefix', async () => {
    const en = (await docs('?type=support', 'en')).body.data.list;
    expect(en.find((d: { id: string }) => d.id === 'terms')).toMatchObject({ title: 'Terms of service', url: '/en/docs/support/terms' });
    const tw = (await docs('?type=support', 'zh-TW')).body.data.list;
    expect(tw.find((d: { id: string }) => d.id === 'terms')).toMatchObject({ title: '使用者條款', url: '/zh-TW/docs/support/terms' });
    const events = (await docs('?type=event', 'en')).body.data;
    expect(events.total).toBeGreaterThanOrEqual(3);
    expect(events.list[0].url).toMatch(/^\/en\/event#[a-z0-9-]+$/);
    const promos = (await docs('?type=promotion')).body.data.list;
    expect(promos.find((d: { id: string }) => d.id === 'first-deposit-bonus')).toMatchObject({ type: 'promotion', url: '/promotions#first-deposit-bonus', title: '首充 +20%' });
  });

  it.each([
    ['?page=0', 'zh-CN', '页码需在 1 到 100000 之间'],
    ['?pageSize=1000', 'zh-CN', '每页条数需在 1 到 100 之间'],
    ['?type=news', 'zh-CN', '文档类型须为 help、support、event 或 promotion'],
    ['?page=abc', 'en', 'Page must be a positive whole number'],
    ['?pageSize=1000', 'en', 'Page size must be between 1 and 100'],
    ['?type=news', 'en', 'The document type must be help, support, event or promotion'],
  ])('refuses %s with a 400 in %s', async (query, lang, msg) => {
    const { status, body } = await docs(query, lang);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, data: null, msg });
  });
});

describe('DAILY_REWARDS=off: no recharge reward is offered, so none is listed', () => {
  let off: TestContext;
  beforeAll(async () => { off = await createTestContext({ DAILY_REWARDS: 'off' }); });
  afterAll(async () => { await off.close(); });
  const ids = async (c: TestContext, lang: string) =>
    ((await get(c, '/api/common/documentList?type=promotion', { lang })).json().data as { list: { id: string }[]; total: number });

  it('leaves the first-deposit bonus out of the promotions, in every language; on, it is listed', async () => {
    for (const lang of ['zh-CN', 'en', 'zh-TW']) {
      const on = await ids(ctx, lang);
      expect(on.list.map((d) => d.id)).toContain('first-deposit-bonus');
      const without = await ids(off, lang);
      expect(without.list.map((d) => d.id)).not.toContain('first-deposit-bonus');
      // The others stay, and the total counts what is listed.
      expect(without.list.map((d) => d.id)).toEqual(on.list.map((d) => d.id).filter((id) => id !== 'first-deposit-bonus'));
      expect(without.total).toBe(on.total - 1);
    }
    // The page's script reads the same switch from sysConfig.
    expect((await get(off, '/api/common/sysConfig')).json().data.noRechargeRewards).toBe(true);
    expect((await get(ctx, '/api/common/sysConfig')).json().data.noRechargeRewards).toBeUndefined();
  });

  it('keeps the bonus sentence of the deposits help page in the part the page hides when off', async () => {
    const fsPath = (loc: string) => path.join('src/content/help', loc, 'deposits.md');
    for (const loc of ['zh-CN', 'en', 'zh-TW']) {
      const md = fs.readFileSync(fsPath(loc), 'utf8');
      const hidden = /<section data-recharge-reward hidden>([\s\S]*?)<\/section>/.exec(md);
      expect(hidden, loc).not.toBeNull();
      expect(hidden![1]).toContain('<span data-bonus-percent></span>%');
      // Nothing outside it (summary included) mentions the bonus.
      expect(md.replace(hidden![0], '')).not.toMatch(/20%|首充|首儲|first-deposit/i);
    }
  });
});

describe('GET api/common/notice', () => {
  it('gives the newest public notice by default, as plain text', async () => {
    const res = await get(ctx, '/api/common/notice');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'welcome', level: 'info', title: '欢迎来到 CS2 开箱', publishedAt: '2026-11-20T02:00:00.000Z' });
    expect(list[0].content).toContain('18');
    // Served whatever DAILY_REWARDS says, so it advertises no recharge reward.
    expect(list[0].content).not.toMatch(/20%|首充|首笔/);
    expect(list[0].content).not.toMatch(/\*\*|<|\]\(/);
  });

  it('gives topN newest first, in the reader\'s language, and only notices already published', async () => {
    const en = (await get(ctx, '/api/common/notice?topN=5', { lang: 'en' })).json().data;
    expect(en.map((n: { id: string }) => n.id)).toEqual(['welcome', 'adults-only']);
    expect(en[1].title).toBe('Adults (18+) only');
    ctx.setNow(new Date('2026-11-10T00:00:00Z'));
    try {
      expect((await get(ctx, '/api/common/notice?topN=5')).json().data.map((n: { id: string }) => n.id)).toEqual(['adults-only']);
    } finally {
      ctx.setNow(new Date());
    }
  });

  it.each([
    ['?topN=0', 'zh-CN', '公告条数需在 1 到 20 之间'],
    ['?topN=x', 'en', 'Number of notices must be a positive whole number'],
  ])('refuses %s with a 400 in %s', async (query, lang, msg) => {
    const res = await get(ctx, `/api/common/notice${query}`, { lang });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
  });
});

describe('contentRoutes with its own folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    write('notices/zh-CN/draft.md', '---\ntitle: "草稿"\npublishedAt: 2026-01-02\nlevel: warning\npublic: false\n---\n不应出现\n');
    write('notices/zh-CN/old.md', '---\ntitle: "旧公告"\npublishedAt: 2026-01-01\nlevel: info\n---\n# 标题\n\n见 [帮助](/docs/help)。\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the folder it is given, leaves out non-public notices, and answers an empty list', async () => {
    const app = Fastify();
    installErrorHandler(app);
    contentRoutes(app, { clock: () => new Date('2026-06-01T00:00:00Z'), config: { pay: { firstDepositBonusPercent: 20 } } } as AppDeps, { dir });
    const notices = (await app.inject({ url: '/api/common/notice?topN=20' })).json().data;
    expect(notices).toEqual([{ id: 'old', title: '旧公告', content: '标题\n\n见 帮助。', publishedAt: '2026-01-01T00:00:00.000Z', level: 'info' }]);
    expect((await app.inject({ url: '/api/common/documentList?type=event' })).json().data).toEqual({ list: [], total: 0, page: 1, pageSize: 15 });
    await app.close();
  });

  it('refuses to start on a file that breaks the schema, naming it', () => {
    fs.mkdirSync(path.join(dir, 'help', 'en'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'help', 'en', 'bad.md'), '---\ntitle: "x"\nsummary: "y"\norder: -1\nupdated: 2026-01-01\n---\n');
    expect(() => contentRoutes(Fastify(), {} as AppDeps, { dir })).toThrow(/bad\.md: order/);
  });
});
