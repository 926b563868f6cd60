import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';

/** Helpers of the tests that make paying staff actions (not used by the server). */

const owners = new WeakMap<FastifyInstance, Promise<SignedInStaff>>();
/** A signed-in owner of this app, made once: the second person of tests whose maker is the operator key. */
export function checkerOf(app: FastifyInstance): Promise<SignedInStaff> {
  let owner = owners.get(app);
  if (!owner) owners.set(app, (owner = signInNewStaff(app, 'owner')));
  return owner;
}

export function approve(app: FastifyInstance, id: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `/admin/v1/approvals/${id}/approve`, headers, payload: {} });
}

export function reject(app: FastifyInstance, id: string, headers: Record<string, string>, note?: string) {
  return app.inject({
    method: 'POST',
    url: `/admin/v1/approvals/${id}/reject`,
    headers,
    payload: note === undefined ? {} : { note },
  });
}

/**
 * A paying staff call as the tests before four eyes knew it: when it waits for a second person (202), a
 * checker (an owner of the app, or `checker`) approves it and the approval's answer stands in for the
 * call's, with the record it made as `result`. Tests of the four-eyes rules themselves call the API.
 */
export async function approvedIfPending(
  app: FastifyInstance,
  res: LightMyRequestResponse,
  checker?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  if (res.statusCode !== 202) return res;
  const { id } = res.json().approval as { id: string };
  const approved = await approve(app, id, checker ?? (await checkerOf(app)).headers);
  if (approved.statusCode !== 200) throw new Error(`approval of ${id}: ${approved.body}`);
  return approved;
}
