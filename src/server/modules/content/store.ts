// Reads every content collection from src/content once, at start, and checks each file against
// the shared schemas (the same ones Astro checks at build). A bad file stops the start with its
// name, instead of an API that quietly lists less than the pages show.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  CONTENT_LOCALES,
  ENTRY_PATH,
  SCHEMAS,
  type CampaignData,
  type CollectionName,
  type ContentLocale,
  type DocData,
  type NewsData,
  type NoticeData,
} from '../../../shared/content-schema.ts';
import { parseFrontmatter } from './frontmatter.ts';

/** src/content of this checkout: the server runs from the repository, not from dist. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));

export interface Entry<T> {
  id: string;
  locale: ContentLocale;
  data: T;
  /** The Markdown after the frontmatter. */
  body: string;
}

interface DataOf {
  help: DocData;
  support: DocData;
  events: CampaignData;
  promotions: CampaignData;
  notices: NoticeData;
  news: NewsData;
}

export interface ContentStore {
  /** A collection's entries in one locale, in file-name order. */
  entries<C extends CollectionName>(collection: C, locale: ContentLocale): readonly Entry<DataOf[C]>[];
}

export function loadContent(dir: string = DEFAULT_CONTENT_DIR): ContentStore {
  const byKey = new Map<string, Entry<unknown>[]>();
  for (const collection of COLLECTIONS) {
    for (const locale of CONTENT_LOCALES) byKey.set(`${collection}/${locale}`, []);
    const root = path.join(dir, collection);
    if (!fs.existsSync(root)) continue;
    for (const rel of listMarkdown(root)) {
      const file = path.join(root, rel);
      const m = ENTRY_PATH.exec(rel.split(path.sep).join('/'));
      if (!m) throw new Error(`${file}: content files are named <zh-CN|en|zh-TW>/<lowercase-id>.md`);
      const [, locale, id] = m as unknown as [string, ContentLocale, string];
      const { data, body } = parseFrontmatter(fs.readFileSync(file, 'utf8'), file);
      const result = SCHEMAS[collection].safeParse(data);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(`${file}: ${issue.path.join('.') || 'frontmatter'}: ${issue.message}`);
      }
      byKey.get(`${collection}/${locale}`)!.push({ id, locale, data: result.data, body });
    }
  }
  return {
    entries: (collection, locale) => (byKey.get(`${collection}/${locale}`) ?? []) as never,
  };
}

function listMarkdown(root: string): string[] {
  const out: string[] = [];
  for (const d of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!d.isDirectory()) {
      if (d.name.endsWith('.md')) out.push(d.name); // misplaced: ENTRY_PATH refuses it with a hint
      continue;
    }
    for (const f of fs.readdirSync(path.join(root, d.name)).sort()) {
      if (f.endsWith('.md')) out.push(path.join(d.name, f));
    }
  }
  return out;
}
