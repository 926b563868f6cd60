import { defineCall, okEnvelope } from '../common/envelope';
import { transactionList } from './transaction';

export const getWithdrawHistory = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/history/withdraw',
  summary:
    "The member's 20 latest withdrawals, newest first: same shape as the deposit history, WITHDRAW rows only " +
    '(pending 2, paid 1, failed or rejected 3)',
  response: okEnvelope(transactionList),
});
