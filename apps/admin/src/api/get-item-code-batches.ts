import { adminListItemCodeBatches } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const BATCHES_PAGE_SIZE = 20;

/** Every page of batches and of their codes: what a new batch or a redeem seen invalidates. */
export const itemCodeBatchesKey = ['item-code-batches'] as const;

export const itemCodeBatchesQuery = (page: number) =>
  queryOptions({
    queryKey: [...itemCodeBatchesKey, page],
    queryFn: async ({ signal }) =>
      (
        await call(adminListItemCodeBatches, undefined, {
          signal,
          query: { page, pageSize: BATCHES_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const useItemCodeBatches = (page: number) => useQuery(itemCodeBatchesQuery(page));
