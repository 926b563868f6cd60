import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { reportMembers, reportMoney, reportQuery, reportRange } from './report-query';

/** One Bangkok day: its money and member counts (every day of the range, zeros included). */
export const reportDailyRow = reportMoney.extend(reportMembers.shape).extend({ day: z.string() });
export type ReportDayRow = z.infer<typeof reportDailyRow>;

export const adminReportDaily = defineCall({
  method: 'GET',
  path: '/admin/v1/reports/daily',
  summary:
    'Operator report: one row per Bangkok day of `from`..`to` (default today) with the summary figures, ' +
    'for the charts. `format=csv` answers a CSV file',
  querystring: reportQuery,
  response: okEnvelope(z.object({ range: reportRange, days: z.array(reportDailyRow) })),
});
