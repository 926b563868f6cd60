import { defineCall, okEnvelope } from '../common/envelope';
import { adminRewardReview } from './reward-review';

export const adminApproveRewardReview = defineCall({
  method: 'POST',
  path: '/admin/v1/rewards/reviews/:id/approve',
  summary:
    'Staff (owner, finance): pay a credit that waits for review into the member’s wallet, through the ledger with the key the ' +
    'automatic credit would have had (`cashback:<period>:<member>`), audited in the same transaction. ' +
    'Parallel approvals pay once; one already decided answers 409',
  response: okEnvelope(adminRewardReview),
});

export const adminRefuseRewardReview = defineCall({
  method: 'POST',
  path: '/admin/v1/rewards/reviews/:id/refuse',
  summary:
    'Staff (owner, finance): refuse a credit that waits for review (nothing is paid), audited. Against a parallel approval ' +
    'exactly one wins; one already decided answers 409',
  response: okEnvelope(adminRewardReview),
});
