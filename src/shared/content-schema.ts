// The frontmatter of every content collection (help and support docs, events, promotions,
// notices, news). One module, imported by src/content.config.ts (Astro checks every file at build), by
// the API server (which reads the same Markdown without Astro) and by the tests, so the three can
// never disagree about what a valid document is.
import { z } from 'zod';

/** Every document exists in each of these; zh-CN is the site's default and has no URL prefix. */
export const CONTENT_LOCALES = ['zh-CN', 'en', 'zh-TW'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const COLLECTIONS = ['help', 'support', 'events', 'promotions', 'notices', 'news'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
}

/** YAML gives a Date for `2026-01-05`; our own parser gives the text. Both become a Date. */
const date = z.coerce.date();

const base = z.object({
  title: z.string().trim().min(1).max(80),
  summary: z.string().trim().min(1).max(200),
  /** Position in lists, smallest first. */
  order: z.number().int().min(0).max(999),
  updated: date,
});

export const docSchema = base.strict();

export const campaignSchema = base
  .extend({
    startsAt: date,
    endsAt: date.optional(),
    /** A short label on the card ("+20%", "新手"). */
    badge: z.string().trim().min(1).max(12),
    /** A path under public/ or an absolute URL. */
    image: z.string().regex(/^(\/|https:\/\/)/).optional(),
    /**
     * A reward for depositing (the first-deposit bonus). With DAILY_REWARDS=off (sysConfig
     * noRechargeRewards) nobody can get it, so documentList leaves it out and the page hides it.
     */
    rechargeReward: z.boolean().default(false),
  })
  .strict()
  .refine((d) => !d.endsAt || d.endsAt >= d.startsAt, { message: 'endsAt before startsAt', path: ['endsAt'] });

export const NOTICE_LEVELS = ['info', 'warning', 'important'] as const;

export const noticeSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    publishedAt: date,
    level: z.enum(NOTICE_LEVELS),
    /** false keeps a drafted notice out of api/common/notice. */
    public: z.boolean().default(true),
  })
  .strict();

/** News about the site (/news), newest first; each item shown in full. */
export const newsSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    summary: z.string().trim().min(1).max(200),
    publishedAt: date,
  })
  .strict();

export const SCHEMAS = {
  help: docSchema,
  support: docSchema,
  events: campaignSchema,
  promotions: campaignSchema,
  notices: noticeSchema,
  news: newsSchema,
} as const;

export type DocData = z.output<typeof docSchema>;
export type CampaignData = z.output<typeof campaignSchema>;
export type NoticeData = z.output<typeof noticeSchema>;
export type NewsData = z.output<typeof newsSchema>;

/** An entry's path below its collection folder: `<locale>/<id>.md`; ids are lowercase slugs. */
export const ENTRY_PATH = /^(zh-CN|en|zh-TW)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** zh-CN pages have no prefix; the others live under /en/… and /zh-TW/…. */
export function localePath(locale: ContentLocale, path: string): string {
  return locale === 'zh-CN' ? path : `/${locale}${path}`;
}
