import { z } from 'zod';
import { staffReason } from '../adjustments/adjustment';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminBankStatement } from './bank-statement';

export const adminMarkStatementNotOurs = defineCall({
  method: 'POST',
  path: '/admin/v1/bank-statements/:ref/not-ours',
  summary:
    "Staff: mark an unmatched or duplicate statement as no member's deposit, with a reason. It is never " +
    'credited afterwards (assign and slips refuse it). Against a parallel assignment exactly one wins; one ' +
    'already credited or marked answers 409',
  body: z.object({ reason: staffReason }).strict(),
  response: okEnvelope(adminBankStatement),
});
