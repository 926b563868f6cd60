import { z } from 'zod';
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
    '(a credited one answers 409, a rejected one 409, an unknown ref or phone 404)',
  body: z.object({ phoneNumber }).strict(),
  response: okEnvelope(adminBankStatement),
});
