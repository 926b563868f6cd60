import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberActionBody } from './member-common';

/** What a lock or unlock left: the member's state, and whether this call changed it. */
export const memberLockState = z.object({ locked: z.boolean(), changed: z.boolean() });

export const adminLockMember = defineCall({
  method: 'POST',
  path: '/admin/v1/members/:id/lock',
  summary:
    'Back office: lock a member (with a reason). Every session of the member is revoked: their next call ' +
    'answers 401 and sign-in is refused. Locking a locked member changes nothing',
  body: memberActionBody,
  response: okEnvelope(memberLockState),
});
