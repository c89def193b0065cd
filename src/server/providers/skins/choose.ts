// The skin supplier the configuration asks for (WITHDRAW_SUPPLIER, config.withdrawals): the
// sandbox in development and tests, a marketplace adapter in production.
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { createSandboxSupplier, httpDelivery, SANDBOX_SKIN_STEP_JOB, type Deliver, type SandboxSupplier } from './sandbox.ts';
import type { SkinSupplier } from './supplier.ts';
import { createWaxpeerSupplier } from './waxpeer.ts';

export interface SupplierOptions {
  /** Where the sandbox's signed callbacks go (default: POST to our own callback route at PUBLIC_URL). */
  deliver?: Deliver;
  /** The real adapters' HTTP (tests: a fetch that fails on cue). */
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** The sandbox's callback route, as reached through PUBLIC_URL. */
export function sandboxCallbackUrl(config: Config): string {
  return `${config.publicUrl}/api/withdrawals/callback/sandbox`;
}

export function createSupplier(config: Config, db: Db, clock: () => Date, opts: SupplierOptions = {}): SkinSupplier {
  const w = config.withdrawals;
  if (w.supplier === 'sandbox') {
    // config/withdrawals.ts refuses the sandbox in production; this is the second lock on that door.
    if (config.env === 'production') throw new Error('the sandbox skin supplier never runs in production');
    const log = opts.log ?? (() => {});
    return createSandboxSupplier({
      db, clock, log,
      settings: w.sandbox,
      priceMarginPercent: w.priceMarginPercent,
      deliver: opts.deliver ?? httpDelivery(sandboxCallbackUrl(config), log),
    });
  }
  return createWaxpeerSupplier({ settings: w.waxpeer, log: opts.log, fetch: opts.fetch });
}

export function isSandboxSupplier(supplier: SkinSupplier): supplier is SandboxSupplier {
  return supplier.id === 'sandbox' && 'act' in supplier;
}

/**
 * The sandbox's job kinds (its timed steps in auto mode). `supplier` is read when a job runs, so a
 * test that swaps the supplier's delivery (useDelivery) is heard by the jobs too. With another
 * supplier the kind is still known: a step left over from a sandbox run just does nothing.
 */
export function sandboxSkinJobHandlers(supplier: () => SkinSupplier): Record<string, JobHandler> {
  return {
    [SANDBOX_SKIN_STEP_JOB]: async (tx, payload, ctx) => {
      const s = supplier();
      if (isSandboxSupplier(s)) await s.stepJob(tx, payload, ctx);
    },
  };
}
