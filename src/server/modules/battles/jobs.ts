// The battle jobs, bound to what they need (the catalogue, the settings, the live feed).
import { recurringHandler } from '../../jobs/recurring.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { DISSOLVE_JOB } from './create.ts';
import { dissolveJob } from './dissolve.ts';
import { OFFICIAL_ROOMS, officialJob } from './official.ts';
import { PRUNE_OFFICIAL_ROOMS } from './retention.ts';
import { revealJob } from './reveal.ts';
import type { BattleDeps } from './service.ts';
import { REVEAL_JOB } from './settle.ts';

/** Chains every process makes sure exist when it starts (the runner's `recurring`). */
export const battleRecurring = [OFFICIAL_ROOMS, PRUNE_OFFICIAL_ROOMS];

export function battleJobHandlers(deps: BattleDeps, broadcaster: Broadcaster): Record<string, JobHandler> {
  return {
    [DISSOLVE_JOB]: dissolveJob(deps, broadcaster),
    [REVEAL_JOB]: revealJob(deps, broadcaster),
    [OFFICIAL_ROOMS.kind]: officialJob(deps, broadcaster),
    [PRUNE_OFFICIAL_ROOMS.kind]: recurringHandler(PRUNE_OFFICIAL_ROOMS),
  };
}
