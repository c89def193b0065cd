// Cool-off and self-exclusion's data and actions (ExclusionPanel only renders them): the
// player's running restriction and past ones, and starting one. The choice being made (kind, length,
// the confirm step) is the panel's own until it is sent.
import { atom } from 'nanostores';
import type { ExclusionsView } from '../../shared/contracts/protection/exclusion.ts';
import type { ExclusionKind, ExclusionLength } from '../../shared/protection-constants.ts';
import { exclusionApi } from '../api/exclusion.ts';

/** The running restriction and the history; null until read. */
export const $exclusions = atom<ExclusionsView | null>(null);

/** Reads the view (a failure keeps what was shown). */
export async function loadExclusions(): Promise<void> {
  try {
    $exclusions.set(await exclusionApi.view());
  } catch {
    // Silent (the view's request is): the panel keeps showing what it had, or "loading".
  }
}

/**
 * Starts a time-out or self-exclusion (it cannot be shortened or lifted): the view with it running,
 * or null when refused (the request client toasted why).
 */
export async function startExclusion(kind: ExclusionKind, length: ExclusionLength): Promise<ExclusionsView | null> {
  try {
    const v = await exclusionApi.start(kind, length);
    $exclusions.set(v);
    return v;
  } catch {
    return null;
  }
}
