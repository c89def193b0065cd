// The online count when browsers' sockets go to RabbitMQ's Web-STOMP (BROKER_URL set): those
// sockets never reach our processes, so live_connections stays empty. What every process does see
// is requests: a session's last_used_at moves at most once a minute as it is used. People online
// is then the signed-in people whose session was used in the last few minutes; visitors who are
// not signed in are not counted (RabbitMQ knows them, we do not). The per-address socket limit
// moves to the balancer in front of /ws (scripts/cluster/haproxy.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** A session used within this window counts as a person online. */
export const RECENT_SESSION_MS = 5 * 60_000;

export async function recentSessionPeople(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECENT_SESSION_MS).toISOString();
  const [row] = await queryRows<{ n: string | number }>(db, sql`
    select count(distinct user_id) as n from sessions
    where revoked_at is null and last_used_at > ${since}::timestamptz`);
  return Number(row?.n ?? 0);
}
