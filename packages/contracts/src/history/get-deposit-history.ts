import { defineCall, okEnvelope } from '../common/envelope';
import { transactionList } from './transaction';

export const getDepositHistory = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/history/deposit',
  summary:
    "The member's 20 latest rows, newest first: SPEC's DEPOSIT, AFFILIATE, CASHBACK and WITHDRAW and our other " +
    'movements of the playable credit (the web app filters them per dialog, SPEC §7)',
  response: okEnvelope(transactionList),
});
