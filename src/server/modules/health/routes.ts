// GET /api/health: what a load balancer asks before sending a process traffic (npm run cluster's
// HAProxy, every second). Healthy means this process answers and its database does; 503 otherwise,
// so the balancer stops routing here. The broker is reported, not required: while RabbitMQ is
// away, requests still succeed (live events are dropped), so the process stays in rotation.
// Nothing about users, nothing cached.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';

export const HEALTH_PATH = '/api/health';

export type HealthRouteDeps = Pick<AppDeps, 'db' | 'broadcaster'>;

export function healthRoutes(app: FastifyInstance, deps: HealthRouteDeps): void {
  app.get(HEALTH_PATH, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ status: 503, msg: 'database unreachable', data: { db: 'down' }, success: false });
    }
    const { connected } = deps.broadcaster;
    return ok({ db: 'ok', broker: connected === undefined ? 'embedded' : connected ? 'connected' : 'reconnecting' });
  });
}
