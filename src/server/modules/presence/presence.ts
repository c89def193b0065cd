// Who is on the live socket, across every process: one live_connections row per open socket.
// The per-address limit and the online count are read from the table, never from a process's
// memory, so they hold however many processes share the database. Each process refreshes its own
// rows' seen_at on a timer; the rows of a process that died stop being refreshed, count for
// nothing once stale, and are swept by whichever process refreshes next.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveConnections } from '../../db/schema/index.ts';

/** A row not refreshed for this long belongs to a process that is gone. */
export const STALE_MS = 120_000;
/** How often a process refreshes its rows: well inside STALE_MS, so one late tick costs nothing. */
export const REFRESH_MS = 30_000;

export interface LivePresence {
  readonly instanceId: string;
  /** Reserves a place for a socket from `address`: its row id, or null when the address has its maximum. */
  open(address: string): Promise<string | null>;
  /** The socket's viewer became known (a signed-in CONNECT): it counts as that person from now on. */
  identify(id: string, viewer: string): Promise<void>;
  close(id: string): Promise<void>;
  /** People online: distinct viewers, plus one per address for sockets nobody signed in on. */
  people(): Promise<number>;
  /** Refreshes this process's rows and sweeps stale ones (the timer calls it; tests may too). */
  refresh(): Promise<void>;
  /** Starts the refresh timer. */
  start(): void;
  /** Stops the timer and removes this process's rows. */
  stop(): Promise<void>;
}

export interface PresenceOptions {
  db: Db;
  maxPerAddress: number;
  clock?: () => Date;
  instanceId?: string;
  refreshMs?: number;
  onError?: (err: unknown) => void;
}

export function createLivePresence(opts: PresenceOptions): LivePresence {
  const { db, maxPerAddress } = opts;
  const clock = opts.clock ?? (() => new Date());
  const instanceId = opts.instanceId ?? randomBytes(8).toString('hex');
  const freshSince = () => new Date(clock().getTime() - STALE_MS);
  let timer: NodeJS.Timeout | undefined;

  const presence: LivePresence = {
    instanceId,

    async open(address) {
      const id = randomBytes(12).toString('base64url');
      return db.transaction(async (tx) => {
        // One reservation per address at a time (a transaction-scoped lock, in every process), so
        // the count read here is still true when the row goes in: racing sockets admit exactly the max.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live:${address}`}))`);
        const [{ n }] = await tx.select({ n: count() }).from(liveConnections)
          .where(and(eq(liveConnections.address, address), gt(liveConnections.seenAt, freshSince())));
        if (Number(n) >= maxPerAddress) return null;
        const now = clock();
        await tx.insert(liveConnections).values({ id, instanceId, address, connectedAt: now, seenAt: now });
        return id;
      });
    },

    async identify(id, viewer) {
      await db.update(liveConnections).set({ viewer }).where(eq(liveConnections.id, id));
    },

    async close(id) {
      await db.delete(liveConnections).where(eq(liveConnections.id, id));
    },

    async people() {
      const [{ n }] = await db.select({ n: sql<string>`count(distinct coalesce(${liveConnections.viewer}, 'ip:' || ${liveConnections.address}))` })
        .from(liveConnections).where(gt(liveConnections.seenAt, freshSince()));
      return Number(n);
    },

    async refresh() {
      await db.update(liveConnections).set({ seenAt: clock() }).where(eq(liveConnections.instanceId, instanceId));
      await db.delete(liveConnections).where(lt(liveConnections.seenAt, freshSince()));
    },

    start() {
      timer ??= setInterval(() => {
        presence.refresh().catch((err: unknown) => opts.onError?.(err));
      }, opts.refreshMs ?? REFRESH_MS).unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await db.delete(liveConnections).where(eq(liveConnections.instanceId, instanceId));
    },
  };
  return presence;
}
