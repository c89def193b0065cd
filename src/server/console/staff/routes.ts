// Staff management routes (permission staff.manage).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { staffCreateBody, staffIdBody, staffListQuery, staffRoleRequestBody, staffSetRoleBody } from '../../../shared/contracts/console-staff.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { createStaffMember, disableStaff, listStaff, resetStaff, setStaffRole } from './manage.ts';
import { approveRoleRequest, listRoleRequests, rejectRoleRequest } from './role-requests.ts';

export type ConsoleStaffRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consoleStaffRoutes(app: FastifyInstance, deps: ConsoleStaffRouteDeps): void {
  consoleGet(app, deps, '/api/console/staff/list', 'staff.manage', async (req) => listStaff(deps, parse(staffListQuery, req.query)));
  consolePost(app, deps, '/api/console/staff/create', 'staff.manage', async (req, me) => createStaffMember(deps, me, parse(staffCreateBody, req.body)));
  consolePost(app, deps, '/api/console/staff/setRole', 'staff.manage', async (req, me) => setStaffRole(deps, me, parse(staffSetRoleBody, req.body)));
  consolePost(app, deps, '/api/console/staff/disable', 'staff.manage', async (req, me) => {
    await disableStaff(deps, me, parse(staffIdBody, req.body));
    return null;
  });
  consolePost(app, deps, '/api/console/staff/reset', 'staff.manage', async (req, me) => resetStaff(deps, me, parse(staffIdBody, req.body)));
  consoleGet(app, deps, '/api/console/staff/roleRequests', 'staff.manage', async (req, me) => listRoleRequests(deps, me, langOf(req)));
  consolePost(app, deps, '/api/console/staff/roleRequests/approve', 'staff.manage', async (req, me) => {
    await approveRoleRequest(deps, me, parse(staffRoleRequestBody, req.body));
    return null;
  });
  consolePost(app, deps, '/api/console/staff/roleRequests/reject', 'staff.manage', async (req, me) => {
    await rejectRoleRequest(deps, me, parse(staffRoleRequestBody, req.body));
    return null;
  });
}
