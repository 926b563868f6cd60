import { adminReportSummary } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/report-range';
import { call } from './client';

/** Every range of the summary: what the dashboard's refresh invalidates. */
export const reportSummaryKey = ['report-summary'] as const;

export const reportSummaryQuery = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...reportSummaryKey, { from, to }],
    queryFn: async ({ signal }) =>
      (await call(adminReportSummary, undefined, { signal, query: { from, to } })).data,
  });

/** The dashboard's figures over a range (`reports.read`); `enabled: false` for a role without it. */
export const useReportSummary = (range: DayRange, enabled = true) =>
  useQuery({ ...reportSummaryQuery(range), enabled });
