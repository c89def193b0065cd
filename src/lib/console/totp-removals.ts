// A player's authenticator removed by staff under four eyes, client side: the calls (proposed on the
// player's page, decided in the queue at /console/totp-removals), the queue's list and its one
// decision at a time. The server decides who may approve; the queue only shows its answer.
import type { Translator, UiKey } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { createAction } from './action.ts';
import { consoleGet, consolePost } from './api.ts';
import type { Paged, RecordRow } from './players.ts';

export interface TotpRemoval {
  id: string;
  userId: string;
  /** 0 pending, 1 approved, 2 rejected, 3 withdrawn, 4 stale (the enrolment changed first). */
  state: number;
}

export type TotpRemovalVerb = 'approve' | 'reject' | 'cancel';

export const TOTP_REMOVAL_STATE_LABEL: Readonly<Record<number, UiKey>> = {
  0: 'console_totpRemoval_statePending',
  1: 'console_totpRemoval_stateApproved',
  2: 'console_totpRemoval_stateRejected',
  3: 'console_totpRemoval_stateCancelled',
  4: 'console_totpRemoval_stateStale',
};

const DONE: Readonly<Record<TotpRemovalVerb, UiKey>> = {
  approve: 'console_totpRemoval_approvedDone',
  reject: 'console_totpRemoval_rejectedDone',
  cancel: 'console_totpRemoval_cancelledDone',
};

export const totpRemovalsApi = {
  propose: (userId: string, reason: string) => consolePost<TotpRemoval>(`/players/${encodeURIComponent(userId)}/removeTotp`, { reason }),
  list: (q: { state: string; page: number; pageSize: number }) => consoleGet<Paged<RecordRow>>('/totpRemovals', q),
  decide: (id: string, verb: TotpRemovalVerb) => consolePost<TotpRemoval>(`/totpRemovals/${encodeURIComponent(id)}/${verb}`, { reason: '' }),
};

/** /console/totp-removals: the proposals by state (pending first), paged by the server. */
export const totpRemovalList = createQueryList<{ state: string }, Paged<RecordRow>>({ state: '0' }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  totpRemovalsApi.list({ state: f.state, page: query.page, pageSize: query.pageSize }));

/** Approves, rejects or withdraws, then reads the queue again either way (a refusal may have closed it as stale). */
export async function decideTotpRemoval(id: string, verb: TotpRemovalVerb): Promise<TotpRemoval> {
  try {
    return await totpRemovalsApi.decide(id, verb);
  } finally {
    void totpRemovalList.refresh();
  }
}

/** The queue's decisions: one at a time, its refusal or what was done shown above the list. */
export const totpRemovalDecision = createAction(
  (_t: Translator, id: string, verb: TotpRemovalVerb) => decideTotpRemoval(id, verb),
  { notice: (_r, t, _id, verb) => t(DONE[verb]) },
);

/** The queue's page opened: no decision's message from before, the pending ones first. */
export function startTotpRemovals(): Promise<string> {
  totpRemovalDecision.reset();
  return totpRemovalList.start();
}
