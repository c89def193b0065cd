// The live feed's socket side, as `npm start`, `npm run dev` and the benchmark server run it: the
// embedded STOMP broker on /ws behind the database-backed presence (per-address limit, people online).
import type { Logger } from 'pino';
import type { Config } from './config/index.ts';
import type { Db } from './db/client.ts';
import { publicSessionId, hashToken, sessionRulesOf, sessionUser } from './modules/auth/sessions.ts';
import { presenceGate } from './modules/presence/gate.ts';
import { createLivePresence } from './modules/presence/presence.ts';
import { createStompBroker, type StompBroker } from './realtime/stomp-broker.ts';

export interface LiveFeed {
  broker: StompBroker;
  /** People online, read from the database (every process's sockets). */
  people: () => Promise<number>;
  close(): Promise<void>;
}

/** `clock`: tests move it to see stale rows swept; `heartbeatMs`: the STOMP heart-beat (tests turn it off). */
export function createLiveFeed(config: Config, db: Db, logger?: Logger, opts: { clock?: () => Date; heartbeatMs?: number } = {}): LiveFeed {
  const log = logger?.child({ part: 'stomp' });
  const clock = opts.clock ?? (() => new Date());
  const presence = createLivePresence({
    db, clock, maxPerAddress: config.live.maxPerAddress, onError: (err) => log?.warn({ err }, 'live presence refresh failed'),
  });
  const rules = sessionRulesOf({ config, clock });
  const gate = presenceGate(presence, {
    trustProxy: config.trustProxy,
    // The viewer is the session's public id: one person per signed-in session, however many tabs.
    viewerOf: async (token) => ((await sessionUser(db, token, rules())) === null ? null : `s:${publicSessionId(hashToken(token))}`),
    logger: log,
  });
  const broker = createStompBroker({ path: '/ws', heartbeatMs: opts.heartbeatMs ?? 10_000, logger: log, gate });
  presence.start();
  return {
    broker,
    people: () => presence.people(),
    close: async () => {
      await broker.close();
      await presence.stop();
    },
  };
}
