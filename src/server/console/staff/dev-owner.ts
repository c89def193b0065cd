// POST api/dev/console/owner {name}: what `npm run console:owner` does (a one-time password, no
// authenticator yet: the owner enrols one at the first sign-in), for the end-to-end tests,
// whose server holds its PGlite database (the command line cannot open it beside the server).
// Registered only where the sandbox payments are and never in production, like api/dev/grant.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { staffName } from '../../../shared/contracts/console-staff.ts';
import { createOwner, OwnerNameError } from './owner.ts';

const devOwnerBody = z.object({ name: staffName });

export type ConsoleDevRouteDeps = Pick<AppDeps, 'db' | 'clock'>;

export function consoleDevRoutes(app: FastifyInstance, deps: ConsoleDevRouteDeps): void {
  app.post('/api/dev/console/owner', async (req) => {
    const { name } = parse(devOwnerBody, req.body);
    try {
      return ok(await createOwner(deps.db, name, deps.clock()));
    } catch (e) {
      if (e instanceof OwnerNameError) throw new AppError('CONSOLE_STAFF_NAME_TAKEN');
      throw e;
    }
  });
}
