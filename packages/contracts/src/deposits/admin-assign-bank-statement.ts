import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { phoneNumber } from '../common/fields';
import { adminBankStatement, statementRef } from './bank-statement';

/** The `:ref` path parameter (checked by the handler: contracts carry no params schema). */
export const bankStatementParams = z.object({ ref: statementRef });

export const adminAssignBankStatement = defineCall({
  method: 'POST',
  path: '/admin/v1/bank-statements/:ref/assign',
  summary:
    'Operator: credit an unmatched statement to the member with this phone number, exactly once ' +
    '(a credited one answers 409, a rejected, internal or not-ours one 409, an unknown ref or phone 404). ' +
    'A `duplicate` (the same transfer seen under another reference) is credited only with ' +
    '`duplicateChecked: true`: staff checked with the bank that it is a transfer of its own. Credited at ' +
    'once only when the sender is the member’s own (their bound account, or one a deposit of theirs came ' +
    'from) and it fits the maker’s daily allowance; else it waits for a second staff member (202 with the ' +
    'request)',
  body: z.object({ phoneNumber, duplicateChecked: z.boolean().optional() }).strict(),
  response: okEnvelope(adminBankStatement),
  accepted: approvalPendingEnvelope,
});
