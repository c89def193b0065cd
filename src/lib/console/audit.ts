// /console/audit: the audit log, filtered on the server by staff name, action, target and China
// days, paged (docs/decisions/0041-paged-lists.md); the CSV link exports the same filter.
import type { AuditRow, Page } from '../../shared/contracts/console-staff.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, csvHref } from './api.ts';

export interface AuditFilter {
  staff: string;
  action: string;
  target: string;
  from: string;
  to: string;
}
export const EMPTY_AUDIT_FILTER: AuditFilter = { staff: '', action: '', target: '', from: '', to: '' };

export const auditList = createQueryList<AuditFilter, Page<AuditRow>>(EMPTY_AUDIT_FILTER, { page: 1, pageSize: 50, sort: null }, (f, query) =>
  consoleGet<Page<AuditRow>>('/audit', { ...f, page: query.page, pageSize: query.pageSize }));

export const auditCsvHref = (f: AuditFilter): string => csvHref('/audit/csv', { ...f });
