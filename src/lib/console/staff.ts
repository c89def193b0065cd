// /console/staff: the staff list (server-side paging, sorting, search; docs/decisions/0041-paged-lists.md)
// and the calls its page and the owner requests make.
import type { StaffRole } from '../../shared/console/permissions.ts';
import type { Page, SetRoleResult, StaffCredentials, StaffRoleRequestRow, StaffRow } from '../../shared/contracts/console-staff.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, consolePost } from './api.ts';
import { createLoad } from './load.ts';

export const staffList = createQueryList<{ q: string }, Page<StaffRow>>({ q: '' }, { page: 1, pageSize: 20, sort: { id: 'id', desc: false } }, (f, query) =>
  consoleGet<Page<StaffRow>>('/staff/list', {
    page: query.page, pageSize: query.pageSize, q: f.q, sort: query.sort?.id ?? 'id', order: query.sort?.desc ? 'desc' : 'asc',
  }));

export const staffApi = {
  create: (name: string, role: StaffRole) => consolePost<StaffCredentials>('/staff/create', { name, role }),
  setRole: (id: string, role: string) => consolePost<SetRoleResult>('/staff/setRole', { id, role }),
  reset: (id: string) => consolePost<StaffCredentials>('/staff/reset', { id }),
  disable: (id: string) => consolePost('/staff/disable', { id }),
  roleRequests: () => consoleGet<StaffRoleRequestRow[]>('/staff/roleRequests'),
  decide: (id: string, approve: boolean) => consolePost(`/staff/roleRequests/${approve ? 'approve' : 'reject'}`, { id }),
};

/** The owner requests waiting for a second owner (shown above the list while any wait). */
export const roleRequests = createLoad(() => staffApi.roleRequests());

/**
 * After a write: the list (and, unless told otherwise, the owner requests) read again; resolves to
 * the list's failure message, '' when it came (the requests' failure is in their own store).
 */
export async function staffChanged(requests = true): Promise<string> {
  if (requests) void roleRequests.load();
  return staffList.refresh();
}

/** A write on the staff page, then the reads staffChanged makes: its answer, and the list's failure message. */
async function write<T>(run: Promise<T>, requests = true): Promise<{ answer: T; reloadError: string }> {
  const answer = await run;
  return { answer, reloadError: await staffChanged(requests) };
}

/** The writes on the staff page; each rejects with the refusal. */
export const staffActions = {
  /** A new account: its one-time credentials. */
  create: (name: string, role: StaffRole) => write(staffApi.create(name, role)),
  /** Pending when an owner's role change waits for a second owner. */
  setRole: (id: string, role: string) => write(staffApi.setRole(id, role)),
  /** New one-time credentials (no owner request changes). */
  reset: (id: string) => write(staffApi.reset(id), false),
  disable: (id: string) => write(staffApi.disable(id)),
};

/** Approves or rejects (the requester: withdraws) an owner request; the requests read again either way. */
export async function decideRoleRequest(id: string, approve: boolean): Promise<void> {
  try {
    await staffApi.decide(id, approve);
  } finally {
    void roleRequests.load();
  }
}
