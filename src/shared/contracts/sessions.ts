// The player's signed-in sessions (api/profile/sessions, endSession, endOtherSessions): one schema
// per endpoint, shared by the /personal section and the routes.
import { z } from 'zod';
import { msg, str } from './fields.ts';

/** A session's public id: 16 hex characters of SHA-256(token hash). It cannot be turned into the token or its hash. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{16}$/;

export const endSessionBody = z.object({
  id: str('field.sessionId')
    .trim()
    .min(1, msg('v.required', { field: 'field.sessionId' }))
    .regex(SESSION_ID_PATTERN, msg('v.type', { field: 'field.sessionId' })),
});
export type EndSessionBody = z.input<typeof endSessionBody>;

/** Device kinds as the user-agent parser names them; '' when it cannot tell. */
export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'bot' | '';

/** One row of GET api/profile/sessions, newest use first. */
export interface SessionInfo {
  id: string;
  /** Browser and system names as parsed from the User-Agent ("Chrome", "Windows"); '' when unknown. */
  browser: string;
  os: string;
  deviceType: DeviceType;
  /** The address of the last use, its last part masked ("203.0.113.*"); '' when not known. */
  ip: string;
  lastUsedAt: string;
  createdAt: string;
  /** The session that asks. */
  current: boolean;
}

/** POST api/profile/endOtherSessions: how many sessions ended. */
export interface EndOtherSessionsResult {
  ended: number;
}
