// The fairness watchdog's summary for the console's front page (server: modules/fairness/watchdog.ts).
import type { WatchdogSummary } from '../../shared/contracts/console-fairness.ts';
import { consoleGet } from './api.ts';

export const watchdogApi = {
  summary: () => consoleGet<WatchdogSummary>('/fairness/watchdog'),
};
