// Everything a route needs, built once in main.ts (or by a test) and passed down.
import type { Config } from './config/index.ts';
import type { Db } from './db/client.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Catalogue } from './modules/boxes/catalogue.ts';
import type { PaymentProvider } from './providers/payments/provider.ts';
import type { SmsProvider } from './providers/sms/provider.ts';
import type { MailProvider } from './providers/mail/provider.ts';
import type { Outbox } from './providers/outbox.ts';
import type { CertifyProvider } from './providers/certify/provider.ts';
import type { Beacon } from './providers/beacon/beacon.ts';
import type { GiveawayDeps } from './modules/giveaways/service.ts';
import type { WithdrawalDeps } from './modules/withdrawals/service.ts';
import type { SkinSupplier } from './providers/skins/supplier.ts';
import type { SeedGuesses } from './modules/boxes/opening/seed-guesses.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The time now; tests move it to check expiry windows. */
  clock: () => Date;
  broadcaster: Broadcaster;
  payments: Record<string, PaymentProvider>;
  sms: SmsProvider;
  mail: MailProvider;
  /** Real-name verification; null where no provider is configured (production until a real adapter exists). */
  certify: CertifyProvider | null;
  /** What the sandbox SMS and mail providers sent (empty with real providers); dev-only routes read them. */
  outboxes: { sms: Outbox; mail: Outbox };
  /** Runs the database jobs due (main starts its poll; tests call runDue with their clock). */
  jobs: JobRunner;
  /** The cases on sale and the item catalogue, loaded at start. */
  catalogue: Catalogue;
  /** This process's guesses of its sessions' seed pairs (boxes/opening/seed-guesses.ts): a right one makes an opening one round trip. */
  seedGuesses: SeedGuesses;
  /** People on the live feed ("users online"): distinct signed-in sessions and anonymous addresses, every process's. */
  liveConnections: () => Promise<number>;
  /** The public randomness beacon giveaway draws mix in (providers/beacon). */
  beacon: Beacon;
  /** What the giveaway service and its jobs need, bound once. */
  giveaways: GiveawayDeps;
  /** Who buys a take-back's skin for the player's trade link (providers/skins/choose.ts: the sandbox, or a marketplace adapter). */
  supplier: SkinSupplier;
  /** What the take-back service and its jobs need (its supplier is read from `supplier` above when used). */
  withdrawals: WithdrawalDeps;
}
