// The player's signed-in sessions (api/profile/sessions, endSession, endOtherSessions).
// Shapes: shared/contracts/sessions.ts.
import type { EndOtherSessionsResult, SessionInfo } from '../../shared/contracts/sessions.ts';
import { api } from './index.ts';

export const sessionsApi = {
  list: () => api.get<SessionInfo[]>('/profile/sessions'),
  end: (id: string) => api.post<null>('/profile/endSession', { id }),
  endOthers: () => api.post<EndOtherSessionsResult>('/profile/endOtherSessions', {}),
};
