// The fairness watchdog's summary for the console's front page (server: modules/fairness/watchdog/summary.ts).
import type { WatchdogSummary } from '../../shared/contracts/console-fairness.ts';
import { consoleGet } from './api.ts';
import { createPermittedLoad } from './permitted.ts';

export const watchdogApi = {
  summary: () => consoleGet<WatchdogSummary>('/fairness/watchdog'),
};

/** The front page's watchdog panel: shown to roles that read reports, like the RTP flags. */
export const watchdogPanel = createPermittedLoad('reports.read', () => watchdogApi.summary());
