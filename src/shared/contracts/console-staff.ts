// Staff sign-in, staff management and the audit log of the operator console: request
// bodies and queries shared by the console's pages and the server, and the answers' shapes.
import { z } from 'zod';
import { STAFF_ROLES, type Permission, type StaffRole } from '../console/permissions.ts';
import { intParam, msg, oneOf, password, str, text } from './fields.ts';

/** Staff sign-in names: 3-32 of a-z, 0-9, '.', '_', '-' (as the staff table documents). */
export const STAFF_NAME = /^[a-z0-9._-]{3,32}$/;

export const staffName = str('field.staffName')
  .trim()
  .toLowerCase()
  .min(1, msg('v.required', { field: 'field.staffName' }))
  .regex(STAFF_NAME, msg('v.staffName'));

/** A TOTP code: six digits; spaces inside are forgiven (authenticator apps show "123 456"). */
export const totpCode = str('field.totpCode', 'v.totpCode')
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => s.length > 0, msg('v.required', { field: 'field.totpCode' }))
  .refine((s) => /^\d{6}$/.test(s), msg('v.totpCode'));

export const staffRole = oneOf('field.staffRole', STAFF_ROLES, 'v.staffRole');

const staffId = intParam('field.staffId', null, 1, 2_147_483_647);

/**
 * POST api/console/auth/signIn. Any well-formed name is judged (an unknown one answers like a wrong
 * password). The code may be left empty only by a staff member who has not enrolled an
 * authenticator yet (first sign-in, or after a reset): for everyone else an empty code is a wrong one.
 */
export const staffSignInBody = z.object({
  name: text('field.staffName', 1, 64).transform((s) => s.toLowerCase()),
  password: text('field.password', 1, 64),
  code: str('field.totpCode', 'v.totpCode')
    .transform((s) => s.replace(/\s+/g, ''))
    .refine((s) => s === '' || /^\d{6}$/.test(s), msg('v.totpCode'))
    .default(''),
});
export type StaffSignInBody = z.input<typeof staffSignInBody>;

export const staffChangePasswordBody = z.object({
  oldPassword: text('field.oldPassword', 1, 64),
  newPassword: password,
});
export type StaffChangePasswordBody = z.input<typeof staffChangePasswordBody>;

/** POST api/console/auth/totp/confirm: the first code of the authenticator just enrolled. */
export const staffEnrolConfirmBody = z.object({ code: totpCode });

export const staffCreateBody = z.object({ name: staffName, role: staffRole });
export const staffSetRoleBody = z.object({ id: staffId, role: staffRole });
export const staffIdBody = z.object({ id: staffId });
export const staffRoleRequestBody = z.object({ id: intParam('field.roleRequestId', null, 1, 2_147_483_647) });

export const STAFF_SORTS = ['id', 'name', 'role', 'createdAt'] as const;
export const staffListQuery = z.object({
  page: intParam('field.page', 1, 1, 100000),
  pageSize: intParam('field.pageSize', 20, 1, 100),
  q: str('field.staffName').trim().max(64, msg('v.tooLong', { field: 'field.staffName', max: 64 })).default(''),
  sort: oneOf('field.sort', STAFF_SORTS).default('id'),
  order: oneOf('field.order', ['asc', 'desc'] as const).default('asc'),
});

/** A day in China (UTC+8), as the console's date pickers send it. */
const day = (field: 'field.auditFrom' | 'field.auditTo') => str(field, 'v.auditDate')
  .trim()
  .refine((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00+08:00`))), msg('v.auditDate', { field }))
  .default('');

/** The audit log's filter (the page and the CSV export read the same). */
export const auditFilterQuery = z.object({
  staff: str('field.auditStaff').trim().max(64, msg('v.tooLong', { field: 'field.auditStaff', max: 64 })).default(''),
  action: str('field.auditAction').trim().max(64, msg('v.tooLong', { field: 'field.auditAction', max: 64 })).default(''),
  target: str('field.auditTarget').trim().max(64, msg('v.tooLong', { field: 'field.auditTarget', max: 64 })).default(''),
  from: day('field.auditFrom'),
  to: day('field.auditTo'),
});
export const auditListQuery = auditFilterQuery.extend({
  page: intParam('field.page', 1, 1, 100000),
  pageSize: intParam('field.pageSize', 50, 1, 200),
});
export type AuditFilter = z.output<typeof auditFilterQuery>;

/** GET api/console/me. */
export interface ConsoleMe {
  id: string;
  name: string;
  role: StaffRole;
  permissions: Permission[];
  csrfToken: string;
  mustChangePassword: boolean;
  /** No authenticator yet: the console offers only enrolling one (after the password change). */
  mustEnrolTotp: boolean;
}

/** POST api/console/auth/totp/start: shown only to the staff member enrolling, never to anyone else. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, an SVG data URL (shown as an <img>, allowed by the page CSP). */
  qrDataUrl: string;
}

export interface StaffRow {
  id: string;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
  mustEnrolTotp: boolean;
  disabledAt: string | null;
  createdAt: string;
  createdBy: string | null;
  lastSignInAt: string | null;
}

/**
 * What a new staff member (or a reset) needs, shown once: the one-time password only. They enrol
 * their own authenticator at their first sign-in, so whoever made the account never sees its secret.
 */
export interface StaffCredentials {
  id: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Asked to be made an owner: a second owner must approve it (until then `role` is what they have). */
  pendingRole: StaffRole | null;
}

/** POST api/console/staff/setRole: making someone an owner waits for a second owner. */
export interface SetRoleResult {
  pending: boolean;
}

/** GET api/console/staff/roleRequests: the requests waiting for a second owner. */
export interface StaffRoleRequestRow {
  id: string;
  staffId: string;
  staffName: string;
  currentRole: StaffRole;
  role: StaffRole;
  requestedBy: string;
  createdAt: string;
  /** The signed-in owner's own request: they may withdraw it, not approve it. */
  mine: boolean;
  /** Why the signed-in owner may not approve it, in the request's language; null when they may. */
  blockedReason: string | null;
}

export interface AuditRow {
  id: string;
  createdAt: string;
  staffId: string | null;
  staffName: string;
  role: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
}

export interface Page<T> {
  total: number;
  rows: T[];
}
