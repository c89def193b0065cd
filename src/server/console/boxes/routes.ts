// Console cases and odds. Reading needs boxes.read; a preview or a proposal
// boxes.propose; approving, rejecting (another staff member's proposal only) and retiring
// boxes.approve. Nothing here reads or shows a seed, a ticket or an outcome: a proposal can only
// change the published odds of future openings, and only after a second person approves it.
import type { FastifyInstance } from 'fastify';
import {
  boxDraftBody, boxListQuery, boxParams, boxProposeBody, boxReasonBody, ornamentSearchQuery, proposalDecideBody, proposalParams,
} from '../../../shared/console/boxes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { approve, reject } from './decide.ts';
import { previewDraft, propose } from './propose.ts';
import { setRetired } from './retire.ts';
import { boxDetailFor, listBoxes, proposalDetail, searchOrnaments } from './views.ts';

export type ConsoleBoxRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function consoleBoxRoutes(app: FastifyInstance, deps: ConsoleBoxRouteDeps): void {
  consoleGet(app, deps, '/api/console/boxes', 'boxes.read', async (req) => listBoxes(deps, parse(boxListQuery, req.query), langOf(req)));

  consoleGet(app, deps, '/api/console/boxes/ornaments', 'boxes.read', async (req) =>
    searchOrnaments(deps, parse(ornamentSearchQuery, req.query).q, langOf(req)));

  consoleGet(app, deps, '/api/console/boxes/:id', 'boxes.read', async (req) =>
    boxDetailFor(deps, parse(boxParams, req.params).id, langOf(req)));

  consoleGet(app, deps, '/api/console/boxes/proposals/:id', 'boxes.read', async (req) =>
    proposalDetail(deps, parse(proposalParams, req.params).id, langOf(req)));

  consolePost(app, deps, '/api/console/boxes/preview', 'boxes.propose', async (req) =>
    previewDraft(deps, parse(boxDraftBody, req.body), langOf(req)));

  consolePost(app, deps, '/api/console/boxes/propose', 'boxes.propose', async (req, staff) =>
    propose(deps, staff, parse(boxProposeBody, req.body), deps.clock()));

  consolePost(app, deps, '/api/console/boxes/proposals/:id/approve', 'boxes.approve', async (req, staff) => {
    const { id } = parse(proposalParams, req.params);
    return approve(deps, staff, id, parse(proposalDecideBody, req.body).reason ?? '', deps.clock());
  });

  consolePost(app, deps, '/api/console/boxes/proposals/:id/reject', 'boxes.approve', async (req, staff) => {
    const { id } = parse(proposalParams, req.params);
    return reject(deps, staff, id, parse(proposalDecideBody, req.body).reason ?? '', deps.clock());
  });

  consolePost(app, deps, '/api/console/boxes/:id/retire', 'boxes.approve', async (req, staff) => {
    const { id } = parse(boxParams, req.params);
    return setRetired(deps, staff, id, true, parse(boxReasonBody, req.body).reason, deps.clock());
  });

  consolePost(app, deps, '/api/console/boxes/:id/unretire', 'boxes.approve', async (req, staff) => {
    const { id } = parse(boxParams, req.params);
    return setRetired(deps, staff, id, false, parse(boxReasonBody, req.body).reason, deps.clock());
  });
}
