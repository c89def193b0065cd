// The giveaway jobs, bound to what they need (the catalogue, the beacon, the live feed).
import type { JobHandler } from '../../jobs/runner.ts';
import { CLOSE_JOB, DRAW_JOB, closeJob } from './close.ts';
import { drawJob } from './draw.ts';
import type { GiveawayDeps } from './service.ts';

export function giveawayJobHandlers(deps: GiveawayDeps): Record<string, JobHandler> {
  return { [CLOSE_JOB]: closeJob(deps), [DRAW_JOB]: drawJob(deps) };
}
