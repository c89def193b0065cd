// What the sandbox providers "sent": kept in memory for GET api/dev/smsOutbox (and the mail
// outbox) outside production. Newest first, capped so a long dev session cannot grow it forever.
export interface OutboxEntry {
  /** The phone number or mail address. */
  to: string;
  purpose: string;
  code: string;
  createdAt: Date;
}

export interface Outbox {
  add(entry: OutboxEntry): void;
  /** Newest first; only `to`'s entries when given. */
  list(to?: string): OutboxEntry[];
}

export function createOutbox(cap = 500): Outbox {
  const entries: OutboxEntry[] = [];
  return {
    add(entry) {
      entries.unshift(entry);
      if (entries.length > cap) entries.length = cap;
    },
    list(to) {
      return to === undefined ? [...entries] : entries.filter((e) => e.to === to);
    },
  };
}
