// What the sandbox providers "sent", for GET api/dev/smsOutbox (and the mail outbox) outside
// production. Kept in the database so every process shows the same outbox; newest first, and
// trimmed to a day so a long dev session cannot grow it for ever.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxOutbox } from '../db/schema/index.ts';

export interface OutboxEntry {
  /** The phone number or mail address. */
  to: string;
  purpose: string;
  code: string;
  createdAt: Date;
}

export interface Outbox {
  add(entry: OutboxEntry): Promise<void>;
  /** Newest first (at most 500); only `to`'s entries when given. */
  list(to?: string): Promise<OutboxEntry[]>;
}

const KEEP_MS = 24 * 3600_000;

export function createOutbox(db: Db, channel: 'sms' | 'mail'): Outbox {
  return {
    async add(entry) {
      await db.insert(sandboxOutbox).values({ channel, target: entry.to, purpose: entry.purpose, code: entry.code, createdAt: entry.createdAt });
      await db.delete(sandboxOutbox).where(and(eq(sandboxOutbox.channel, channel), lt(sandboxOutbox.createdAt, new Date(entry.createdAt.getTime() - KEEP_MS))));
    },
    async list(to) {
      const rows = await db.select().from(sandboxOutbox)
        .where(to === undefined ? eq(sandboxOutbox.channel, channel) : and(eq(sandboxOutbox.channel, channel), eq(sandboxOutbox.target, to)))
        .orderBy(desc(sandboxOutbox.id)).limit(500);
      return rows.map((r) => ({ to: r.target, purpose: r.purpose, code: r.code, createdAt: r.createdAt }));
    },
  };
}
