import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

/**
 * The auto-withdraw rules beside the site config's per-request maximum (`Withdraw.autoWithdraw`): a
 * request that breaks one waits for staff with its `reviewReason`. Amounts in baht.
 */
export const withdrawalRules = z
  .object({
    /** Most a member may withdraw automatically per Bangkok day, counting requests not refused; 0: none. */
    autoMaxPerDay: baht.min(0).max(100_000_000),
    /** A member's first withdrawal (none paid before) waits for staff. */
    firstWithdrawalNeedsApproval: z.boolean(),
    /** Queue rows above this amount carry the `largeAmount` flag. */
    largeAmount: baht.min(0).max(100_000_000),
  })
  .strict();
export type WithdrawalRules = z.infer<typeof withdrawalRules>;

export const adminGetWithdrawalRules = defineCall({
  method: 'GET',
  path: '/admin/v1/withdrawals/rules',
  summary: 'Staff: the auto-withdraw rules (daily maximum, first withdrawal, large-amount flag)',
  response: okEnvelope(withdrawalRules),
});

export const adminPutWithdrawalRules = defineCall({
  method: 'PUT',
  path: '/admin/v1/withdrawals/rules',
  summary:
    'Staff: replace the auto-withdraw rules (the whole object); audited as withdrawals.rules. A change that ' +
    'lets more leave without a person (a higher daily maximum or large-amount flag, first withdrawals no ' +
    'longer held) waits for a second staff member (202 with the request)',
  body: withdrawalRules,
  response: okEnvelope(withdrawalRules),
  accepted: approvalPendingEnvelope,
});
