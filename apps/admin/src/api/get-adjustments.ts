import { adminListAdjustments, type AdjustmentStatus } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export interface AdjustmentFilter {
  /** undefined: every status. */
  status?: AdjustmentStatus | undefined;
  page: number;
}

export const ADJUSTMENT_PAGE_SIZE = 20;

/** Every page of the adjustments: what a new one, an approval or a rejection invalidates. */
export const adjustmentsKey = ['adjustments'] as const;

export const adjustmentsQuery = (filter: AdjustmentFilter) =>
  queryOptions({
    queryKey: [...adjustmentsKey, filter],
    queryFn: async ({ signal }) =>
      (
        await call(adminListAdjustments, undefined, {
          signal,
          query: { status: filter.status, page: filter.page, pageSize: ADJUSTMENT_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Manual credits and debits, newest first, with their status. */
export const useAdjustments = (filter: AdjustmentFilter, enabled = true) =>
  useQuery({ ...adjustmentsQuery(filter), enabled });
