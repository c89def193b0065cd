// The documentList and notice answers, from the loaded content.
import type { DocType, DocumentPage, DocumentSummary, PublicNotice } from '../../../shared/contracts/content.ts';
import { localePath, type CollectionName, type ContentLocale } from '../../../shared/content-schema.ts';
import { withBonusPercent } from '../../../shared/bonus-percent.ts';
import { markdownToText } from './plain-text.ts';
import type { ContentStore } from './store.ts';

const COLLECTION_OF: Record<DocType, Exclude<CollectionName, 'notices' | 'news'>> = {
  help: 'help',
  support: 'support',
  event: 'events',
  promotion: 'promotions',
};

/** Where a document is read on the site: its own page for docs, an anchor on the list for campaigns. */
function pageOf(type: DocType, id: string): string {
  if (type === 'event') return `/event#${id}`;
  if (type === 'promotion') return `/promotions#${id}`;
  return `/docs/${type}/${id}`;
}

/**
 * `bonusPercent`: the first-deposit bonus offered (config.pay.firstDepositBonusPercent). 0 leaves out
 * the campaigns marked rechargeReward; otherwise their {percent} reads this figure.
 */
export function listDocuments(
  store: ContentStore,
  q: { type: DocType; page: number; pageSize: number },
  locale: ContentLocale,
  bonusPercent: number,
): DocumentPage {
  const rechargeRewards = bonusPercent > 0;
  const all: DocumentSummary[] = [...store.entries(COLLECTION_OF[q.type], locale)]
    .filter((e) => rechargeRewards || !('rechargeReward' in e.data && e.data.rechargeReward))
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map((e) => ({
      id: e.id,
      type: q.type,
      title: withBonusPercent(e.data.title, bonusPercent),
      summary: withBonusPercent(e.data.summary, bonusPercent),
      updated: e.data.updated.toISOString(),
      url: localePath(locale, pageOf(q.type, e.id)),
    }));
  const start = (q.page - 1) * q.pageSize;
  return { list: all.slice(start, start + q.pageSize), total: all.length, page: q.page, pageSize: q.pageSize };
}

/** The newest public notices already published at `now`, newest first. */
export function latestNotices(store: ContentStore, topN: number, locale: ContentLocale, now: Date): PublicNotice[] {
  return store
    .entries('notices', locale)
    .filter((e) => e.data.public && e.data.publishedAt.getTime() <= now.getTime())
    .sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, topN)
    .map((e) => ({
      id: e.id,
      title: e.data.title,
      content: markdownToText(e.body),
      publishedAt: e.data.publishedAt.toISOString(),
      level: e.data.level,
    }));
}
