import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { reportMembers, reportMoney, reportQuery, reportRange } from './report-query';

/** Work waiting for staff now (whatever the range), and payouts that failed in the range. */
export const reportQueues = z.object({
  withdrawalsPending: z.number().int(),
  /** Payouts sent and not answered yet: more than a few means the payout service is stuck. */
  withdrawalsPaying: z.number().int(),
  /** Withdrawals whose payout failed in the range (the money went back to the member). */
  withdrawalsFailed: z.number().int(),
  statementsUnmatched: z.number().int(),
});

export const reportSummary = z.object({
  range: reportRange,
  money: reportMoney,
  members: reportMembers,
  queues: reportQueues,
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const adminReportSummary = defineCall({
  method: 'GET',
  path: '/admin/v1/reports/summary',
  summary:
    'Operator dashboard: deposits, withdrawals, net, bonuses, cashback, affiliate (from the ledger), new, ' +
    'first-time depositing and active members over inclusive Bangkok days `from`..`to` (default today), and ' +
    'the waiting queues. `format=csv` answers a CSV file',
  querystring: reportQuery,
  response: okEnvelope(reportSummary),
});
