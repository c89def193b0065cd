// Builds what the routes depend on from the configuration: the one place providers are chosen.
import type { Config } from './config/index.ts';
import type { Db } from './db/client.ts';
import type { AppDeps } from './app-deps.ts';
import { jobHandlers, recurringJobs } from './jobs/handlers.ts';
import { createJobRunner } from './jobs/runner.ts';
import { loadCatalogueCache } from './modules/boxes/catalogue.ts';
import { battleJobHandlers, battleRecurring } from './modules/battles/jobs.ts';
import { giveawayJobHandlers } from './modules/giveaways/jobs.ts';
import { WITHDRAW_POLL, withdrawalJobHandlers } from './modules/withdrawals/jobs.ts';
import type { WithdrawalDeps } from './modules/withdrawals/service.ts';
import type { GiveawayDeps } from './modules/giveaways/service.ts';
import { createBeacon } from './providers/beacon/choose.ts';
import type { PaymentProvider } from './providers/payments/provider.ts';
import { createSandboxProvider } from './providers/payments/sandbox.ts';
import { createStripeProvider } from './providers/payments/stripe.ts';
import { createWechatPayProvider } from './providers/payments/wechatpay.ts';
import { createAlipayProvider } from './providers/payments/alipay.ts';
import { paymentJobHandlers } from './modules/payments/provider-jobs.ts';
import { ensureProviderAccounts } from './providers/payments/provider-accounts.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';
import { createOutbox } from './providers/outbox.ts';
import type { SmsProvider } from './providers/sms/provider.ts';
import { createSandboxSms } from './providers/sms/sandbox.ts';
import { createAliyunSms } from './providers/sms/aliyun.ts';
import type { MailProvider } from './providers/mail/provider.ts';
import { createSandboxMail } from './providers/mail/sandbox.ts';
import { createSmtpMail } from './providers/mail/smtp.ts';
import { createCertify } from './providers/certify/choose.ts';
import { createSupplier, sandboxSkinJobHandlers } from './providers/skins/choose.ts';
import { createSeedGuesses } from './modules/boxes/opening/seed-guesses.ts';
import { WATCHDOG_JOB, watchdogJob, watchdogRecurring, type WatchdogLog } from './modules/fairness/watchdog/index.ts';

export async function createDeps(
  config: Config,
  db: Db,
  live: {
    broadcaster: Broadcaster; connections?: () => Promise<number>; log?: (line: string) => void;
    /** Errors someone must look at (the fairness watchdog's mismatches); console.error when not given. */
    logError?: WatchdogLog;
  },
  clock: () => Date = () => new Date(),
): Promise<AppDeps> {
  const log = live.log ?? (() => {});
  const smsOutbox = createOutbox(db, 'sms');
  const mailOutbox = createOutbox(db, 'mail');
  let sms: SmsProvider;
  if (config.sms.provider === 'sandbox') sms = createSandboxSms(smsOutbox, log, clock);
  else sms = createAliyunSms(config.sms.aliyun);
  let mail: MailProvider;
  if (config.mail.provider === 'sandbox') mail = createSandboxMail(mailOutbox, log, clock);
  else mail = createSmtpMail({ url: config.mail.smtpUrl, from: config.mail.from });
  const payments: Record<string, PaymentProvider> = {};
  if (config.pay.sandboxEnabled) {
    payments.sandbox = createSandboxProvider({ secret: config.pay.sandboxSecret, toleranceSec: config.pay.sandboxToleranceSec });
  }
  if (config.pay.stripe) payments.stripe = createStripeProvider(config.pay.stripe, { log, clock });
  if (config.pay.wechat) payments.wechat = createWechatPayProvider(config.pay.wechat, clock, log);
  if (config.pay.alipay) payments.alipay = createAlipayProvider(config.pay.alipay, { clock });
  await ensureProviderAccounts(db, Object.keys(payments));
  const catalogue = await loadCatalogueCache(db);
  // BEACON: drand's quicknet in production, the locally signed one elsewhere (providers/beacon).
  const beacon = createBeacon(config, db, clock, log);
  // The local beacon's key is read (or made) now, outside any transaction: a giveaway job asks the
  // beacon inside its own, and on embedded PGlite that transaction holds the only connection.
  if (config.beacon.provider === 'local') await beacon.info();
  const giveaways: GiveawayDeps = { catalogue, config, beacon, broadcaster: live.broadcaster };
  const supplier = createSupplier(config, db, clock, { log });
  // The supplier is read through deps when used: a test may put another one there.
  const withdrawals: WithdrawalDeps = { db, config, clock, broadcaster: live.broadcaster, catalogue, get supplier() { return deps.supplier; } };
  const deps: AppDeps = {
    config, db, clock, payments, sms, mail,
    // CERTIFY_PROVIDER: Alipay's, or the sandbox, which approves anyone and so never runs in production.
    certify: createCertify(config),
    outboxes: { sms: smsOutbox, mail: mailOutbox },
    broadcaster: live.broadcaster,
    liveConnections: live.connections ?? (async () => 0),
    jobs: createJobRunner({
      db, clock, handlers: { ...jobHandlers, ...battleJobHandlers({ catalogue, config }, live.broadcaster), ...giveawayJobHandlers(giveaways),
        // Read through deps when a job runs: a test may give deps.supplier another delivery.
        ...sandboxSkinJobHandlers(() => deps.supplier), ...withdrawalJobHandlers(withdrawals),
        // Asking providers about open orders, closing expired ones there (modules/payments/provider-jobs.ts).
        ...paymentJobHandlers({ payments, limits: config.pay, rewardsOn: config.rewards.dailyRewards }),
        // Re-computing a sample of the last day's stored rolls from their seeds (modules/fairness/watchdog/index.ts).
        [WATCHDOG_JOB]: watchdogJob(config.watchdogMinutes, live.logError ?? ((fields, message) => console.error(message, fields))) },
      recurring: [...recurringJobs, ...battleRecurring, WITHDRAW_POLL, watchdogRecurring(config.watchdogMinutes)],
      onError: (err, job) => log(`job ${job.kind} #${job.id} failed: ${err instanceof Error ? err.message : String(err)}`),
    }),
    catalogue,
    seedGuesses: createSeedGuesses(),
    beacon,
    giveaways,
    supplier,
    withdrawals,
  };
  return deps;
}
