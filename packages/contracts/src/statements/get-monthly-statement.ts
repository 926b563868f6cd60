import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { statementMonthQuery } from './statement-query';

const monthly =
  'opening balance, every line of the month (Bangkok time), closing balance and the totals per type';

export const getMonthlyStatementCsv = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/statement/monthly.csv',
  summary: `The month's statement as a CSV file (UTF-8 with a BOM, for Excel): ${monthly}`,
  querystring: statementMonthQuery,
  response: z.string().describe('text/csv'),
});

export const getMonthlyStatementPdf = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/statement/monthly.pdf',
  summary: `The month's statement as a PDF file: ${monthly}`,
  querystring: statementMonthQuery,
  response: z.string().describe('application/pdf'),
});
