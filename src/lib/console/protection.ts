// The console's player-protection calls (browser): a player's history (read only),
// tightening a limit with a reason, and the report. Types only from the shared contract.
import type { ConsoleProtectionPlayer, ConsoleProtectionReport } from '../../shared/contracts/protection/results.ts';
import type { LimitKind, LimitPeriod } from '../../shared/protection-constants.ts';
import { consoleGet, consolePost } from './api.ts';

export type { ConsoleProtectionPlayer, ConsoleProtectionReport };

export const protectionApi = {
  player: (userId: string) => consoleGet<ConsoleProtectionPlayer>('/protection/player', { userId }),
  tighten: (body: { userId: string; kind: LimitKind; period: LimitPeriod; amount: string; reason: string }) =>
    consolePost<ConsoleProtectionPlayer>('/protection/tighten', body),
  report: (q: { from: string; to: string }) => consoleGet<ConsoleProtectionReport>('/protection/report', q),
};
