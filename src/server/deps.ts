// Builds what the routes depend on from the configuration: the one place providers are chosen.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AppDeps } from './http/deps.ts';
import { loadCatalogueCache } from './modules/boxes/catalogue.ts';
import type { PaymentProvider } from './providers/payments/provider.ts';
import { createSandboxProvider } from './providers/payments/sandbox.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';

export async function createDeps(
  config: Config,
  db: Db,
  live: { broadcaster: Broadcaster; connections?: () => number },
  clock: () => Date = () => new Date(),
): Promise<AppDeps> {
  const payments: Record<string, PaymentProvider> = {};
  if (config.pay.sandboxEnabled) {
    payments.sandbox = createSandboxProvider({ secret: config.pay.sandboxSecret, toleranceSec: config.pay.sandboxToleranceSec });
  }
  return {
    config, db, clock, payments,
    broadcaster: live.broadcaster,
    liveConnections: live.connections ?? (() => 0),
    catalogue: await loadCatalogueCache(db),
  };
}
