// The operator console (docs/configuration.md "The operator console").
import { int, oneOf, type Source } from './read.ts';

export interface ConsoleConfig {
  /**
   * The operator console (CONSOLE=off removes it: every console address answers 404). Its sessions
   * end after `idleMinutes` without use (CONSOLE_IDLE_MINUTES, 30) and `maxHours` after sign-in
   * (CONSOLE_MAX_HOURS, 12); a balance adjustment above `adjustApprovalFen` (CONSOLE_ADJUST_APPROVAL,
   * yuan, 1000) waits for a second staff member's approval.
   */
  console: { enabled: boolean; idleMinutes: number; maxHours: number; adjustApprovalFen: bigint };
}

/** CONSOLE, CONSOLE_IDLE_MINUTES, CONSOLE_MAX_HOURS, CONSOLE_ADJUST_APPROVAL. */
export function readConsole(src: Source): ConsoleConfig['console'] {
  return {
    enabled: oneOf(src, 'CONSOLE', ['on', 'off'] as const, 'on') === 'on',
    idleMinutes: int(src, 'CONSOLE_IDLE_MINUTES', 30, 1, 24 * 60),
    maxHours: int(src, 'CONSOLE_MAX_HOURS', 12, 1, 24 * 7),
    adjustApprovalFen: BigInt(int(src, 'CONSOLE_ADJUST_APPROVAL', 1000, 0, 100_000_000)) * 100n,
  };
}
