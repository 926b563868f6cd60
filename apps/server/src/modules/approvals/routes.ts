import {
  adminApproveApproval,
  adminListApprovals,
  adminRejectApproval,
  approvalParams,
  TH,
  type ApprovalRequest,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import type { Approvals, Submitted } from './service';

/** Path parameters are not part of the contracts: an id that cannot exist is simply not found. */
function idOf(params: unknown): string {
  const parsed = approvalParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}

/** The approvals queue: one list for every kind, approve, reject (issue 23). */
export function approvalRoutes(app: FastifyInstance, approvals: Approvals) {
  addRoute(app, adminListApprovals, { staff: 'approvals.read' }, async ({ query, req }) =>
    ok(await approvals.list(query, whoOf(req))),
  );

  addRoute(app, adminApproveApproval, { staff: 'approvals.decide' }, async ({ req }) =>
    ok(await approvals.approve(idOf(req.params), whoOf(req)), TH.approvalApproved),
  );

  // Read permission: a maker may withdraw their own request; the service lets others only if they decide.
  addRoute(app, adminRejectApproval, { staff: 'approvals.read' }, async ({ body, req }) =>
    ok(await approvals.reject(idOf(req.params), whoOf(req), body.note), TH.approvalRejected),
  );
}

/** The 202 answer of a call whose action now waits for a second person. */
export function pendingApproval(reply: FastifyReply, approval: ApprovalRequest) {
  reply.code(202);
  return { success: 1 as const, message: TH.approvalPending, approval };
}

/** The answer of a submitted action: what it did (200, with `message`), or the request that waits (202). */
export function doneOrPending<A>(reply: FastifyReply, outcome: Submitted<A>, message: string) {
  return 'pending' in outcome ? pendingApproval(reply, outcome.pending) : ok(outcome.done.answer, message);
}
