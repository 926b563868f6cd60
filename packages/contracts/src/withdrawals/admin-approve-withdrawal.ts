import { defineCall, okEnvelope } from '../common/envelope';
import { adminWithdrawal } from './withdrawal';

export const adminApproveWithdrawal = defineCall({
  method: 'POST',
  path: '/admin/v1/withdrawals/:id/approve',
  summary:
    'Operator: pay a pending withdrawal through the payout service, then post its hold. Idempotent: parallel ' +
    'or repeated approvals pay once and answer the current state (paid, paying while the payout is unresolved, ' +
    'failed with the money returned). A rejected or failed one answers 409, an unknown id 404',
  response: okEnvelope(adminWithdrawal),
});
