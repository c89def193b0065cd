// Content collections (design "Layout": src/content). Each collection is a folder of Markdown
// files, one per locale and document: src/content/<collection>/<locale>/<id>.md. The schemas are
// the shared ones the API server validates with, so a file that breaks one fails the build.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { campaignSchema, docSchema, newsSchema, noticeSchema, type CollectionName } from './shared/content-schema.ts';

function files(name: CollectionName) {
  // Keep the locale's case in the id ("zh-CN/opening-cases"); the default slug would lower it.
  return glob({ pattern: '*/*.md', base: `./src/content/${name}`, generateId: ({ entry }) => entry.replace(/\.md$/, '') });
}

export const collections = {
  help: defineCollection({ loader: files('help'), schema: docSchema }),
  support: defineCollection({ loader: files('support'), schema: docSchema }),
  events: defineCollection({ loader: files('events'), schema: campaignSchema }),
  promotions: defineCollection({ loader: files('promotions'), schema: campaignSchema }),
  notices: defineCollection({ loader: files('notices'), schema: noticeSchema }),
  news: defineCollection({ loader: files('news'), schema: newsSchema }),
};
