// Reading the inbox: texts are rendered from their keys in the reader's language at read time.
// Each message carries the reader's anti-phishing phrase, so the inbox shows it on every message
// (docs/decisions/0104).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { SUMMARY_LENGTH, type MessageDetail, type MessageSummary } from '../../../shared/contracts/inbox.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { isMessageKey, translate, type Lang } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { antiPhishingPhraseOf } from '../profile/account.ts';

type Row = typeof messages.$inferSelect;

/**
 * A param kept in every language (data such as a case's name, which the message tables cannot hold)
 * is stored as `name@zh-CN`, `name@en`, `name@zh-TW`; the reader's one fills {name} (zh-CN when
 * their language's is missing).
 */
export function paramsFor(lang: Lang, stored: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(stored)) {
    const at = k.indexOf('@');
    if (at < 0) out[k] = v;
    else if (k.slice(at + 1) === lang || (k.slice(at + 1) === 'zh-CN' && !(`${k.slice(0, at)}@${lang}` in stored))) out[k.slice(0, at)] = v;
  }
  return out;
}

/** A key written by a newer release (or removed since) reads as a generic message, never a crash. */
function render(lang: Lang, row: Row): { title: string; body: string } {
  const params = paramsFor(lang, row.params ?? {});
  return {
    title: translate(lang, isMessageKey(row.titleKey) ? row.titleKey : 'inbox.unknown.title', params),
    body: translate(lang, isMessageKey(row.bodyKey) ? row.bodyKey : 'inbox.unknown.body', params),
  };
}

function summarize(body: string): string {
  const chars = [...body]; // by code point, so a cut never splits a character
  return chars.length <= SUMMARY_LENGTH ? body : `${chars.slice(0, SUMMARY_LENGTH - 1).join('')}…`;
}

export async function listMessages(db: Db, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<MessageSummary>> {
  const where = eq(messages.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db.select().from(messages).where(where)
    .orderBy(desc(messages.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const antiPhishingPhrase = await antiPhishingPhraseOf(db, userId);
  return {
    list: rows.map((r) => {
      const { title, body } = render(lang, r);
      return { id: String(r.id), kind: r.kind, title, summary: summarize(body), read: r.readAt !== null, createdAt: r.createdAt.toISOString(), antiPhishingPhrase };
    }),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The whole message, marked read. Someone else's id is answered exactly like an unknown one. */
export async function readMessage(db: Db, userId: bigint, id: bigint, lang: Lang, now: Date): Promise<MessageDetail> {
  const mine = and(eq(messages.id, id), eq(messages.userId, userId));
  // Only the first read sets read_at; later reads keep the time it was first read.
  await db.update(messages).set({ readAt: now }).where(and(mine, isNull(messages.readAt)));
  const [row] = await db.select().from(messages).where(mine);
  if (!row) throw new AppError('MESSAGE_NOT_FOUND');
  const { title, body } = render(lang, row);
  return {
    id: String(row.id),
    kind: row.kind,
    title,
    body,
    ref: row.ref,
    read: true,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    antiPhishingPhrase: await antiPhishingPhraseOf(db, userId),
  };
}

export async function unreadCount(db: Db, userId: bigint): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(messages).where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(n);
}
