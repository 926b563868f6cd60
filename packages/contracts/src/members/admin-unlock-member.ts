import { defineCall, okEnvelope } from '../common/envelope';
import { memberLockState } from './admin-lock-member';
import { memberActionBody } from './member-common';

export const adminUnlockMember = defineCall({
  method: 'POST',
  path: '/admin/v1/members/:id/unlock',
  summary: 'Back office: unlock a member (with a reason); they sign in again themselves',
  body: memberActionBody,
  response: okEnvelope(memberLockState),
});
