import { adminReportDaily } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/report-range';
import { call } from './client';

export const reportDailyKey = ['report-daily'] as const;

export const reportDailyQuery = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...reportDailyKey, { from, to }],
    queryFn: async ({ signal }) =>
      (await call(adminReportDaily, undefined, { signal, query: { from, to } })).data,
  });

/** One row per Bangkok day of the range, quiet days as zeros (for the charts and the daily table). */
export const useReportDaily = (range: DayRange, enabled = true) =>
  useQuery({ ...reportDailyQuery(range), enabled, placeholderData: keepPreviousData });
