import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { bankAccount, bankCode, checkAccountFitsBank } from '../common/fields';
import { memberActionReason, shownAccount } from './member-common';

/** The same field rules as signup's bank step: a member bank, the length that bank uses. */
export const adminChangeMemberBankBody = z
  .object({ BankCode: bankCode, BankAccount: bankAccount, reason: memberActionReason })
  .strict()
  .superRefine(checkAccountFitsBank);
export type AdminChangeMemberBankBody = z.output<typeof adminChangeMemberBankBody>;

export const adminChangeMemberBank = defineCall({
  method: 'PUT',
  path: '/admin/v1/members/:id/bank',
  summary:
    "Back office (owner): change the member's bound bank account, with a reason. Refused like signup: an " +
    "account of the site's own, or another member's (409). Withdrawals already requested keep their account",
  body: adminChangeMemberBankBody,
  response: okEnvelope(shownAccount),
});
