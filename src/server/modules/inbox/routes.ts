// api/message/*: the signed-in player's inbox (the spec's Messages calls).
import type { FastifyInstance } from 'fastify';
import { listMessageQuery, messageDetailQuery } from '../../../shared/contracts/inbox.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { listMessages, readMessage, unreadCount } from './service.ts';

export type InboxRouteDeps = Pick<AppDeps, 'db' | 'clock'>;

export function inboxRoutes(app: FastifyInstance, deps: InboxRouteDeps): void {
  const { db } = deps;

  app.get('/api/message/listMessage', async (req) => {
    const userId = await requireUser(db, req);
    return ok(await listMessages(db, userId, parse(listMessageQuery, req.query), langOf(req)));
  });

  // A GET that marks the message read: the spec names it so; reading twice changes nothing more.
  app.get('/api/message/getMessageDetail', async (req) => {
    const userId = await requireUser(db, req);
    const { id } = parse(messageDetailQuery, req.query);
    return ok(await readMessage(db, userId, BigInt(id), langOf(req), deps.clock()));
  });

  app.get('/api/message/countUserUnreadMessage', async (req) => {
    const userId = await requireUser(db, req);
    return ok(await unreadCount(db, userId));
  });
}
