// Writing a message. Callers pass their own transaction: the message commits with the business
// change it reports or not at all, and a replay (webhook, Idempotency-Key) that does not re-run
// that change does not write it again. The (kind, ref) unique index is the second guard.
import type { MessageKind } from '../../../shared/contracts/inbox.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

export interface NewMessage {
  userId: bigint;
  kind: MessageKind;
  title: MessageKey;
  body: MessageKey;
  params?: Record<string, string | number>;
  ref: string | null;
  now: Date;
}

/** Returns false when a message of this kind about this ref already exists (nothing written). */
export async function postMessage(tx: Tx, m: NewMessage): Promise<boolean> {
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
