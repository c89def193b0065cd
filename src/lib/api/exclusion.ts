// Cool-off and self-exclusion: the player's current restriction and history, and starting one.
import type { ExclusionsView } from '../../shared/contracts/protection/exclusion.ts';
import type { ExclusionKind, ExclusionLength } from '../../shared/protection-constants.ts';
import { api } from './index.ts';

export const exclusionApi = {
  view: () => api.get<ExclusionsView>('/protection/exclusion', {}, { silent: true }),
  start: (kind: ExclusionKind, length: ExclusionLength) => api.post<ExclusionsView>('/protection/exclusion', { kind, length, confirm: 1 }),
};
