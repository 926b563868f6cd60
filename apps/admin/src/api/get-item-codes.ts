import { adminListItemCodes } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { urlOf, call } from './client';
import { itemCodeBatchesKey } from './get-item-code-batches';

export const CODES_PAGE_SIZE = 50;

export const itemCodesQuery = (batch: string, page: number) =>
  queryOptions({
    queryKey: [...itemCodeBatchesKey, 'codes', batch, page],
    queryFn: async ({ signal }) =>
      (
        await call(adminListItemCodes, undefined, {
          signal,
          query: { batch, page, pageSize: CODES_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** One batch's codes by code, each with who redeemed it. */
export const useItemCodes = (batch: string, page: number) => useQuery(itemCodesQuery(batch, page));

/** The batch as a CSV file: a plain link downloads it with the staff cookie (owner and marketing only). */
export const itemCodesCsvUrl = (batch: string) =>
  urlOf(adminListItemCodes.path, { query: { batch, format: 'csv' } });
