// Staff management routes (permission staff.manage).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { parse } from '../../http/validate.ts';
import { staffCreateBody, staffIdBody, staffListQuery, staffSetRoleBody } from '../../../shared/contracts/console-staff.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { createStaffMember, disableStaff, listStaff, resetStaff, setStaffRole } from './manage.ts';

export function consoleStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  consoleGet(app, deps, '/api/console/staff/list', 'staff.manage', async (req) => listStaff(deps, parse(staffListQuery, req.query)));
  consolePost(app, deps, '/api/console/staff/create', 'staff.manage', async (req, me) => createStaffMember(deps, me, parse(staffCreateBody, req.body)));
  consolePost(app, deps, '/api/console/staff/setRole', 'staff.manage', async (req, me) => {
    await setStaffRole(deps, me, parse(staffSetRoleBody, req.body));
    return null;
  });
  consolePost(app, deps, '/api/console/staff/disable', 'staff.manage', async (req, me) => {
    await disableStaff(deps, me, parse(staffIdBody, req.body));
    return null;
  });
  consolePost(app, deps, '/api/console/staff/reset', 'staff.manage', async (req, me) => resetStaff(deps, me, parse(staffIdBody, req.body)));
}
