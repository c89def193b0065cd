// The console's player-protection calls (browser): a player's history (read only),
// tightening a limit with a reason, and the report, with the stores the page renders. Types only
// from the shared contract.
import type { ConsoleProtectionPlayer, ConsoleProtectionReport } from '../../shared/contracts/protection/results.ts';
import type { LimitKind, LimitPeriod } from '../../shared/protection-constants.ts';
import { map } from 'nanostores';
import { consoleGet, consolePost } from './api.ts';
import type { Translator } from '../i18n/ui.ts';
import { createAction } from './action.ts';
import { createLoad } from './load.ts';

export type { ConsoleProtectionPlayer, ConsoleProtectionReport };

export const protectionApi = {
  player: (userId: string) => consoleGet<ConsoleProtectionPlayer>('/protection/player', { userId }),
  tighten: (body: { userId: string; kind: LimitKind; period: LimitPeriod; amount: string; reason: string }) =>
    consolePost<ConsoleProtectionPlayer>('/protection/tighten', body),
  report: (q: { from: string; to: string }) => consoleGet<ConsoleProtectionReport>('/protection/report', q),
};

/** /console/protection: the report over a range of China days ('' and '': the default range). */
export const protectionReport = createLoad((range: { from: string; to: string }) => protectionApi.report(range));

export interface LookupState {
  /** The player looked up last; null before, or after a failed lookup. */
  player: ConsoleProtectionPlayer | null;
  error: string;
}
export const $protectionLookup = map<LookupState>({ player: null, error: '' });

/** A player id as the lookup takes it (digits, no leading zero). */
export const isPlayerId = (id: string): boolean => /^[1-9]\d{0,17}$/.test(id);

/** Looks a player up: their limits, changes, exclusions and reality-check answers, or the refusal. */
export async function lookupProtectionPlayer(id: string): Promise<void> {
  tightening.reset(); // what the tighten form said was about the player shown before
  try {
    $protectionLookup.set({ player: await protectionApi.player(id), error: '' });
  } catch (e) {
    $protectionLookup.set({ player: null, error: e instanceof Error ? e.message : String(e) });
  }
}

/** The lookup's message line: the page's own (an id that is no id), or '' once the id is edited. */
export function setLookupError(error: string): void {
  $protectionLookup.setKey('error', error);
}

/** Tightens a limit with the reason; the answer (the player as now) is shown. Rejects with the refusal. */
export async function tightenLimit(body: Parameters<typeof protectionApi.tighten>[0]): Promise<void> {
  $protectionLookup.setKey('player', await protectionApi.tighten(body));
}

/** The tighten form: busy while it runs, the refusal or the notice that it was done. */
export const tightening = createAction(
  (_t: Translator, body: Parameters<typeof protectionApi.tighten>[0]) => tightenLimit(body),
  { notice: (_v, t) => t('console_protection_done') },
);

/** The page opened: no player shown, the report over the default range. */
export function startProtection(): void {
  $protectionLookup.set({ player: null, error: '' });
  tightening.reset();
  protectionReport.reset();
  void protectionReport.load({ from: '', to: '' });
}
