import type { DayRange } from '../lib/report-range';
import { urlOf } from './client';

/**
 * The address of a report as a CSV file (`?format=csv`): a plain link downloads it, the staff cookie going
 * with it (same origin, path /admin), so no script reads the file (docs/decisions/074-ngr-and-csv.md).
 */
export const reportCsvUrl = (
  contract: { path: string },
  { from, to }: DayRange,
  extra: Record<string, string> = {},
) => urlOf(contract.path, { query: { from, to, ...extra, format: 'csv' } });
