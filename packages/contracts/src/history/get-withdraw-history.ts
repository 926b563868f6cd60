import { defineCall, okEnvelope } from '../common/envelope';
import { transactionList } from './transaction';

export const getWithdrawHistory = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/history/withdraw',
  summary:
    "The member's 20 latest withdrawal rows, newest first: same shape as the deposit history; WITHDRAW (pending " +
    '2, paid 1, failed or rejected 3), WITHDRAW_RETURN when a voided one is released, FORFEIT and FORFEIT_RETURN',
  response: okEnvelope(transactionList),
});
