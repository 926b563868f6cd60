import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberActionBody } from './member-common';

export const adminResetMemberPassword = defineCall({
  method: 'POST',
  path: '/admin/v1/members/:id/reset-password',
  summary:
    "Back office: replace the member's password by a temporary one, answered here once and stored nowhere " +
    'in clear; revokes their sessions; their next sign-in answers `mustChangePassword: true` until they change ' +
    'it, and that session may only read the user info, change the password and sign out (every other member ' +
    'call answers 403 until the change)',
  body: memberActionBody,
  response: okEnvelope(z.object({ temporaryPassword: z.string() })),
});
