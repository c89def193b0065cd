// The battle jobs, bound to what they need (the catalogue, the settings, the live feed).
import type { JobHandler } from '../../jobs/runner.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { DISSOLVE_JOB } from './create.ts';
import { dissolveJob } from './dissolve.ts';
import { revealJob } from './reveal.ts';
import type { BattleDeps } from './service.ts';
import { REVEAL_JOB } from './settle.ts';

export function battleJobHandlers(deps: BattleDeps, broadcaster: Broadcaster): Record<string, JobHandler> {
  return { [DISSOLVE_JOB]: dissolveJob(deps, broadcaster), [REVEAL_JOB]: revealJob(deps, broadcaster) };
}
