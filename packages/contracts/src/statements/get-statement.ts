import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { statementLine } from './statement-line';
import { statementQuery } from './statement-query';

export const getStatement = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/statement',
  summary:
    "The member's full history from the ledger, newest first: deposits, withdrawals, bonuses (granted, " +
    'forfeited), rewards (cashback, affiliate, wheel, item code, staff adjustment) and game rounds (one line ' +
    'per round, its net). Bangkok days `from`–`to` (at most a year), `type` filters, paged',
  querystring: statementQuery,
  response: okEnvelope(
    z.object({
      items: z.array(statementLine),
      page: z.number().int(),
      pageSize: z.number().int(),
      /** Lines of the filter in the whole range. */
      total: z.number().int(),
      from: z.string(),
      to: z.string(),
      /** The spendable credit when the range began and when it ended, baht (every type, whatever the filter). */
      openingBalance: baht,
      closingBalance: baht,
    }),
  ),
});
