// /console/staff: the staff list (server-side paging, sorting, search; docs/decisions/0041-paged-lists.md)
// and the calls its page and the owner requests make.
import type { StaffRole } from '../../shared/console/permissions.ts';
import type { Page, SetRoleResult, StaffCredentials, StaffRoleRequestRow, StaffRow } from '../../shared/contracts/console-staff.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, consolePost } from './api.ts';

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
