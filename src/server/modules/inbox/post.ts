// Writing a message. Callers pass their own transaction: the message commits with the business
// change it reports or not at all, and a replay (webhook, Idempotency-Key) that does not re-run
// that change does not write it again. The (kind, ref) unique index is the second guard.
import type { MessageKind } from '../../../shared/contracts/inbox.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { run, statement } from '../../db/statements.ts';

/**
 * The promotional kinds: a VIP level-up with its reward and a giveaway win's
 * congratulations. None is posted to a player in a cool-off or self-exclusion; deposit, sale and
 * withdrawal messages (their own money and items) always are.
 */
export const PROMOTIONAL_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['vip', 'giveaway']);

const EXCLUDED = statement('inbox_excluded', `
  SELECT EXISTS (SELECT 1 FROM exclusions WHERE user_id = $1 AND starts_at <= $2::timestamptz AND ends_at > $2::timestamptz) AS excluded`);

export interface NewMessage {
  userId: bigint;
  kind: MessageKind;
  title: MessageKey;
  body: MessageKey;
  params?: Record<string, string | number>;
  ref: string | null;
  now: Date;
}

/**
 * Returns false when a message of this kind about this ref already exists, or when it is
 * promotional and the player is excluded now (nothing written). Only a promotional kind costs the
 * extra look.
 */
export async function postMessage(tx: Tx, m: NewMessage): Promise<boolean> {
  if (PROMOTIONAL_KINDS.has(m.kind)) {
    const [x] = await run<{ excluded: boolean }>(tx, EXCLUDED, [String(m.userId), m.now.toISOString()]);
    if (x.excluded) return false;
  }
  const inserted = await tx.insert(messages).values({
    userId: m.userId,
    kind: m.kind,
    titleKey: m.title,
    bodyKey: m.body,
    params: m.params ?? {},
    ref: m.ref,
    createdAt: m.now,
  }).onConflictDoNothing().returning({ id: messages.id });
  return inserted.length === 1;
}
